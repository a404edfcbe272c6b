#include "CArchive.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static struct trip_archive_api loaded;
static const struct trip_archive_api *loaded_api;
static char loaded_failure[512];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

// Fills `api` from `library`; on failure returns 0 with the reason in `failure`.
static int open_library(const char *library, struct trip_archive_api *api, char *failure, size_t capacity) {
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(failure, capacity, "%s", reason != NULL ? reason : library);
        return 0;
    }
    // POSIX's way of storing a dlsym result in a function pointer.
#define TRIP_ARCHIVE_RESOLVE(name)                                                                      \
    *(void **)(&api->name) = dlsym(handle, #name);                                                     \
    if (api->name == NULL) {                                                                           \
        snprintf(failure, capacity, "%s has no %s", library, #name);                                   \
        dlclose(handle);                                                                               \
        return 0;                                                                                      \
    }
    TRIP_ARCHIVE_FUNCTIONS(TRIP_ARCHIVE_RESOLVE)
#undef TRIP_ARCHIVE_RESOLVE
    return 1;  // Kept open for the life of the process.
}

static void load_default(void) {
    if (open_library(TRIP_ARCHIVE_LIBRARY, &loaded, loaded_failure, sizeof loaded_failure)) {
        loaded_api = &loaded;
    }
}

const struct trip_archive_api *trip_archive_load(const char *library, const char **failure) {
    if (strcmp(library, TRIP_ARCHIVE_LIBRARY) == 0) {
        pthread_once(&load_once, load_default);
        *failure = loaded_api != NULL ? NULL : loaded_failure;
        return loaded_api;
    }
    // Any other soname (tests asking for one that is missing) is tried afresh and never kept.
    static _Thread_local struct trip_archive_api other;
    static _Thread_local char other_failure[512];
    if (open_library(library, &other, other_failure, sizeof other_failure)) {
        *failure = NULL;
        return &other;
    }
    *failure = other_failure;
    return NULL;
}

void trip_archive_set_errno(struct archive *archive, int code) {
    if (loaded_api != NULL && archive != NULL) loaded_api->archive_set_error(archive, code, "Write error");
}

void trip_archive_set_message(struct archive *archive, const char *message) {
    // -1: no errno, as libarchive's ARCHIVE_ERRNO_MISC.
    if (loaded_api != NULL && archive != NULL) loaded_api->archive_set_error(archive, -1, "%s", message);
}

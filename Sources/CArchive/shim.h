#include <archive.h>
#include <archive_entry.h>

// archive_set_error is variadic, which Swift cannot call. A client write callback uses these to
// record why it failed, as libarchive's own file writer does, so archive_errno and
// archive_error_string name the cause.
static inline void trip_archive_set_errno(struct archive *archive, int code) {
    archive_set_error(archive, code, "Write error");
}

static inline void trip_archive_set_message(struct archive *archive, const char *message) {
    archive_set_error(archive, -1, "%s", message);  // -1: no errno, as libarchive's ARCHIVE_ERRNO_MISC
}

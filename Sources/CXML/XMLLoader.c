#include "CXML.h"

#include <dlfcn.h>
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The libxml2 functions trip calls, each pointer with the exact type Debian's headers give it.
#define TRIP_XML_FUNCTIONS(X)                                                                           \
    X(xmlInitParser) X(xmlCreatePushParserCtxt) X(xmlCtxtUseOptions) X(xmlParseChunk)                  \
    X(xmlStopParser) X(xmlFreeParserCtxt) X(xmlSAX2GetLineNumber)

struct trip_xml_api {
#define TRIP_XML_FIELD(name) __typeof__(name) *name;
    TRIP_XML_FUNCTIONS(TRIP_XML_FIELD)
#undef TRIP_XML_FIELD
};

static struct trip_xml_api loaded;
static const struct trip_xml_api *loaded_api;
static char loaded_failure[512];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

// Fills `api` from `library`; on failure returns 0 with the reason in `failure`.
static int open_library(const char *library, struct trip_xml_api *api, char *failure, size_t capacity) {
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(failure, capacity, "%s", reason != NULL ? reason : library);
        return 0;
    }
    // POSIX's way of storing a dlsym result in a function pointer.
#define TRIP_XML_RESOLVE(name)                                                                          \
    *(void **)(&api->name) = dlsym(handle, #name);                                                     \
    if (api->name == NULL) {                                                                           \
        snprintf(failure, capacity, "%s has no %s", library, #name);                                   \
        dlclose(handle);                                                                               \
        return 0;                                                                                      \
    }
    TRIP_XML_FUNCTIONS(TRIP_XML_RESOLVE)
#undef TRIP_XML_RESOLVE
    // Once, before any parser: libxml2's global tables are not built lazily in a thread-safe way.
    api->xmlInitParser();
    return 1;  // Kept open for the life of the process.
}

static void load_default(void) {
    if (open_library(TRIP_XML_LIBRARY, &loaded, loaded_failure, sizeof loaded_failure)) loaded_api = &loaded;
}

static const struct trip_xml_api *load(const char *library, const char **failure) {
    if (strcmp(library, TRIP_XML_LIBRARY) == 0) {
        pthread_once(&load_once, load_default);
        *failure = loaded_api != NULL ? NULL : loaded_failure;
        return loaded_api;
    }
    // Any other soname (tests asking for one that is missing) is tried afresh and never kept.
    static _Thread_local struct trip_xml_api other;
    static _Thread_local char other_failure[512];
    if (open_library(library, &other, other_failure, sizeof other_failure)) {
        *failure = NULL;
        return &other;
    }
    *failure = other_failure;
    return NULL;
}

// One parse: the parser's user data in every SAX callback.
struct session {
    const struct trip_xml_api *api;
    const struct trip_xml_events *events;
    xmlParserCtxtPtr parser;
    /// The first error's code: the cause, where later errors are often its echoes.
    int first_error;
    int stopped;
    /// Set while libxml2 is told the input has ended: what it finds wrong then (an unclosed tag, a
    /// start tag without its '>') is the document ending early, whatever code it gives.
    int ending;
};

static int current_line(struct session *session) {
    return session->parser != NULL ? session->api->xmlSAX2GetLineNumber(session->parser) : 0;
}

static void stop(struct session *session) {
    session->stopped = 1;
    session->api->xmlStopParser(session->parser);
}

static void on_start(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                     int namespace_count, const xmlChar **namespaces, int attribute_count, int defaulted_count,
                     const xmlChar **attributes) {
    (void)prefix, (void)namespace_count, (void)namespaces, (void)defaulted_count;
    struct session *session = context;
    // libxml2 gives five pointers per attribute (local name, prefix, namespace, value, end); the
    // namespace is not needed, so the callback gets four. Elements rarely have many attributes, so
    // the copy lives on the stack unless this one has more.
    enum { on_stack = 16 };
    const char *stack_copy[on_stack * 4];
    const char **kept = stack_copy;
    if (attribute_count > on_stack) {
        kept = malloc(sizeof(const char *) * 4 * (size_t)attribute_count);
        if (kept == NULL) {
            if (session->first_error == 0) session->first_error = XML_ERR_NO_MEMORY;
            stop(session);
            return;
        }
    }
    for (int index = 0; index < attribute_count; index++) {
        kept[index * 4] = (const char *)attributes[index * 5];
        kept[index * 4 + 1] = (const char *)attributes[index * 5 + 1];
        kept[index * 4 + 2] = (const char *)attributes[index * 5 + 3];
        kept[index * 4 + 3] = (const char *)attributes[index * 5 + 4];
    }
    int stopped = session->events->start(session->events->context, (const char *)name, (const char *)uri,
                                         attribute_count, kept, current_line(session));
    if (kept != stack_copy) free(kept);
    if (stopped != 0) stop(session);
}

static void on_end(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)prefix, (void)uri;
    struct session *session = context;
    if (session->events->end(session->events->context, (const char *)name, current_line(session)) != 0) {
        stop(session);
    }
}

static void on_text(void *context, const xmlChar *bytes, int length) {
    struct session *session = context;
    session->events->text(session->events->context, (const char *)bytes, length);
}

static void on_error(void *context, xmlErrorPtr error) {
    struct session *session = context;
    // Warnings (a relative namespace URI, say) are not errors; XMLParser failed the whole file on them.
    if (error == NULL || error->level < XML_ERR_ERROR || session->first_error != 0) return;
    session->first_error = session->ending ? XML_ERR_DOCUMENT_END
                           : error->code != 0 ? error->code : XML_ERR_INTERNAL_ERROR;
    session->events->error(session->events->context, session->first_error, current_line(session));
}

// Large enough that a file takes few calls, small enough that libxml2 never sees one "huge" buffer
// (it refuses single inputs over 10 MB unless told to lift its limits, which stay on).
enum { chunk_size = 256 * 1024 };

int trip_xml_parse(const char *library, const struct trip_xml_events *events, const char *bytes, size_t length,
                   struct trip_xml_outcome *outcome, const char **failure) {
    const struct trip_xml_api *api = load(library, failure);
    if (api == NULL) return -1;

    xmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    // SAX2 with only these callbacks: no tree is built, and with no entity or DTD callbacks nothing
    // outside the document is ever loaded.
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = on_start;
    handler.endElementNs = on_end;
    handler.characters = on_text;
    // The same function for both, so libxml2 never decides on its own that some text is ignorable.
    handler.ignorableWhitespace = on_text;
    handler.cdataBlock = on_text;
    handler.serror = on_error;

    struct session session = {.api = api, .events = events, .parser = NULL, .first_error = 0, .stopped = 0, .ending = 0};
    // As XMLParser did: under four bytes there is nothing to detect an encoding from, so no parse and
    // no error (the caller finds no root element).
    if (length < 4) {
        outcome->code = 0;
        outcome->line = 1;
        return 0;
    }
    session.parser = api->xmlCreatePushParserCtxt(&handler, &session, bytes, 4, NULL);
    if (session.parser == NULL) {
        *failure = "libxml2 could not create a parser";
        return -1;
    }
    // Entities substituted as XMLParser did: only XML's predefined ones and character references can
    // occur, as documents declaring an entity are refused before they get here, and without it libxml2
    // hands over '&' in an attribute as "&#38;". Never the network. Unlike XMLParser, no recovery:
    // the parse ends at the first fatal error, which is the one reported.
    api->xmlCtxtUseOptions(session.parser, XML_PARSE_NOENT | XML_PARSE_NONET);
    size_t offset = 4;
    while (offset < length && !session.stopped && session.first_error == 0) {
        size_t size = length - offset < chunk_size ? length - offset : chunk_size;
        api->xmlParseChunk(session.parser, bytes + offset, (int)size, 0);
        offset += size;
    }
    if (!session.stopped && session.first_error == 0) {
        session.ending = 1;
        api->xmlParseChunk(session.parser, NULL, 0, 1);
    }
    if (session.first_error == 0 && session.stopped) session.first_error = XML_ERR_USER_STOP;
    if (session.first_error == 0 && !session.parser->wellFormed) {
        session.first_error = session.parser->errNo != 0 ? session.parser->errNo : XML_ERR_INTERNAL_ERROR;
    }
    outcome->code = session.first_error;
    outcome->line = current_line(&session);
    api->xmlFreeParserCtxt(session.parser);
    return 0;
}

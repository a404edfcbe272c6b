#ifndef TRIP_CXML_H
#define TRIP_CXML_H

// libxml2 is opened with dlopen the first time a GPX or KML file is read, not linked. Linked (through
// FoundationXML's XMLParser, as before), it and ICU, lzma and zlib were mapped and relocated at the
// start of every command: a third of what `trip --version` cost in CPU and page faults. Only this
// header is seen by Swift; libxml2's own headers stay inside XMLLoader.c, so its types never leak.

#include <stddef.h>

/// What the parser reports, in document order. A callback returning nonzero stops the parse there.
/// Strings are UTF-8; `name` and `uri` are NUL-terminated, text is `length` bytes.
struct trip_xml_events {
    void *_Nullable context;
    /// An element starts. `attributes` holds `count` entries of four pointers each: local name,
    /// prefix (NULL when unprefixed), value start and value end (exclusive).
    int (*_Nonnull start)(void *_Nullable context, const char *_Nonnull name, const char *_Nullable uri,
                          int count, const char *_Nullable const *_Nullable attributes, int line);
    int (*_Nonnull end)(void *_Nullable context, const char *_Nonnull name, int line);
    /// Character data, entities and character references already replaced; CDATA sections too.
    void (*_Nonnull text)(void *_Nullable context, const char *_Nonnull bytes, int length);
    /// The first error libxml2 reports (warnings are not errors): its code and the line it was on.
    void (*_Nonnull error)(void *_Nullable context, int code, int line);
};

/// What `trip_xml_parse` found.
struct trip_xml_outcome {
    /// 0 for a well-formed document read to its end; otherwise the first error's libxml2 code
    /// (a stop asked by a callback counts as an error too).
    int code;
    /// The line the parser had reached when it ended.
    int line;
};

/// The soname trip opens: Debian's libxml2.
#define TRIP_XML_LIBRARY "libxml2.so.2"

/// Streams `length` bytes of UTF-8 (or self-describing) XML through libxml2's SAX2 parser in chunks,
/// with no DTD loading, no network and no entity expansion beyond XML's predefined ones.
/// Returns 0 and fills `outcome`, or -1 when `library` cannot be opened, with why in `failure` (a
/// string owned by the loader, valid until the next failed call).
int trip_xml_parse(const char *_Nonnull library, const struct trip_xml_events *_Nonnull events,
                   const char *_Nonnull bytes, size_t length, struct trip_xml_outcome *_Nonnull outcome,
                   const char *_Nullable *_Nonnull failure);

#endif

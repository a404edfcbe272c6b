#ifndef TRIP_CARCHIVE_H
#define TRIP_CARCHIVE_H

// libarchive is opened with dlopen the first time a backup needs it, not linked: linked, it and the
// libraries it pulls in (xml2, ICU, lzma, zstd, lz4, bz2, acl, zlib) were mapped and relocated at the
// start of every command, about a third of what `trip --version` cost. The declarations still come
// from Debian's headers, so every pointer below has the exact type of the function it holds.
#include <archive.h>
#include <archive_entry.h>

// The functions trip calls. Adding one here is all it takes to use it from Swift as `api.NAME(...)`.
#define TRIP_ARCHIVE_FUNCTIONS(X)                                                                       \
    X(archive_entry_filetype) X(archive_entry_free) X(archive_entry_hardlink)                            \
    X(archive_entry_is_encrypted) X(archive_entry_new) X(archive_entry_pathname)                         \
    X(archive_entry_pathname_utf8) X(archive_entry_set_filetype) X(archive_entry_set_gid)                \
    X(archive_entry_set_hardlink) X(archive_entry_set_mtime) X(archive_entry_set_pathname)               \
    X(archive_entry_set_perm) X(archive_entry_set_rdevmajor) X(archive_entry_set_rdevminor)              \
    X(archive_entry_set_size) X(archive_entry_set_symlink) X(archive_entry_set_uid)                      \
    X(archive_entry_size) X(archive_entry_size_is_set) X(archive_entry_symlink) X(archive_errno)         \
    X(archive_error_string) X(archive_filter_bytes) X(archive_read_add_passphrase) X(archive_read_data)  \
    X(archive_read_free) X(archive_read_new) X(archive_read_next_header) X(archive_read_open_fd)         \
    X(archive_read_open_memory) X(archive_read_support_filter_gzip) X(archive_read_support_filter_xz)    \
    X(archive_read_support_filter_zstd) X(archive_read_support_format_raw)                               \
    X(archive_read_support_format_tar) X(archive_read_support_format_zip) X(archive_set_error)           \
    X(archive_write_add_filter_gzip) X(archive_write_add_filter_xz) X(archive_write_add_filter_zstd)     \
    X(archive_write_close) X(archive_write_data) X(archive_write_finish_entry) X(archive_write_free)     \
    X(archive_write_header) X(archive_write_new) X(archive_write_open2) X(archive_write_open_fd)         \
    X(archive_write_open_filename) X(archive_write_set_bytes_in_last_block)                              \
    X(archive_write_set_bytes_per_block) X(archive_write_set_format_pax_restricted)                      \
    X(archive_write_set_format_zip) X(archive_write_set_options) X(archive_write_set_passphrase)

/// One pointer per function above, named like the function.
struct trip_archive_api {
#define TRIP_ARCHIVE_FIELD(name) __typeof__(name) *_Nonnull name;
    TRIP_ARCHIVE_FUNCTIONS(TRIP_ARCHIVE_FIELD)
#undef TRIP_ARCHIVE_FIELD
};

/// The soname trip opens: Debian's libarchive13.
#define TRIP_ARCHIVE_LIBRARY "libarchive.so.13"

/// Opens `library` (once per process for the default soname) and returns its functions, or NULL with
/// why in `failure` (a static string, or one owned by the loader; valid until the next failed call).
const struct trip_archive_api *_Nullable trip_archive_load(const char *_Nonnull library,
                                                           const char *_Nullable *_Nonnull failure);

// archive_set_error is variadic, which Swift cannot call. A client write callback uses these to
// record why it failed, as libarchive's own file writer does, so archive_errno and
// archive_error_string name the cause. Only called on an archive, so libarchive is loaded by then.
void trip_archive_set_errno(struct archive *_Nullable archive, int code);
void trip_archive_set_message(struct archive *_Nullable archive, const char *_Nonnull message);

#endif

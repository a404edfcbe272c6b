import Foundation

/// Why a file could not be read or written, in words rather than Foundation's error domains and codes
/// ("NSCocoaErrorDomain error 512" tells nobody what to do).
enum FileProblem {
    /// The operating system's reason behind `error` (for example "Permission denied"), or a plain
    /// sentence when it gives none.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return localized("file.system-refused")
    }

    /// Whether `path` names an existing directory.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

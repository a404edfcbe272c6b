/// Why a TourAPI file was refused. Every description names the file and, where there is one, the item
/// and field at fault, and says what to do.
public struct TourAPIError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or other source name) being read.
    public var file: String
    /// 1-based position of the item in the file's item list; nil for problems with the whole file.
    public var item: Int?
    /// The item's `contentid`, when it could be read.
    public var contentId: String?
    /// The TourAPI field at fault.
    public var field: String?
    /// What is wrong, one clause.
    public var reason: String

    public init(file: String, item: Int? = nil, contentId: String? = nil, field: String? = nil, reason: String) {
        self.file = file
        self.item = item
        self.contentId = contentId
        self.field = field
        self.reason = reason
    }

    public var description: String {
        var place = file
        if let item { place += localized("tourapi.place-item", ["item": item]) }
        if let contentId { place += " (contentid \(contentId))" }
        if let field { place += localized("tourapi.place-field", ["field": field]) }
        return "\(place): \(reason)"
    }
}

/// The end-of-central-directory record that closes every whole zip file.
enum ZipEnd {
    /// The record is 22 bytes plus a comment of at most 65,535 bytes.
    static let maximumLength = 22 + 65_535
    static let signature: [UInt8] = [0x50, 0x4b, 0x05, 0x06]

    /// True when `tail` (the file's last bytes) ends exactly with an end record and its comment.
    static func isComplete(tail: [UInt8]) -> Bool {
        guard tail.count >= 22 else { return false }
        var start = tail.count - 22
        while start >= 0 {
            if Array(tail[start..<start + 4]) == signature {
                let commentLength = Int(tail[start + 20]) | Int(tail[start + 21]) << 8
                if start + 22 + commentLength == tail.count { return true }
            }
            start -= 1
        }
        return false
    }
}

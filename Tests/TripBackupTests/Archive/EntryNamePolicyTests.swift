import Foundation
import Testing

@testable import TripBackup

/// Every entry name passes `EntryNamePolicy` before anything is read; each kind of name a stranger
/// could use gets its own reason, and the first rule broken decides which.
@Suite struct EntryNamePolicyTests {
    @Test(arguments: [
        ("", "backup.name-empty"),
        (String(repeating: "x", count: EntryNamePolicy.maxLength + 1), "backup.name-too-long"),
        ("/etc/passwd", "backup.name-absolute"),
        ("trips\\a.json", "backup.name-backslash"),
        ("../a\\b", "backup.name-backslash"),
        ("tab\there", "backup.name-control"),
        ("del\u{7f}.json", "backup.name-control"),
        ("nul\u{0}", "backup.name-control"),
        ("../x\u{1}", "backup.name-control"),
        ("../../etc/passwd", "backup.name-parent"),
        ("trips/../x", "backup.name-parent"),
        ("trips/..", "backup.name-parent"),
        ("a//b", "backup.name-empty-component"),
        ("a/./b", "backup.name-empty-component"),
        ("a/", "backup.name-empty-component"),
        (".", "backup.name-empty-component"),
        // The first component at fault names the reason.
        ("a/./../b", "backup.name-empty-component"),
        ("../.", "backup.name-parent"),
    ])
    func refusesWithItsReason(name: String, key: String) {
        let expected =
            key == "backup.name-too-long"
            ? localized(key, ["maximum": EntryNamePolicy.maxLength]) : localized(key)
        #expect(EntryNamePolicy.problem(with: name) == expected)
    }

    @Test(arguments: [
        "backup.json", "trips/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.json", "spots/000001.json", "a/.../b c",
        "..a/b..", "제주/여행.json", "c1\u{85}control-is-not-ascii",
        String(repeating: "x", count: EntryNamePolicy.maxLength),
    ])
    func acceptsWhatBreaksNoRule(name: String) {
        #expect(EntryNamePolicy.problem(with: name) == nil)
    }
}

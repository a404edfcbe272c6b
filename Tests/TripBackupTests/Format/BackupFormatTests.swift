import Foundation
import Testing
import TripBackup

@Suite struct BackupFormatTests {
    @Test(arguments: BackupFormat.writable)
    func detectsWhatWeWrite(format: BackupFormat) throws {
        let directory = try TemporaryDirectory()
        let bytes = try writeArchive([("a.json", Data("{}".utf8))], format: format, at: directory.file("x"))
        #expect(BackupFormat.detect(prefix: Array(bytes.prefix(512))) == format)
    }

    @Test func detectsJSONAndRejectsNoise() {
        #expect(BackupFormat.detect(prefix: Array("  \n[{\"tripName\":\"\"}]".utf8)) == .json)
        #expect(BackupFormat.detect(prefix: [0xef, 0xbb, 0xbf] + Array("[]".utf8)) == .json)
        #expect(BackupFormat.detect(prefix: Array("hello".utf8)) == nil)
        #expect(BackupFormat.detect(prefix: []) == nil)
    }
}

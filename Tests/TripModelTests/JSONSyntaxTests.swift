import Foundation
import Testing

@testable import TripModel

@Suite("JSON syntax errors by line and column")
struct JSONSyntaxTests {
    @Test(arguments: [
        (
            "{\"a\": 1,\n \"b\": }",
            "line 2, column 7: expected a value (an object, a list, text in double quotes, a number, true, false or null)"
        ),
        ("{\"a\": 1\n\"b\": 2}", "line 2, column 1: expected ',' or '}' after a field"),
        ("[1, 2", "line 1, column 6: the document ends before the list is closed with ']'"),
        ("[1, 2 3]", "line 1, column 7: expected ',' or ']' after a list item"),
        (
            "{\"이름\": \"제주\n\"}",
            "line 1, column 11: a control character (such as a line break) inside text must be escaped"
        ),
        ("{\"a\": tru}", "line 1, column 7: expected true"),
        ("{} {}", "line 1, column 4: unexpected text after the document"),
        ("{\"a\": 01}", "line 1, column 8: expected ',' or '}' after a field"),
        ("{a: 1}", "line 1, column 2: expected a field name in double quotes"),
        ("", "line 1, column 1: the document ends where a value should be"),
    ])
    func placesTheFault(text: String, message: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONSyntax.check(Array(text.utf8)) }
        do {
            try JSONSyntax.check(Array(text.utf8))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        "{}", "[]", "\u{FEFF}{\"a\": [1, -2.5e3, true, false, null, \"\\u00e9\\n\"]}", " 12 ", "\"text\"",
    ])
    func acceptsValidDocuments(text: String) throws {
        try JSONSyntax.check(Array(text.utf8))
        _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    @Test func decodingErrorsNameJSONKindsNotSwiftTypes() throws {
        struct Probe: Decodable {
            let id: UUID
            let stops: [String]
        }
        let cases: [(String, String)] = [
            ("[]", "expected an object"),
            (
                "{\"id\": \"nope\", \"stops\": []}",
                "id: not a valid id (a UUID such as 7a1b2c3d-0000-4000-8000-000000000000)"
            ),
            ("{\"id\": \"7a1b2c3d-0000-4000-8000-000000000000\", \"stops\": {}}", "stops: expected a list"),
            (
                "{\"id\": \"7a1b2c3d-0000-4000-8000-000000000000\",\n \"stops\": [}",
                "not valid JSON: line 2, column 12: expected a value (an object, a list, text in double quotes, a number, true, false or null)"
            ),
        ]
        for (text, message) in cases {
            let data = Data(text.utf8)
            do {
                _ = try JSONDecoder().decode(Probe.self, from: data)
                Issue.record("decoded \(text)")
            } catch {
                #expect(TripDocumentCoding.describe(error, data: data) == message)
            }
        }
    }
}

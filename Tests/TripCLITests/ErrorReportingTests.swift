import Testing
import TripBackup
import TripFormats
import TripGeo
import TripModel
import TripPlanning

@testable import TripCLI

/// The one map from errors to exit codes and messages: each type reads as the command-by-command
/// mappings it replaced did.
@Suite struct ErrorReportingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let error: any Error & Sendable
        let code: Int32
        let message: String
        var testDescription: String { "\(type(of: error)) → \(code)" }
    }

    static let cases: [Case] = [
        Case(error: BackupError.io(file: "in.tar.gz", message: "gone"), code: 66, message: "in.tar.gz: gone"),
        Case(
            error: BackupError.outputExists(file: "b.tar.gz"), code: 73,
            message: "b.tar.gz already exists; choose another name or pass --force to overwrite it."),
        Case(error: BackupError.writeFailed(file: "b", message: "full"), code: 74, message: "cannot write b: full"),
        Case(error: BackupError.wrongPassphrase(file: "b.zip"), code: 65, message: "b.zip: the passphrase is wrong."),
        Case(
            error: CostError.unknownCurrency("XYZ"), code: 64,
            message: "'XYZ' is not an active ISO 4217 currency code; use a code like KRW, USD, JPY or EUR"),
        Case(
            error: FormatError.notText(source: "x.gpx"), code: 65,
            message: FormatError.notText(source: "x.gpx").description),
        Case(
            error: TourAPIError(file: "t.json", reason: "broken"), code: 65,
            message: TourAPIError(file: "t.json", reason: "broken").description),
        Case(
            error: SpotCursorError.malformed, code: 64,
            message: "--cursor: the cursor is not one this program printed; copy it exactly from the previous page"),
        Case(
            error: DayPlanError.infeasible(day: 2, fixed: 3), code: 65,
            message: DayPlanError.infeasible(day: 2, fixed: 3).description),
        Case(error: RouteError.indexOutOfRange(9), code: 1, message: RouteError.indexOutOfRange(9).description),
        Case(
            error: PlanningError.noCoordinate(position: 2, name: "Gate"), code: 65,
            message: "stop 2 'Gate' has no valid coordinate"),
        Case(
            error: PlanningError.engineRejected(.notAPermutation), code: 1,
            message: "the route engine rejected the request: The order does not list every place exactly once."),
    ]

    @Test(arguments: cases) func mapsEachErrorToItsCodeAndMessage(_ testCase: Case) {
        let reported = ErrorReporting.cliError(for: testCase.error, commandPath: ["fare"])
        #expect(reported.exitCode == testCase.code)
        #expect(reported.description == testCase.message)
    }

    /// A malformed cost value points to the help of the command that was running; nothing else does.
    @Test func onlyUsageProblemsOfCostsPointToTheRunningCommandsHelp() {
        if case .usage(_, let path) = ErrorReporting.cliError(for: CostError.notANumber("x"), commandPath: ["fare"]) {
            #expect(path == ["fare"])
        } else {
            Issue.record("a malformed amount is a usage error")
        }
        let cursor = ErrorReporting.cliError(for: SpotCursorError.malformed, commandPath: ["spots", "search"])
        if case .usage(_, let path) = cursor { #expect(path == nil) } else { Issue.record("a bad cursor is usage") }
    }

    @Test func anUnknownErrorIsAPlainFailure() {
        struct Odd: Error, CustomStringConvertible { var description: String { "odd" } }
        let reported = ErrorReporting.cliError(for: Odd())
        #expect(reported.exitCode == 1 && reported.description == "odd")
    }
}

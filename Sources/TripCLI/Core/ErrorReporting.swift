import TripModel
import TripPlanning
import TripStore

/// Maps errors from every layer to the message and exit code the user sees.
enum ErrorReporting {
    static func cliError(for error: Error) -> CLIError {
        switch error {
        case let error as CLIError:
            return error
        case let error as PlanningError:
            return error.cliError
        case let error as StoreError:
            return storeError(error)
        case let error as ModelError:
            if case .positionOutOfRange = error { return .usage(error.description) }
            return .dataError(error.description)
        case let error as SQLiteError:
            return error.isBusy ? .temporaryFailure(error.description) : .failure(error.description)
        case let error as DecodingError:
            return .dataError(TripDocumentCoding.describe(error))
        default:
            return .failure(String(describing: error))
        }
    }

    private static func storeError(_ error: StoreError) -> CLIError {
        switch error {
        case .busy: .temporaryFailure(error.description)
        case .sqlite(let inner): inner.isBusy ? .temporaryFailure(error.description) : .failure(error.description)
        case .newerSchema: .failure(error.description)
        default: .dataError(error.description)
        }
    }
}

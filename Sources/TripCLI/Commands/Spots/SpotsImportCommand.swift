import Foundation
import TripFormats
import TripModel

enum SpotsImportCommand {
    static let spec = CommandSpec(
        name: "import", abstract: "Import TourAPI JSON responses into the spot catalog.",
        discussion: """
            Reads area/location/keyword lists, searchFestival, detailCommon and detailWithTour responses
            (KorService1/2 and KorWithService1/2). Spots are matched by contentid, so importing a file
            again changes nothing. All files are imported in one transaction: one bad file or item and
            nothing is imported, unless --skip-invalid is given: then the good items are imported and each
            bad one is reported (file, item, contentid and why). A file that is not a TourAPI response is
            refused either way.
            """,
        arguments: [ArgumentSpec("file", "TourAPI JSON files", variadic: true)],
        options: [skipInvalid.spec, Flag.json.spec],
        run: run)

    static let skipInvalid = Flag(
        "skip-invalid", "Import the good items and report each bad one, instead of refusing the batch")

    /// The most files one import takes, so a runaway glob fails fast.
    static let maximumFiles = 10_000

    struct Report: Encodable {
        let files: Int
        let added: Int
        let updated: Int
        let unchanged: Int
        let barrierFree: Int
        let skipped: [SkippedItem]
    }

    /// An item left out by `--skip-invalid`, for scripts.
    struct SkippedItem: Encodable {
        let file: String
        let item: Int?
        let contentId: String?
        let field: String?
        let reason: String

        init(_ error: TourAPIError) {
            file = error.file
            item = error.item
            contentId = error.contentId
            field = error.field
            reason = error.reason
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let paths = arguments.positionals
        let skipInvalid = arguments[Self.skipInvalid]
        guard paths.count <= maximumFiles else {
            throw CLIError.usage(localized("spots.import.too-many-files", ["count": maximumFiles]))
        }
        let documents = try SpotsImportReader.documents(paths: paths, skipInvalid: skipInvalid)
        let plan = try context.database().write { transaction in
            let plan = try TourAPIImportPlan(
                documents: documents, existing: try transaction.spots.contentIdLookup(), now: transaction.now,
                skipInvalid: skipInvalid)
            let progress = ImportProgress(total: plan.spots.count, context: context)
            try transaction.spots.upsert(contentsOf: plan.spots, progress: progress.update)
            progress.finish()
            return plan
        }
        let skipped = documents.flatMap(\.skipped) + plan.skipped
        let report = Report(
            files: paths.count, added: plan.added, updated: plan.updated, unchanged: plan.unchanged,
            barrierFree: plan.withBarrierFreeFacts, skipped: skipped.map(SkippedItem.init))
        for item in skipped { context.note(localized("spots.import.skipped-item", ["item": item.description])) }
        if arguments[Flag.json] { return try context.printJSON(report) }
        let summary = [
            "files": paths.count, "added": plan.added, "updated": plan.updated, "unchanged": plan.unchanged,
            "barrierFree": plan.withBarrierFreeFacts, "skipped": skipped.count,
        ]
        context.print(
            skipped.isEmpty
                ? localized("spots.import.summary", summary) : localized("spots.import.summary-skipped", summary))
        // Skipped items are on the page too: only a page that holds fewer items than the total is partial.
        for document in documents where (document.totalCount ?? 0) > document.records.count + document.skipped.count {
            let onPage = document.records.count + document.skipped.count
            context.note(
                localized(
                    "spots.import.partial-page",
                    ["source": document.source, "count": onPage, "total": document.totalCount ?? 0]))
        }
    }
}

/// A one-line progress count on stderr for large imports, only when stderr is a terminal.
struct ImportProgress {
    let total: Int
    let context: CommandContext

    /// Below this many spots an import is too quick to need a progress line.
    static let threshold = 5_000

    private var isShown: Bool { context.io.stderrIsTerminal && total >= Self.threshold }

    func update(_ done: Int) {
        guard isShown, done % 1_000 == 0 else { return }
        context.io.standardError.write("\r" + localized("spots.import.progress", ["done": done, "total": total]))
    }

    func finish() {
        guard isShown else { return }
        context.io.standardError.write(
            "\r" + localized("spots.import.progress", ["done": total, "total": total]) + "\n")
    }
}

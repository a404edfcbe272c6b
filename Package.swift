// swift-tools-version:6.0
import PackageDescription

// Imports point one way: TripCLI → TripSync → TripBackup / TripFormats / TripStore / TripPlanning → TripModel
// → TripGeo.
// Only the module that wraps a C library imports it.
let package = Package(
    name: "trip",
    products: [
        .executable(name: "trip", targets: ["trip"]),
        .executable(name: "trip-bench", targets: ["trip-bench"]),
        // libFuzzer harness over the backup restore reader and, structure-aware, the whole restore;
        // see scripts/fuzz. Not run in CI.
        .executable(name: "trip-fuzz", targets: ["trip-fuzz"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // libarchive's headers (Debian's libarchive-dev) and a loader that opens the library when a
        // backup first needs it: see Sources/CArchive/include/CArchive.h for why it is not linked.
        .target(name: "CArchive"),
        // libxml2's SAX parser behind a loader that opens it when a GPX or KML file is first read:
        // see Sources/CXML/include/CXML.h. Its headers live in a subdirectory, hence the flag.
        .target(name: "CXML", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
        .systemLibrary(
            name: "CNettle",
            pkgConfig: "nettle",
            providers: [.apt(["nettle-dev"])]
        ),
        // The solvers are optimized even in debug builds: their tests solve real instances with iteration
        // budgets, and unoptimized they made the suite take over 15 minutes on a 2-core machine.
        .target(name: "TripGeo", swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .target(name: "TripModel", dependencies: ["TripGeo"]),
        .target(name: "TripStore", dependencies: ["TripModel", "TripGeo", "CSQLite"]),
        .target(name: "TripBackup", dependencies: ["TripStore", "TripModel", "TripGeo", "CArchive", "CNettle"]),
        .target(name: "TripFormats", dependencies: ["TripModel", "TripGeo", "CXML"]),
        .target(name: "TripSync", dependencies: ["TripBackup", "TripStore", "TripModel"]),
        // Trip-level planning over the model (the schedule for now): no CLI, no SQLite.
        .target(name: "TripPlanning", dependencies: ["TripModel", "TripGeo"]),
        .target(
            name: "TripCLI",
            dependencies: [
                "TripBackup", "TripFormats", "TripStore", "TripSync", "TripPlanning", "TripModel", "TripGeo",
            ]
        ),
        .executableTarget(name: "trip", dependencies: ["TripCLI"]),
        // The benchmarks import these directly (the solvers, the planner, the store and backups they time).
        .executableTarget(
            name: "trip-bench",
            dependencies: ["TripBackup", "TripFormats", "TripStore", "TripPlanning", "TripModel", "TripGeo"]
        ),
        .executableTarget(name: "trip-fuzz", dependencies: ["TripBackup", "TripCLI", "TripStore"]),
        // Each test target names every module it imports, as the libraries do, rather than leaning on
        // what comes along with the module under test. TripBackupTests builds hostile archives itself.
        .testTarget(name: "TripGeoTests", dependencies: ["TripGeo"]),
        .testTarget(name: "TripModelTests", dependencies: ["TripModel", "TripGeo"]),
        .testTarget(name: "TripStoreTests", dependencies: ["TripStore", "TripModel", "TripGeo"]),
        .testTarget(
            name: "TripBackupTests", dependencies: ["TripBackup", "TripStore", "TripModel", "TripGeo", "CArchive"]),
        .testTarget(name: "TripFormatsTests", dependencies: ["TripFormats", "TripModel", "TripGeo", "CXML"]),
        .testTarget(name: "TripPlanningTests", dependencies: ["TripPlanning", "TripModel", "TripGeo"]),
        // Golden/ holds the help texts GoldenHelpTests compares, read from the source tree.
        .testTarget(
            name: "TripCLITests",
            dependencies: [
                "TripCLI", "TripBackup", "TripFormats", "TripStore", "TripSync", "TripPlanning", "TripModel", "TripGeo",
            ],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// The katas' module names, in workshop order. Each module has the learner's copy of its starter
/// in `Katas/<Module>`, the pristine starter in `Starters/<Module>`, a reference solution in
/// `Solutions/<Module>` and hidden checks in `Sources/Checks/<Module>`; `Katas/katas.json` gives
/// each one its id, title and hints.
let katas = [
    "VanillaTodos",
    "DDDTodos",
    "TripValidation",
    "EggDomainObject",
    "UnitOfWorkOrders",
    "LoginReducer",
]

var targets: [Target] = [
    .target(name: "KataKit"),
    .target(name: "Workbook", dependencies: ["KataKit"]),
    .executableTarget(name: "kata", dependencies: ["Workbook"]),
]
/// What the package's tests run: the checks against the solutions, and against the learner's copy
/// in Katas/ only where it is still the pristine starter (the tests build the pristine starter of
/// an edited kata in a workbook of their own).
var testedChecks: [Target.Dependency] = []

for kata in katas {
    targets += [
        // An expression the type-checker cannot solve in 10 s is an error at its line, not a
        // build that never ends (the default limit is 600 s).
        .target(name: kata, path: "Katas/\(kata)", exclude: ["README.md"],
                swiftSettings: [.unsafeFlags(["-Xfrontend", "-solver-expression-time-threshold=10"])]),
        .target(name: "\(kata)Solution", path: "Solutions/\(kata)"),
        // One checks source, compiled twice: against the learner's code, and against the
        // solution (file symlinks in Sources/SolutionChecks, with SOLUTION defined).
        .executableTarget(
            name: "\(kata)Checks",
            dependencies: ["KataKit", .target(name: kata)],
            path: "Sources/Checks/\(kata)"
        ),
        .executableTarget(
            name: "\(kata)SolutionChecks",
            dependencies: ["KataKit", .target(name: "\(kata)Solution")],
            path: "Sources/SolutionChecks/\(kata)",
            swiftSettings: [.define("SOLUTION")]
        ),
    ]
    testedChecks += [.target(name: "\(kata)Checks"), .target(name: "\(kata)SolutionChecks")]
}

/// The katas whose second act is written (issue 31): once a kata passes, its change request
/// opens. Each has its act-2 reference in `Solutions/Changes/<Module>`, checked by
/// `<Module>ChangeSolutionChecks` (`Sources/ChangeSolutionChecks/<Module>`: the change's checks,
/// `<Module>ChangeChecks.swift`, and symlinks to the act-1 checks and to the act-2 entry, with
/// CHANGE_SOLUTION defined), and `<Module>ChangeChecks`, the same against the learner's code
/// (`Sources/ChangeChecks/<Module>`). The change's checks call API the learner adds in act 2, so
/// they join that target only once the change opens (`kata` links the file in, git-ignored):
/// until then the package builds everywhere, the pristine starters included.
let changes = [
    "DDDTodos",
    "VanillaTodos",
    "EggDomainObject",
    "LoginReducer",
    "UnitOfWorkOrders",
    "TripValidation",
]

/// Set by `kata` for its own builds: the change's checks are compiled into `<Module>ChangeChecks`
/// only then (`#if KATA_CHANGE_CHECKS || CHANGE_SOLUTION` in each change-check file), so that
/// `swift build`, `swift test`, Xcode and SourceKit-LSP build the package at every point of a
/// learner's progress, a second act half done included.
let changeChecks: [SwiftSetting] = Context.environment["KATA_CHANGE_CHECKS"] != nil ? [.define("KATA_CHANGE_CHECKS")] : []

for kata in changes {
    targets += [
        .target(name: "\(kata)ChangeSolution", path: "Solutions/Changes/\(kata)"),
        .executableTarget(
            name: "\(kata)ChangeChecks",
            dependencies: ["KataKit", .target(name: kata)],
            path: "Sources/ChangeChecks/\(kata)",
            swiftSettings: changeChecks
        ),
        .executableTarget(
            name: "\(kata)ChangeSolutionChecks",
            dependencies: ["KataKit", .target(name: "\(kata)ChangeSolution")],
            path: "Sources/ChangeSolutionChecks/\(kata)",
            swiftSettings: [.define("SOLUTION"), .define("CHANGE_SOLUTION")]
        ),
    ]
    testedChecks += [.target(name: "\(kata)ChangeSolutionChecks")]
}

// A small module with layers, built with the tests so that the rules API can be tested on
// the index that build writes.
targets.append(.target(name: "ArchitectureSample", path: "Tests/ArchitectureSample"))

targets.append(
    // `swift package kata <kata>`, and Xcode's package menu: a kata's failures as diagnostics.
    .plugin(
        name: "KataPlugin",
        capability: .command(intent: .custom(verb: "kata", description: "Run a kata's checks and show each failure at your line")),
        dependencies: ["kata"]
    )
)
targets.append(
    .testTarget(
        name: "WorkbookTests",
        dependencies: ["Workbook", "KataKit", "kata", "ArchitectureSample"] + testedChecks,
        exclude: ["Fixtures"]
    )
)

let package = Package(
    name: "ArchitectureKatas",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "kata", targets: ["kata"]),
        // What a pack (a course's own katas in a package of its own, see AUTHORING.md) depends on.
        .library(name: "KataKit", targets: ["KataKit"]),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
// A workbook of one fixture kata with a change request (its second act), for the end-to-end
// test of the second act. The test copies it, with the real Sources/KataKit, to a temporary
// folder and runs the built `kata` binary in it.
import PackageDescription

/// As the workbook's: `kata` sets KATA_CHANGE_CHECKS for its builds, so that only they compile
/// the change's checks into the learner's act-2 executable.
let changeChecks: [SwiftSetting] = Context.environment["KATA_CHANGE_CHECKS"] != nil ? [.define("KATA_CHANGE_CHECKS")] : []

let package = Package(
    name: "ChangeWorkbook",
    platforms: [.macOS(.v14)],
    targets: [
        .target(name: "KataKit"),
        .target(name: "Shelf", path: "Katas/Shelf", exclude: ["README.md"]),
        .target(name: "ShelfSolution", path: "Solutions/Shelf"),
        .target(name: "ShelfChangeSolution", path: "Solutions/Changes/Shelf"),
        .executableTarget(name: "ShelfChecks", dependencies: ["KataKit", "Shelf"], path: "Sources/Checks/Shelf"),
        .executableTarget(name: "ShelfChangeChecks", dependencies: ["KataKit", "Shelf"], path: "Sources/ChangeChecks/Shelf",
                          swiftSettings: changeChecks),
        .executableTarget(name: "ShelfChangeSolutionChecks", dependencies: ["KataKit", "ShelfChangeSolution"],
                          path: "Sources/ChangeSolutionChecks/Shelf", swiftSettings: [.define("CHANGE_SOLUTION")]),
    ],
    swiftLanguageModes: [.v6]
)

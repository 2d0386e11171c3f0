// swift-tools-version: 6.0
// A pack of one kata for the end-to-end tests: they copy it to Packs/tiny of a copy of the
// fixture workbook, whose package it depends on for KataKit, as a course's pack depends on the
// workbook's (by path, or by URL).
import PackageDescription

/// The pack's katas' module names, in order (Katas/katas.json gives each its id).
let katas = [
    "Greetings",
]

var targets: [Target] = []
for kata in katas {
    targets += [
        .target(name: kata, path: "Katas/\(kata)", exclude: ["README.md"]),
        .target(name: "\(kata)Solution", path: "Solutions/\(kata)"),
        .executableTarget(name: "\(kata)Checks", dependencies: [.product(name: "KataKit", package: "FixtureWorkbook"), .target(name: kata)],
                          path: "Sources/Checks/\(kata)"),
        .executableTarget(name: "\(kata)SolutionChecks",
                          dependencies: [.product(name: "KataKit", package: "FixtureWorkbook"), .target(name: "\(kata)Solution")],
                          path: "Sources/SolutionChecks/\(kata)", swiftSettings: [.define("SOLUTION")]),
    ]
}

let package = Package(
    name: "TinyPack",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "FixtureWorkbook", path: "../..")],
    targets: targets,
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
// A workbook of fixture katas for the end-to-end tests. The tests copy it, with the real
// Sources/KataKit, to a temporary folder and run the built `kata` binary in it.
import PackageDescription

let katas = ["Broken", "Mixed", "Passing"]

let package = Package(
    name: "FixtureWorkbook",
    // Linux ignores it; a Mac needs it for KataKit's concurrency (as the real Package.swift).
    platforms: [.macOS(.v14)],
    targets: [.target(name: "KataKit")] + katas.flatMap { kata in
        [
            Target.target(name: kata, path: "Katas/\(kata)", exclude: ["README.md"]),
            .executableTarget(name: "\(kata)Checks", dependencies: ["KataKit", .target(name: kata)],
                              path: "Sources/Checks/\(kata)"),
        ]
    },
    swiftLanguageModes: [.v6]
)

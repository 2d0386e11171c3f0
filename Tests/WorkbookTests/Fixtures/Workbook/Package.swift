// swift-tools-version: 6.0
// A workbook of fixture katas for the end-to-end tests. The tests copy it, with the real
// Sources/KataKit, to a temporary folder and run the built `kata` binary in it.
import Foundation
import PackageDescription

let katas = ["Broken", "Mixed", "Hostile", "Noisy", "Passing"]

var targets: [Target] = [.target(name: "KataKit")] + katas.flatMap { kata in
    [
        Target.target(name: kata, path: "Katas/\(kata)", exclude: ["README.md"]),
        .executableTarget(name: "\(kata)Checks", dependencies: ["KataKit", .target(name: kata)],
                          path: "Sources/Checks/\(kata)"),
    ]
}

// The plugin's tests also copy the runner and the plugin: then the fixture has them too.
if FileManager.default.fileExists(atPath: Context.packageDirectory + "/Plugins/KataPlugin") {
    targets += [
        .target(name: "Workbook", dependencies: ["KataKit"]),
        .executableTarget(name: "kata", dependencies: ["Workbook"]),
        .plugin(name: "KataPlugin", capability: .command(intent: .custom(verb: "kata", description: "Run a kata's checks")),
                dependencies: ["kata"]),
    ]
}

let package = Package(
    name: "FixtureWorkbook",
    platforms: [.macOS(.v14)],
    // What a pack in Packs/ depends on (EndToEndPackTests).
    products: [.library(name: "KataKit", targets: ["KataKit"])],
    targets: targets,
    swiftLanguageModes: [.v6]
)

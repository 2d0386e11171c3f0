// swift-tools-version: 6.0
// A workbook of fixture katas for the end-to-end tests. The tests copy it, with the real
// Sources/KataKit, to a temporary folder and run the built `kata` binary in it.
import PackageDescription

let katas = ["Broken", "Mixed", "Hostile", "Noisy", "Passing"]

let package = Package(
    name: "FixtureWorkbook",
    targets: [.target(name: "KataKit")] + katas.flatMap { kata in
        [
            Target.target(name: kata, path: "Katas/\(kata)"),
            .executableTarget(name: "\(kata)Checks", dependencies: ["KataKit", .target(name: kata)],
                              path: "Sources/Checks/\(kata)"),
        ]
    },
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// The katas' module names, in workshop order. Each module has a starter in `Katas/<Module>`, a
/// reference solution in `Solutions/<Module>` and hidden checks in `Sources/Checks/<Module>`;
/// `Katas/katas.json` gives each one its id, title and hints.
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
var checksProducts: [Target.Dependency] = []

for kata in katas {
    targets += [
        .target(name: kata, path: "Katas/\(kata)", exclude: ["README.md"]),
        .target(name: "\(kata)Solution", path: "Solutions/\(kata)"),
        // One checks source, compiled twice: against the starter, and (through file symlinks
        // in Sources/SolutionChecks) against the solution, with SOLUTION defined.
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
    checksProducts += [.target(name: "\(kata)Checks"), .target(name: "\(kata)SolutionChecks")]
}

// A small module with layers, built with the tests so that the rules API can be tested on
// the index that build writes.
targets.append(.target(name: "ArchitectureSample", path: "Tests/ArchitectureSample"))

targets.append(
    .testTarget(
        name: "WorkbookTests",
        dependencies: ["Workbook", "KataKit", "kata", "ArchitectureSample"] + checksProducts,
        exclude: ["Fixtures"]
    )
)

let package = Package(
    name: "ArchitectureKatas",
    platforms: [.macOS(.v14)],
    products: [.executable(name: "kata", targets: ["kata"])],
    targets: targets,
    swiftLanguageModes: [.v6]
)

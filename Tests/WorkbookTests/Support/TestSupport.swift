import Foundation
import XCTest
@testable import Workbook

/// The root of this package, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The folder where `swift build` put this package's products (the `kata` binary, the checks).
var productsDirectory: URL {
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    #endif
    return Bundle.main.bundleURL
}

/// A copy of the fixture workbook (Fixtures/Workbook) with the real KataKit, in a temporary
/// folder of its own: the caller removes it.
func makeFixtureWorkbook() -> URL {
    let fileManager = FileManager.default
    let copy = fileManager.temporaryDirectory.appendingPathComponent("kata-fixture-\(UUID().uuidString)")
    try? fileManager.copyItem(at: packageRoot.appendingPathComponent("Tests/WorkbookTests/Fixtures/Workbook"), to: copy)
    try? fileManager.copyItem(at: packageRoot.appendingPathComponent("Sources/KataKit"),
                              to: copy.appendingPathComponent("Sources/KataKit"))
    return copy
}

/// Copies a reference's folder with each file's content, never a link: an act-2 reference links
/// the files it keeps from act 1 (`Solutions/Changes/<Module>/Domain/EggID.swift` →
/// `Solutions/<Module>/Domain/EggID.swift`), and a copied relative link would point nowhere.
func copyReference(at source: URL, to destination: URL) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
    for name in try fileManager.subpathsOfDirectory(atPath: source.path).sorted() {
        let from = source.appendingPathComponent(name).resolvingSymlinksInPath()
        let to = destination.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: from.path, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
            try fileManager.createDirectory(at: to, withIntermediateDirectories: true)
        } else {
            try fileManager.copyItem(at: from, to: to)
        }
    }
}

/// What a finished command printed, and its exit code.
struct CommandOutput {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the built `kata` binary in `directory`, as a user would.
///
/// - Parameter timeout: Seconds after which the command is interrupted (SIGTERM), so that a
///   command that would never end fails its test instead of stalling the suite.
/// What `kata grade` hands its checks, for a test that must judge designs as a grade does: every
/// sequence of every search, however busy the machine running the tests (KataKit's
/// `SearchBudget.everySequenceVariable`). Some wrong designs are found only at seed 87.
let everySequence = ["KATA_EVERY_SEQUENCE": "1"]

func runKata(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
             timeout: Double? = nil) throws -> CommandOutput {
    try runProgram(productsDirectory.appendingPathComponent("kata").path, arguments, in: directory,
                   environment: environment, timeout: timeout)
}

func runProgram(_ path: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
                timeout: Double? = nil) throws -> CommandOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var merged = ProcessInfo.processInfo.environment
    merged["NO_COLOR"] = nil
    merged["TERM"] = "xterm"
    process.environment = merged.merging(environment) { $1 }
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    if let timeout {
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
            if process.isRunning { process.terminate() }
        }
    }
    let errorData = ThreadedRead(errors.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandOutput(status: process.terminationStatus,
                         standardOutput: String(decoding: outputData, as: UTF8.self),
                         standardError: String(decoding: errorData.finish(), as: UTF8.self))
}

private final class ThreadedRead: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}

/// Where `kata` puts the products of the workbook at `root` when no `--build-system` is given:
/// the same code decides (native wherever the toolchain offers it).
func kataProducts(in root: URL) throws -> URL {
    try BuildSystem.forKata(chosen: nil, root: root).productsFolder(in: root)
}

/// Skips a test that forces Swift Build on a SwiftPM older than 6.3: 6.0 and 6.1 have no Swift
/// Build, and 6.2's writes no index store (`kata` refuses `--build-system swiftbuild` there).
func skipUnlessSwiftBuildIndexes() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-version")
    guard let version = SwiftPMVersion.of(root: root) else { return }
    try XCTSkipIf(version < SwiftPMVersion.indexingSwiftBuild,
                  "SwiftPM \(version) has no Swift Build that writes an index store (6.3 and later do): Swift Build is not tried")
}

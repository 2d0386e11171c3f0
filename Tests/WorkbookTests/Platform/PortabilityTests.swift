import XCTest
import KataKit
@testable import Workbook

/// What a Mac does differently from Linux (DESIGN.md, "macOS facts"), checked here where the
/// difference cannot be run: Linux ignores `platforms:`, has GNU `date`, and a newer SDK.
final class PortabilityTests: XCTestCase {
    func testEveryPackageThatBuildsKataKitTargetsMacOS14() throws {
        let manifests = ["Package.swift", "Tests/WorkbookTests/Fixtures/Workbook/Package.swift",
                         "Tests/WorkbookTests/Fixtures/ChangeWorkbook/Package.swift", "Tests/WorkbookTests/Fixtures/Pack/Package.swift"]
        for manifest in manifests {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(manifest), encoding: .utf8)
            XCTAssertTrue(text.contains("platforms: [.macOS(.v14)]"), "\(manifest): without it, a Mac cannot compile KataKit's concurrency")
        }
        let found = FileManager.default.enumerator(atPath: packageRoot.appendingPathComponent("Tests").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix("Package.swift") }.map { "Tests/" + $0 }.sorted()
        XCTAssertEqual(found, manifests.dropFirst().sorted(), "a new manifest belongs in the list above")
    }

    func testBenchmarkScriptsUseNoGNUOnlyTools() throws {
        let folder = packageRoot.appendingPathComponent("Benchmarks")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".sh") {
            let script = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for gnuOnly in ["date +%s%N", "%N}", "stat -c", "sed -i "] {
                XCTAssertFalse(script.contains(gnuOnly), "\(name) uses `\(gnuOnly)`, which a Mac's BSD tools lack")
            }
        }
    }

    func testNoStaticDispatchSpecificKey() throws {
        // Not Sendable in older macOS SDKs: a `static let` of it does not compile in Swift 6 mode there.
        let sources = packageRoot.appendingPathComponent("Sources")
        let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for path in paths where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            XCTAssertNil(text.range(of: #"static (let|var) \w+ = DispatchSpecificKey"#, options: .regularExpression), path)
        }
    }

    func testTheWatchHeaderIsTwentyFourHourTimeWithASCIIDigits() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let date = calendar.date(from: DateComponents(year: 2024, month: 3, day: 1, hour: 21, minute: 5, second: 9)) ?? Date()
        let kata = KataInfo(id: "egg", module: "Egg", title: "Egg", open: "Egg.swift", hints: [])
        XCTAssertEqual(Renderer.watchStarted(kata, at: date, style: .plain), "[21:05:09] kata watch: running egg")
    }
}

import XCTest
@testable import Workbook

/// `Workbook.findRoot`: real paths, an end outside every package, and the package `kata` was
/// built from as the fallback.
final class FindRootTests: XCTestCase {
    private var temporary = URL(fileURLWithPath: "/")

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("find-root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary.appendingPathComponent("clone/Katas/Mixed"),
                                                withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: temporary.appendingPathComponent("clone/Katas/katas.json"))
        try Data("// swift-tools-version: 6.0".utf8).write(to: temporary.appendingPathComponent("clone/Package.swift"))
        try FileManager.default.createSymbolicLink(atPath: temporary.appendingPathComponent("link").path,
                                                   withDestinationPath: temporary.appendingPathComponent("clone").path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: temporary)
    }

    private var realClone: String { RealPath.of(temporary.appendingPathComponent("clone").path) ?? "" }

    func testARootReachedThroughASymlinkIsItsRealPath() throws {
        let root = try Workbook.findRoot(from: temporary.appendingPathComponent("link/Katas/Mixed"), fallbacks: [])
        XCTAssertEqual(root.path, realClone)
        XCTAssertFalse(root.path.contains("/link"), root.path)
    }

    func testOutsideEveryPackageTheWalkEndsWithAMessage() {
        for directory in [URL(fileURLWithPath: "/"), temporary.appendingPathComponent("link/.."), temporary] {
            XCTAssertThrowsError(try Workbook.findRoot(from: directory, fallbacks: [])) { error in
                XCTAssertEqual(error as? NotInPackage, NotInPackage(
                    "this is not the katas package: no Katas/katas.json in \(directory.path) or above it. Run kata from the folder you cloned."))
            }
        }
    }

    func testOutsideAPackageTheFallbackIsUsed() throws {
        let root = try Workbook.findRoot(from: URL(fileURLWithPath: "/"),
                                         fallbacks: ["/no/such/folder", temporary.appendingPathComponent("link/Katas/Mixed").path])
        XCTAssertEqual(root.path, realClone)
    }

    func testTheDefaultFallbackIsThePackageKataWasBuiltFrom() throws {
        let root = try Workbook.findRoot(from: URL(fileURLWithPath: "/"))
        XCTAssertEqual(root.path, RealPath.of(packageRoot.path))
    }

    func testAncestorsEndAtTheRoot() {
        XCTAssertEqual(RealPath.ancestors(of: "/"), ["/"])
        XCTAssertEqual(RealPath.ancestors(of: "/no/such/folder"), [])
        XCTAssertEqual(RealPath.ancestors(of: realClone + "/Katas/./Mixed/"),
                       [realClone + "/Katas/Mixed", realClone + "/Katas", realClone]
                       + RealPath.ancestors(of: (realClone as NSString).deletingLastPathComponent))
    }
}

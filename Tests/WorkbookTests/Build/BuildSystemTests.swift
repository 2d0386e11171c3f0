import Foundation
import KataKit
import XCTest
@testable import Workbook

/// Where each build system puts what `kata` reads, on folders laid out as each one lays them out.
final class BuildSystemTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func make(_ path: String, _ text: String = "") throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func testTheToolchainsDefaultIsReadFromSwiftBuildsHelp() {
        let native = """
              --build-system <build-system>
                                      Specify the build system to use. (default: native)
                    native            - Native Build System
            """
        XCTAssertEqual(BuildSystem.defaultSystem(inHelp: native), .native)
        XCTAssertEqual(BuildSystem.defaultSystem(inHelp: native.replacingOccurrences(of: "(default: native)", with: "(default: swiftbuild)")),
                       .swiftbuild)
        XCTAssertEqual(BuildSystem.defaultSystem(inHelp: "no such option"), .native)
    }

    /// `swift build --help` of SwiftPM 6.4 (default Swift Build, native still offered), of a
    /// toolchain offering Swift Build alone, and of 6.3.
    static let helpOf64 = """
          --build-system <build-system>
                                  Specify the build system to use. (default: swiftbuild)
                native            - Native Build System
                swiftbuild        - Swift Build
                xcode             - Xcode Build System (deprecated)
          --enable-dependency-cache/--disable-dependency-cache
        """

    func testKataBuildsNativelyWhereverTheToolchainOffersItUnlessTold() throws {
        let offer = BuildSystem.offer(inHelp: Self.helpOf64)
        XCTAssertEqual(offer, BuildSystem.Offer(defaultSystem: .swiftbuild, offersNative: true))
        XCTAssertEqual(BuildSystem.forKata(offer: offer), .native, "the direct build replays native plans only")
        let swiftBuildOnly = Self.helpOf64.split(separator: "\n").filter { !$0.contains("Native Build System") }.joined(separator: "\n")
        XCTAssertEqual(BuildSystem.offer(inHelp: swiftBuildOnly), BuildSystem.Offer(defaultSystem: .swiftbuild, offersNative: false))
        XCTAssertEqual(BuildSystem.forKata(offer: BuildSystem.offer(inHelp: swiftBuildOnly)), .swiftbuild)
        XCTAssertEqual(BuildSystem.offer(inHelp: "no such option"), BuildSystem.Offer(defaultSystem: .native, offersNative: true))
        // The environment stands for the toolchain's help; an explicit choice wins.
        let environment = ["KATA_TOOLCHAIN_BUILD_HELP": swiftBuildOnly]
        XCTAssertEqual(try BuildSystem.forKata(chosen: nil, root: root, environment: environment), .swiftbuild)
        XCTAssertEqual(try BuildSystem.forKata(chosen: .native, root: root, environment: environment), .native)
        XCTAssertEqual(try BuildSystem.forKata(chosen: nil, root: root, environment: ["KATA_TOOLCHAIN_BUILD_HELP": Self.helpOf64]), .native)
    }

    func testSwiftPMsVersionIsReadFromItsOutputAndSwiftBuildIsRefusedBelow63() throws {
        XCTAssertEqual(SwiftPMVersion.parse("Swift Package Manager - Swift 6.3.1\n"), SwiftPMVersion(major: 6, minor: 3))
        XCTAssertEqual(SwiftPMVersion.parse("Apple Swift Package Manager - Swift 6.2.0-dev"), SwiftPMVersion(major: 6, minor: 2))
        XCTAssertEqual(SwiftPMVersion.parse("Swift version 6.4 (swift-6.4-RELEASE)"), SwiftPMVersion(major: 6, minor: 4))
        XCTAssertEqual(SwiftPMVersion.parse("6.1"), SwiftPMVersion(major: 6, minor: 1))
        XCTAssertNil(SwiftPMVersion.parse("no version here"))
        XCTAssertLessThan(SwiftPMVersion(major: 6, minor: 2), SwiftPMVersion.indexingSwiftBuild)
        XCTAssertLessThan(SwiftPMVersion(major: 5, minor: 10), SwiftPMVersion.indexingSwiftBuild)
        XCTAssertFalse(SwiftPMVersion(major: 6, minor: 4) < SwiftPMVersion.indexingSwiftBuild)
        // Read once per toolchain, from the memo: a 6.2 remembered there is refused in one sentence.
        let memo = ToolchainMemo(file: root.appendingPathComponent(".build/kata-swiftpm-version.json"), toolchain: Toolchain.identity())
        XCTAssertEqual(memo.value { "6.2" }, "6.2")
        XCTAssertThrowsError(try BuildSystem.forKata(chosen: .swiftbuild, root: root)) { error in
            let message = ErrorMessage(error)
            XCTAssertEqual(message.exitCode, ExitCode.usage)
            XCTAssertEqual(message.lines, ["--build-system swiftbuild needs SwiftPM 6.3 or later, whose Swift Build writes the index "
                + "the rules read, and this toolchain's is 6.2: leave the option out to build natively"])
        }
        XCTAssertEqual(try BuildSystem.forKata(chosen: .native, root: root), .native)
        // This machine's own toolchain, asked for real.
        let here = try XCTUnwrap(SwiftPMVersion.of(root: root.appendingPathComponent("fresh")))
        XCTAssertGreaterThanOrEqual(here, SwiftPMVersion(major: 6, minor: 0))
    }

    func testSwiftBuildsProductsAndOutputFileMapsAreFound() throws {
        try make(".build/out/Products/Debug-linux/TripValidationChecks")
        let map = ".build/out/Intermediates.noindex/ArchitectureKatas.build/Debug-linux/TripValidation.build/Objects-normal/x86_64/TripValidation-OutputFileMap.json"
        try make(map, "{}")
        try make(".build/out/Intermediates.noindex/ArchitectureKatas.build/Debug-linux/TripValidationChecks.build/Objects-normal/x86_64/TripValidationChecks-OutputFileMap.json", "{}")
        #if os(Linux)
        XCTAssertEqual(BuildSystem.swiftbuild.productsFolder(in: root).lastPathComponent, "Debug-linux")
        #endif
        XCTAssertEqual(BuildSystem.swiftbuild.outputFileMaps(of: "TripValidation", in: root).map(\.path),
                       [root.appendingPathComponent(map).path])
        XCTAssertEqual(BuildSystem.native.outputFileMaps(of: "TripValidation", in: root).map(\.path),
                       [root.appendingPathComponent(".build/debug/TripValidation.build/output-file-map.json").path])
    }

    func testTheIndexStoreIsFoundBesideTheProductsOfEachLayout() throws {
        let layouts = [
            // SwiftPM's native build system.
            (".build/x86_64-unknown-linux-gnu/debug/XChecks", ".build/x86_64-unknown-linux-gnu/debug/index/store"),
            // Swift Build.
            (".build/out/Products/Debug-linux/XChecks", ".build/out"),
            // Xcode's DerivedData.
            ("DerivedData/Katas-abc/Build/Products/Debug/XChecks", "DerivedData/Katas-abc/Index.noindex/DataStore"),
        ]
        for (product, store) in layouts {
            try make(product)
            try FileManager.default.createDirectory(at: root.appendingPathComponent(store + "/v5/units"), withIntermediateDirectories: true)
            XCTAssertEqual(IndexStoreLocation.store(besideProduct: root.appendingPathComponent(product).path),
                           root.appendingPathComponent(store).path, product)
        }
        XCTAssertNil(IndexStoreLocation.store(besideProduct: root.appendingPathComponent("elsewhere/bin/XChecks").path))
    }

    func testAListThePlanWritesIsStaleWhenItNamesOtherFiles() throws {
        let list = root.appendingPathComponent("sources")
        var command = BuildPlan.Command(key: list.path, tool: "write-auxiliary-file",
                                        inputs: ["<sources-file-list>", "/p/Katas/T/A.swift", "/p/Katas/T/B.swift"],
                                        outputs: [list.path])
        try "/p/Katas/T/A.swift\n/p/Katas/T/B.swift\n".write(to: list, atomically: true, encoding: .utf8)
        XCTAssertNil(AuxiliaryFile.staleList(written: command))
        command.inputs.append("/p/Katas/T/New.swift")
        XCTAssertEqual(AuxiliaryFile.staleList(written: command), list.path, "a file planned since is not in the list")
        try "'/p/My Katas/A.swift'\n".write(to: list, atomically: true, encoding: .utf8)
        command.inputs = ["<link-file-list>", "/p/My Katas/A.swift"]
        XCTAssertNil(AuxiliaryFile.staleList(written: command), "a quoted path is the same path")
        command.inputs = ["<swift-get-version>"]
        XCTAssertNil(AuxiliaryFile.staleList(written: command), "other auxiliary files are not lists")
    }

    func testTheIndexStoreLibraryIsTheOneOfTheToolchainSwiftRuns() throws {
        let found = try XCTUnwrap(Toolchain.indexStoreLibrary(root: root, environment: ProcessInfo.processInfo.environment
            .merging(["KATA_INDEXSTORE_LIB": ""]) { $1 }))
        XCTAssertTrue(FileManager.default.fileExists(atPath: found), found)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(".build/kata-toolchain.json").path),
                      "asked once per toolchain, then remembered")
        XCTAssertEqual(Toolchain.indexStoreLibrary(root: root, environment: ["KATA_INDEXSTORE_LIB": "/x/libIndexStore.so"]),
                       "/x/libIndexStore.so", "the variable wins")
        // swiftly's `swift` is a proxy: only the toolchain it runs knows where its libraries are.
        let resources = (found as NSString).deletingLastPathComponent + "/swift"
        XCTAssertEqual(Toolchain.indexStoreLibrary(inTargetInfo: "warning: x\n{\"paths\": {\"runtimeResourcePath\": \"\(resources)\"}}"), found)
        XCTAssertNil(Toolchain.indexStoreLibrary(inTargetInfo: "{\"paths\": {\"runtimeResourcePath\": \"/nowhere/usr/lib/swift\"}}"))
    }

    func testACrashOfSwiftPMIsToldFromAFailedBuild() {
        XCTAssertTrue(KataBuilder.didCrash(.init(status: 11, endedBySignal: true, output: "")))
        XCTAssertTrue(KataBuilder.didCrash(.init(status: 1, endedBySignal: false,
                                                  output: "*** Signal 11: Backtracing from 0x7f98265fe9ca... done ***")))
        XCTAssertFalse(KataBuilder.didCrash(.init(status: 1, endedBySignal: false,
                                                   output: "/p/Katas/T/Trip.swift:3:5: error: cannot find 'x' in scope")))
    }

    func testHiddenFilesAreNotTheKatasFiles() throws {
        try make("Katas/T/Trip.swift")
        try make("Katas/T/._Trip.swift")
        try make("Katas/T/.build/Old.swift")
        XCTAssertEqual(try SwiftFiles.list(in: root.appendingPathComponent("Katas/T")), ["Trip.swift"])
    }
}

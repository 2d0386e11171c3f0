@testable import KataKit
import Foundation
import XCTest
@testable import Workbook

/// The workbook's own architecture, stated with the rules it teaches and read from the index
/// that this test build wrote: the rooms of `Sources/Workbook`, which room may use which, who
/// talks to the operating system and who prints. MAINTAINERS.md's Layout section draws the same rooms.
///
/// A broken rule fails with KataKit's own message for each place, and why the rule exists.
final class WorkbookArchitectureTests: XCTestCase {
    /// The rooms of `Sources/Workbook`, each with the rooms it may use, from the top down.
    /// A room may always use itself; nothing may use a room above it.
    static let rooms: KeyValuePairs<String, [String]> = [
        // Parses the command line, dispatches to a command, turns every error into text and an exit code.
        "CLI": ["Commands", "Terminal", "Catalog", "Platform"],
        // One type per command: its options, help and behaviour.
        "Commands": ["Terminal", "Instructor", "Room", "Results", "Checks", "Build", "Progress", "Compare", "Picture",
                     "Catalog", "Platform"],
        // The only room that writes to the terminal: it renders the values of the rooms below.
        "Terminal": ["Instructor", "Room", "Results", "Checks", "Build", "Progress", "Compare", "Picture", "Catalog",
                     "Platform"],
        // The room's page and summary, and JUnit: documents made of results, for instructors and CI.
        "Instructor": ["Room", "Results", "Checks", "Build", "Progress", "Catalog", "Platform"],
        // A workshop's shared folder: who joined, their results, the instructor's decisions.
        "Room": ["Results", "Checks", "Build", "Progress", "Catalog", "Platform"],
        // One kata's outcome (build, checks, rules) and the JSON document of a run.
        "Results": ["Checks", "Build", "Progress", "Catalog", "Platform"],
        // Runs a built kata's checks, each in a process of its own, and reads their results.
        "Checks": ["Build", "Catalog", "Platform"],
        // Builds one kata or all, keeps the index the rules read up to date.
        "Build": ["Catalog", "Platform"],
        // The learner's progress file.
        "Progress": ["Catalog", "Platform"],
        // `kata compare`'s measures and `kata graph`'s picture.
        "Compare": ["Catalog", "Platform"],
        "Picture": ["Catalog", "Platform"],
        // The katas: ids, folders, hints, starters.
        "Catalog": ["Platform"],
        // Processes, signals, locks, file status, real paths, the standard streams: the only
        // room that calls the C library.
        "Platform": [],
    ]

    static let workbookFolder = packageRoot.appendingPathComponent("Sources/Workbook").path

    static func code(in folder: String) throws -> Codebase {
        let path = packageRoot.appendingPathComponent(folder).path
        let reader = IndexReader(library: try IndexStoreLibrary.locate(), storePath: ArchitectureRuleTests.storePath)
        return Codebase(folder: path, files: try reader.read(folder: path))
    }

    /// Fails with each rule that does not hold: its name, every place, and why.
    func assertHolds(_ rules: [Rule], in code: Codebase, file: StaticString = #filePath, line: UInt = #line) {
        for rule in rules {
            let violations = rule.verify(code)
            guard !violations.isEmpty else { continue }
            let places = violations.map { "  \($0.message)" }.joined(separator: "\n")
            XCTFail("\(rule.name):\n\(places)\nWhy: \(rule.why)", file: file, line: line)
        }
    }

    func testEachRoomUsesOnlyTheRoomsBelowIt() throws {
        let code = try Self.code(in: "Sources/Workbook")
        let names = Self.rooms.map(\.key)
        let rules = Self.rooms.map { room, allowed in
            Rule("\(room)/ uses only \(allowed.isEmpty ? "itself" : allowed.map { "\($0)/" }.joined(separator: ", "))",
                 because: "a room depends on the rooms below it only, so that each can be read, tested and changed without those above") { code in
                // One statement per forbidden room, so that each place names the room it reaches.
                names.filter { $0 != room && !allowed.contains($0) }.flatMap { code.folder(room).mustNotUse(code.folder($0)) }
                    .sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
            }
        }
        assertHolds(rules, in: code)
    }

    func testEveryFileIsInARoom() throws {
        let code = try Self.code(in: "Sources/Workbook")
        let rooms = Self.rooms.map(\.key)
        let loose = code.files.map(\.path).filter { path in !rooms.contains { path.hasPrefix($0 + "/") } }
        XCTAssertEqual(loose, [], "every file of Sources/Workbook belongs to one of the rooms: \(rooms.joined(separator: ", "))")
    }

    func testOnlyThePlatformRoomCallsTheCLibrary() throws {
        let code = try Self.code(in: "Sources/Workbook")
        assertHolds([
            Rule("only Platform/ imports Glibc or Darwin",
                 because: "one room holds what differs between Linux and macOS, so that the rest reads the same on both") { code in
                code.everything.excluding(code.folder("Platform")).named("the files outside Platform/")
                    .mustImportOnly("Foundation", "KataKit", "Dispatch")
            },
        ], in: code)
    }

    func testOnlyTheTerminalRoomWritesToTheTerminal() throws {
        let code = try Self.code(in: "Sources/Workbook")
        assertHolds([
            Rule("only Terminal/ writes to standard output or standard error",
                 because: "core code returns values and one room decides how they look, so that every command can be tested in-process") { code in
                code.standardStreams.mustOnlyBeUsed(from: code.folder("Terminal"))
            },
        ], in: code)
    }

    func testKataKitUsesNothingOfTheWorkbook() throws {
        let code = try Self.code(in: "Sources/KataKit")
        assertHolds([
            Rule("KataKit imports only Foundation and the C library",
                 because: "the katas' checks link KataKit alone: it must not depend on the runner that runs them") { code in
                code.everything.mustImportOnly("Foundation", "FoundationNetworking", "Dispatch", "Glibc", "Darwin", "XCTest")
            },
            Rule("in KataKit, only Platform/ imports Glibc or Darwin",
                 because: "seccomp, Landlock, the sandbox profile, process trees and the index store's C library differ between Linux and macOS: one room holds them, as the runner's Platform/ does") { code in
                code.everything.excluding(code.folder("Platform")).named("KataKit's files outside Platform/")
                    .mustImportOnly("Foundation", "FoundationNetworking", "Dispatch", "XCTest")
            },
        ], in: code)
    }

    func testEachKatasChecksUseKataKitAndTheirKataOnly() throws {
        // Every kata of the catalog, and the second acts' checks of those that have one: the
        // change's own files live in Sources/ChangeSolutionChecks.
        let catalog = try Catalog(root: packageRoot)
        let folders = catalog.katas.map { ($0.module, $0.checksPath) }
            + catalog.katas.filter { $0.change != nil }.map { ($0.module, KataContract.changeSolutionChecksPath(of: $0)) }
        for (kata, folder) in folders {
            let code = try Self.code(in: folder)
            assertHolds([
                Rule("the checks of \(kata) import only KataKit, \(kata) and Foundation",
                     because: "a kata's checks test that kata through KataKit; another kata's code or the runner's would make them test something else") { code in
                    code.everything.mustImportOnly("KataKit", kata, "\(kata)Solution", "\(kata)ChangeSolution", "Foundation",
                                                   "FoundationNetworking", "Observation")
                },
            ], in: code)
        }
    }
}

extension Codebase {
    /// What writes to the process's standard output or error, however it is spelt: Swift's
    /// `print`, `debugPrint` and `dump`, `FileHandle.standardOutput` and `.standardError`, the C
    /// library's streams, and Platform's own ``StandardStreams``, the one place that writes to
    /// the descriptors. (Only Platform/ may call the C library at all; there, `STDOUT_FILENO`
    /// also names a child's descriptor 1, which `Child` points at a pipe.)
    var standardStreams: CodeSelection {
        let external: Set<String> = [
            "print(_:separator:terminator:)", "debugPrint(_:separator:terminator:)", "dump(_:name:indent:maxDepth:maxItems:)",
            "standardOutput", "standardError", "stdout", "stderr", "fputs(_:_:)", "puts(_:)", "putchar(_:)", "fwrite(_:_:_:_:)",
        ]
        let own = types("StandardStreams")
        return CodeSelection("the standard streams", in: self,
                             contains: { occurrence, code in own.contains(occurrence) },
                             declares: { symbol, code in
                                 own.declares(symbol) || (!code.isOwn(symbol.usr) && external.contains(symbol.name))
                             })
    }
}

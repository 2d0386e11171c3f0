import KataKit
import XCTest
@testable import Workbook

/// What every change request (a kata's second act, `change` in `Katas/katas.json`) must be: its
/// act-2 reference passes both acts' checks, the act-1 reference and the starter do not even
/// compile against the change's checks (each request asks for something real), and the catalog
/// names the change's checks as they run.
final class ChangeRequestTests: XCTestCase {
    private let catalog: Catalog = {
        do { return try Catalog(root: packageRoot) } catch { fatalError("\(error)") }
    }()

    private var changed: [KataInfo] { catalog.katas.filter { $0.change != nil } }

    private func url(_ relative: String) -> URL { packageRoot.appendingPathComponent(relative) }

    func testTheKataWithoutAChangeStaysInActOneAndTheActTwoPathsAreTheChanges() throws {
        let trip = try catalog.kata("trip-validation")
        XCTAssertEqual(trip.act, .one)
        XCTAssertEqual(trip.checksProduct(solution: false), "TripValidationChecks")
        let two = trip.inAct(.two)
        XCTAssertEqual([two.checksProduct(solution: false), two.checksProduct(solution: true), two.target(solution: true), two.solutionPath,
                        two.sourcesPath(solution: false)],
                       ["TripValidationChangeChecks", "TripValidationChangeSolutionChecks", "TripValidationChangeSolution",
                        "Solutions/Changes/TripValidation", "Katas/TripValidation"])
        let plain = KataInfo(id: "k", module: "K", title: "", open: "K.swift", hints: [])
        XCTAssertEqual(plain.inAct(.two).act, .one, "a kata without a change request has one act")
    }

    func testEveryChangeRequestHasItsStoryHintsReferenceAndChecksFiles() throws {
        XCTAssertFalse(changed.isEmpty)
        for kata in changed {
            // The story, what must hold, hints and the count of new checks: KataContract (CatalogTests).
            let two = kata.inAct(.two)
            XCTAssertTrue(Set(try SwiftFiles.list(in: url(two.solutionPath))).isSuperset(of: try SwiftFiles.list(in: url(kata.solutionPath))),
                          "\(kata.id): the act-2 reference is a full copy of the act-1 reference, with the change made")
            // The act-1 checks (but their @main entry), linked into both act-2 executables.
            let actOne = try SwiftFiles.list(in: url(kata.checksPath)).filter { $0 != "\(kata.module)Entry.swift" }
            let entry = "\(kata.module)ChangeEntry.swift", checks = "\(kata.module)ChangeChecks.swift"
            // The change's own files end in ChangeChecks.swift (.gitignore ignores their links).
            let learners = try SwiftFiles.list(in: url("Sources/ChangeChecks/\(kata.module)")).filter { !$0.hasSuffix("ChangeChecks.swift") }
            XCTAssertEqual(learners, (actOne + [entry]).sorted(), "\(kata.id): Sources/ChangeChecks/\(kata.module)")
            let references = try SwiftFiles.list(in: url("Sources/ChangeSolutionChecks/\(kata.module)"))
            XCTAssertEqual(references.filter { !$0.hasSuffix("ChangeChecks.swift") || $0 == checks }, (actOne + [entry, checks]).sorted(),
                           "\(kata.id): Sources/ChangeSolutionChecks/\(kata.module)")
            XCTAssertEqual(ChangeChecksLink.changeFiles(of: kata, root: packageRoot), references.filter { $0.hasSuffix("ChangeChecks.swift") },
                           "\(kata.id): the files kata links in when the change opens")
            for file in actOne {
                XCTAssertEqual(url("Sources/ChangeChecks/\(kata.module)/\(file)").resolvingSymlinksInPath(),
                               url("\(kata.checksPath)/\(file)").resolvingSymlinksInPath(), "\(kata.id): \(file) is not the act-1 checks")
                XCTAssertEqual(url("Sources/ChangeSolutionChecks/\(kata.module)/\(file)").resolvingSymlinksInPath(),
                               url("\(kata.checksPath)/\(file)").resolvingSymlinksInPath(), "\(kata.id): \(file) is not the act-1 checks")
            }
            XCTAssertEqual(url("Sources/ChangeSolutionChecks/\(kata.module)/\(entry)").resolvingSymlinksInPath(),
                           url("Sources/ChangeChecks/\(kata.module)/\(entry)").resolvingSymlinksInPath())
        }
    }

    /// The act-2 reference passes every check and rule of both acts, and the change's checks are
    /// the ones the catalog names, after the first act's.
    func testTheActTwoReferencePassesBothActsAndTheNewChecksAreTheCatalogs() throws {
        let runner = ChecksRunner(root: packageRoot, timeout: 10)
        for kata in changed {
            let two = kata.inAct(.two)
            let actOne = try runner.run(productsDirectory.appendingPathComponent(kata.checksProduct(solution: true)).path,
                                        sources: kata.solutionPath)
            let both = try runner.run(productsDirectory.appendingPathComponent(two.checksProduct(solution: true)).path,
                                      sources: two.solutionPath)
            for result in both where !result.isPassing {
                XCTFail("\(kata.id): the act-2 reference fails '\(result.name)': \(result.failures.map(\.message).joined(separator: "; "))")
            }
            let behaviours = actOne.filter { $0.kind == .behaviour }.map(\.name)
            XCTAssertEqual(both.filter { $0.kind == .behaviour }.map(\.name), behaviours + (kata.change?.checks ?? []),
                           "\(kata.id): act 2 runs the first act's checks, then the change's, as katas.json names them")
            XCTAssertEqual(Set(both.filter { $0.kind == .architecture }.map(\.name)).isSuperset(of: actOne.filter { $0.kind == .architecture }.map(\.name)),
                           true, "\(kata.id): act 2 keeps the first act's rules")
            let actOneRules = Set(actOne.filter { $0.kind == .architecture }.map(\.name))
            XCTAssertEqual(both.filter { $0.kind == .architecture && !actOneRules.contains($0.name) }.map(\.name), kata.change?.rules ?? [],
                           "\(kata.id): the change's own rules are the ones katas.json names (listed as pending while they cannot run)")
            try assertEveryPromiseIsACheckOrARule(of: kata, names: both.map(\.name))
        }
    }

    /// Every "what must now hold" line of a change request names, in the same words, a check or
    /// a rule that judges it (a check's name without its `[version]`, backticks aside, any case),
    /// but the line that keeps the first act; and every rule of the change (its own, the
    /// locality rule over its footprint) is such a line: no promise goes unjudged, no rule
    /// unannounced.
    private func assertEveryPromiseIsACheckOrARule(of kata: KataInfo, names: [String]) throws {
        guard let change = kata.change else { return }
        let plain: (String) -> String = { $0.replacingOccurrences(of: "`", with: "").lowercased() }
        let judged = (names + [change.locality?.rule].compactMap { $0 }).map { name -> String in
            if name.hasPrefix("["), let end = name.range(of: "] ") { return plain(String(name[end.upperBound...])) }
            return plain(name)
        }
        let promises = change.mustHold.map(plain)
        for (line, promise) in zip(change.mustHold, promises) where !promise.hasPrefix("every check and rule of the first act") {
            XCTAssertTrue(judged.contains { promise.contains($0) },
                          "\(kata.id): no check or rule judges, in the same words, the promise \(String(reflecting: line))")
        }
        for rule in (change.rules ?? []) + [change.locality?.rule].compactMap({ $0 }) {
            XCTAssertTrue(promises.contains { $0.contains(plain(rule)) },
                          "\(kata.id): the rule \(String(reflecting: rule)) is not among what must now hold")
        }
    }

    /// The act-1 reference and the starter lack what the change asks for: the change's checks do
    /// not compile against them (the learner then reads `kata run`'s list of what to add), while
    /// they do against the act-2 reference.
    func testTheChangesChecksDoNotCompileAgainstTheActOneReferenceNorTheStarter() throws {
        for kata in changed {
            let reference = try typecheck(kata, against: "\(kata.module)ChangeSolution")
            XCTAssertEqual(reference.status, 0, "\(kata.id): the change's checks against the act-2 reference: \(reference.standardError)")
            let actOne = try typecheck(kata, against: "\(kata.module)Solution")
            XCTAssertNotEqual(actOne.status, 0, "\(kata.id): the act-1 reference compiles against the change's checks: the change asks for nothing new")
            XCTAssertTrue(actOne.standardError.contains("error:"), actOne.standardError)
            if CatalogTests.isPristine(kata) {
                let starter = try typecheck(kata, against: kata.module)
                XCTAssertNotEqual(starter.status, 0, "\(kata.id): the starter compiles against the change's checks")
            }
        }
        // What the act-1 reference lacks, for trip-validation: the day passed in and the new error.
        let trip = try typecheck(try catalog.kata("trip-validation"), against: "TripValidationSolution")
        XCTAssertTrue(trip.standardError.contains("has no member 'startsTooFarAhead'"), trip.standardError)
        XCTAssertTrue(trip.standardError.contains("extra argument 'today' in call"), trip.standardError)
    }

    /// The reference's own footprint, act-1 reference to act-2 reference, measured with the code
    /// that measures the learner's (the declarations from this test build's index), is the one
    /// `katas.json` states and `kata` shows beside the learner's.
    func testTheReferencesFootprintIsTheOneTheCatalogStates() throws {
        for kata in changed {
            let measured = ChangeFootprint.measure(from: try code(of: kata), to: try code(of: kata.inAct(.two)))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let shown = String(decoding: try encoder.encode(measured), as: UTF8.self)
            XCTAssertEqual(measured, kata.change?.reference, "\(kata.id): the measured reference footprint is \(shown)")
        }
    }

    /// The reference's files and declarations in one act.
    private func code(of kata: KataInfo) throws -> ChangeFootprint.Code {
        let executable = productsDirectory.appendingPathComponent(kata.checksProduct(solution: true)).path
        guard case .graph(let graph) = ArchitectureReader(root: packageRoot).read(executable, sources: kata.solutionPath) else {
            throw XCTSkip("\(kata.id): no graph of parts read from \(executable)")
        }
        return ChangeFootprint.Code(files: ActSnapshot.files(in: url(kata.solutionPath)), declarations: graph.declarations ?? [])
    }

    /// Type-checks the act-2 executable's files with every import of the code under test made an
    /// import of `module`, against the modules this test build made.
    private func typecheck(_ kata: KataInfo, against module: String) throws -> CommandOutput {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-change-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = url("Sources/ChangeSolutionChecks/\(kata.module)")
        var files: [String] = []
        for name in try SwiftFiles.list(in: sources) {
            var text = try String(contentsOf: sources.appendingPathComponent(name).resolvingSymlinksInPath(), encoding: .utf8)
            for imported in ["\(kata.module)ChangeSolution", "\(kata.module)Solution", kata.module] {
                text = text.replacingOccurrences(of: "@testable import \(imported)\n", with: "@testable import \(module)\n")
            }
            let copy = folder.appendingPathComponent(name)
            try text.write(to: copy, atomically: true, encoding: .utf8)
            files.append(copy.path)
        }
        let modules = productsDirectory.appendingPathComponent("Modules")
        let search = FileManager.default.fileExists(atPath: modules.path) ? modules : productsDirectory
        // As kata builds the learner's act-2 executable: with the change's checks (KATA_CHANGE_CHECKS).
        return try runProgram("/usr/bin/env", ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-D", "KATA_CHANGE_CHECKS",
                                               "-module-name", "\(kata.module)ChangeChecks", "-I", search.path] + files,
                              in: packageRoot, timeout: 300)
    }
}

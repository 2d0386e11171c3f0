import Foundation
import KataKit

/// Builds one kata's checks executable with `swift build`, and nothing else of the package.
struct KataBuilder: Sendable {
    enum Outcome: Equatable, Sendable {
        /// The executable is ready, and the index of the code it was built from.
        case built(BuiltChecks)
        /// The compiler rejected the code; its diagnostics about the package's files.
        case doesNotCompile([Diagnostic])
    }

    let root: URL
    /// How `swift build` builds (`--build-system`); the direct build replays native plans only.
    var buildSystem: BuildSystem = .native

    /// Where the build system puts debug products.
    var binDirectory: URL { buildSystem.productsFolder(in: root) }
    /// When a grade's time budget ends: no build runs past it (each is stopped at
    /// ``timeLimit`` anyway).
    var deadline: Date?
    /// Told, once, when a build has run for ``slowBuildNotice`` seconds: which kata and file it
    /// compiles, and when it will be stopped (a type-checker that takes minutes is not silent).
    var onSlowBuild: (@Sendable (String) -> Void)?
    /// After how long a build is said to be slow, in seconds (`KATA_SLOW_BUILD_NOTICE`, or 5).
    static var slowBuildNotice: Double {
        ProcessInfo.processInfo.environment["KATA_SLOW_BUILD_NOTICE"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 5
    }

    /// How long this build may take: ``timeLimit``, or what is left before ``deadline``.
    var buildTimeLimit: Double {
        guard let deadline else { return Self.timeLimit }
        return max(1, min(Self.timeLimit, deadline.timeIntervalSinceNow))
    }

    /// The key of a product's stamp: a product built by each build system is another file.
    private func stampKey(_ product: String) -> String {
        buildSystem == .native ? product : "\(product)@\(buildSystem.rawValue)"
    }

    /// Builds every kata at once, which lets the compiler work on several in parallel.
    ///
    /// - Parameter onProgress: Told each step of SwiftPM's build as it starts, such as
    ///   `[12/40] Compiling TripValidation`.
    /// - Returns: A fingerprint of the files the build saw (for ``ResultsCache``), or nil when
    ///   something does not compile: then build the katas one by one to find which. Either way,
    ///   ``build(_:solution:trace:)`` then gives each executable, with its index brought up to date.
    func buildAll(_ katas: [KataInfo], onProgress: (String) -> Void = { _ in }) throws -> String? {
        let stamps = BuildStamps(root: root)
        let recorded = stamps.all()
        let package = stamps.fingerprint(of: BuildStamps.packageInputs)
        var current: [String: BuildStamps.Stamp] = [:]
        for kata in katas {
            for solution in [false, true] {
                let product = kata.checksProduct(solution: solution)
                current[product] = stamps.current(product, learnerFolder: kata.sourcesPath(solution: solution), package: package)
            }
        }
        var hasher = FNV1a()
        hasher.add(buildSystem.rawValue)
        for (product, stamp) in current.sorted(by: { $0.key < $1.key }) {
            hasher.add(product)
            hasher.add(stamp.package)
            for (path, file) in stamp.learner.files.sorted(by: { $0.key < $1.key }) { hasher.add("\(path) \(file.hash)") }
        }
        let fingerprint = String(hasher.value, radix: 16)
        let upToDate = katas.allSatisfy { kata in
            [false, true].allSatisfy { solution in
                let product = kata.checksProduct(solution: solution)
                return isBuilt(current[product], recorded: recorded[stampKey(product)], executable: executable(of: kata, solution: solution))
            }
        }
        if upToDate { return fingerprint }
        for kata in katas {
            for solution in [false, true] {
                let product = kata.checksProduct(solution: solution)
                if let now = current[product] {
                    removeObjects(of: kata, solution: solution, changedSince: recorded[stampKey(product)], current: now)
                }
            }
        }
        let build = try Subprocess.streamLines("swift", ["build", "--package-path", root.path] + buildSystem.arguments,
                                               environment: Self.environment, timeLimit: 2 * Self.timeLimit) { line in
            if line.hasPrefix("["), line.contains("] Compiling ") || line.contains("] Linking ") { onProgress(line) }
        }
        // Not built (a kata does not compile, or SwiftPM crashed): the katas are built one by one.
        guard build.status == 0 else { return nil }
        let signatures = buildSystem == .native ? DirectBuild(root: root).signatures(of: Array(current.keys)) : [:]
        stamps.record(current.reduce(into: [:]) { built, entry in
            let key = stampKey(entry.key)
            built[key] = entry.value
            built[key]?.commands = signatures[entry.key] ?? [:]
            built[key]?.executable = BuildStamps.identity(of: binDirectory.appendingPathComponent(entry.key).path)
            // Keep what is known of the index: the next look compares it with the files.
            built[key]?.index = recorded[key]?.index ?? [:]
        })
        return fingerprint
    }

    /// Fingerprints of the files each kata's checks product is built from (the package's shared
    /// files and the kata's own folder), so that its cached results hold while another kata
    /// changes or does not compile (see ``ResultsCache``).
    func fingerprints(of katas: [KataInfo], solution: Bool) -> [String] {
        let stamps = BuildStamps(root: root)
        let package = stamps.fingerprint(of: BuildStamps.packageInputs)
        return katas.map { kata in
            let product = kata.checksProduct(solution: solution)
            let stamp = stamps.current(product, learnerFolder: kata.sourcesPath(solution: solution), package: package)
            var hasher = FNV1a()
            hasher.add(buildSystem.rawValue)
            hasher.add(product)
            hasher.add(stamp.package)
            for (path, file) in stamp.learner.files.sorted(by: { $0.key < $1.key }) { hasher.add("\(path) \(file.hash)") }
            return String(hasher.value, radix: 16)
        }
    }

    /// Whether `executable` was built, by `kata`, from the files in the state `current`, given
    /// what was `recorded` at its last good build.
    private func isBuilt(_ current: BuildStamps.Stamp?, recorded: BuildStamps.Stamp?, executable: String) -> Bool {
        guard let current, let recorded, let identity = BuildStamps.identity(of: executable) else { return false }
        return recorded.matches(current) && recorded.executable == identity
    }

    /// Removes the objects compiled from the learner's files whose content changed since `kata`
    /// last built this product, so that the compiler cannot skip them (see ``CompiledObjects``).
    ///
    /// When something else built the product since (the learner's own `swift build`), `kata`
    /// does not know what that build compiled: a file rewritten within the second that build
    /// read it would be skipped. Such a file was written less than a build's time before the
    /// executable was linked, or after: the objects of every file written from a minute before
    /// the link on are removed too. All of them when `kata` never built the product.
    ///
    /// - Returns: The objects removed.
    @discardableResult
    private func removeObjects(of kata: KataInfo, solution: Bool, changedSince recorded: BuildStamps.Stamp?,
                               current: BuildStamps.Stamp) -> [String] {
        let executable = executable(of: kata, solution: solution)
        var files = Array(current.learner.files.keys)
        if let recorded {
            files = recorded.changedFiles(in: current)
            if recorded.executable == nil || recorded.executable != BuildStamps.identity(of: executable) {
                let linked = (FileStatus(executable)?.modificationTime).flatMap(SourceSnapshot.seconds) ?? -.infinity
                files += current.learner.files.filter { (SourceSnapshot.seconds($0.value.modified) ?? .infinity) >= linked - 60 }.keys
            }
        }
        return objects(of: kata, solution: solution).remove(compiledFrom: Array(Set(files)))
    }

    private func objects(of kata: KataInfo, solution: Bool) -> CompiledObjects {
        CompiledObjects(outputFileMaps: buildSystem.outputFileMaps(of: kata.target(solution: solution), in: root))
    }

    /// The executable that ``build(_:solution:trace:)`` or ``buildAll(_:onProgress:)`` made.
    func executable(of kata: KataInfo, solution: Bool) -> String {
        binDirectory.appendingPathComponent(kata.checksProduct(solution: solution)).path
    }

    /// Builds what `kata` runs from the learner's files as they are when it returns, and brings
    /// the compiler's index of them up to date: a file rewritten during the build is built
    /// again; a file whose index does not describe it (see ``IndexFreshness``) is compiled again.
    ///
    /// - Parameter trace: Told which way the build went and why (`KATA_TRACE=1`).
    /// - Throws: ``BuildError`` when the build failed for another reason
    ///   than the code (no toolchain, a broken manifest): the message quotes the build.
    func build(_ kata: KataInfo, solution: Bool, trace: (String) -> Void = { _ in }) throws -> Outcome {
        let folder = kata.sourcesPath(solution: solution)
        // What the checks cannot vouch for is refused before anything of it is built or run.
        let sourceRefusals = SourceGate.refusals(inFolder: folder, root: root)
        guard sourceRefusals.isEmpty else {
            trace("refused before the build: \(sourceRefusals.count) thing(s) kata code may not say")
            return .doesNotCompile(sourceRefusals)
        }
        let notice = slowBuildNotice(kata, folder: folder)
        let outcome = try buildAndIndex(kata, solution: solution, trace: trace)
        notice?.cancel()
        // And whatever got past the reading: the objects may add only safe Swift code of the module's own.
        guard case .built(let built) = outcome else { return outcome }
        let judged = Date()
        defer { trace("what was built judged in \(Int(Date().timeIntervalSince(judged) * 1000)) ms") }
        let builtRefusals = refusals(ofWhatWasBuilt: built, kata: kata, solution: solution, objects: objects(of: kata, solution: solution))
        guard builtRefusals.isEmpty else {
            trace("refused after the build: \(Set(builtRefusals.map { $0.file }).sorted().joined(separator: ", "))")
            return .doesNotCompile(builtRefusals)
        }
        return outcome
    }

    /// Schedules ``onSlowBuild``'s line: the kata, the Swift file of it written last (where a
    /// learner's edit makes the compiler slow), and the time limit.
    private func slowBuildNotice(_ kata: KataInfo, folder: String) -> DispatchWorkItem? {
        guard let onSlowBuild else { return nil }
        let base = root.appendingPathComponent(folder)
        let files = (try? SwiftFiles.list(in: base)) ?? []
        let written = { (file: String) in
            FileStatus(base.appendingPathComponent(file).path).flatMap { SourceSnapshot.seconds($0.modificationTime) } ?? 0
        }
        let latest = files.max { written($0) < written($1) }
        let limit = String(format: "%g", buildTimeLimit)
        let line = "still compiling \(kata.id) after \(String(format: "%g", Self.slowBuildNotice)) s"
            + (latest.map { " (\(folder)/\($0) was written last)" } ?? "")
            + ": a build is stopped after \(limit) s; a long expression the compiler cannot type-check is the usual cause"
        let item = DispatchWorkItem { onSlowBuild(line) }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.slowBuildNotice, execute: item)
        return item
    }

    /// What the build made that kata code may not add to the checks' program: symbols and
    /// tables of ``ObjectGate``, unsafe code of ``UnsafeCodeGate``; empty when it may run.
    ///
    /// - Parameter objects: The objects compiled from the kata's code; nil for a prebuilt
    ///   executable whose objects are nowhere `kata` can find (Xcode's DerivedData).
    func refusals(ofWhatWasBuilt built: BuiltChecks, kata: KataInfo, solution: Bool, objects: CompiledObjects?) -> [Diagnostic] {
        let folder = kata.sourcesPath(solution: solution)
        let allowed = Set(kata.unsafeAPIs ?? [])
        let objectRefusals = objects.map {
            ObjectGate.refusals(in: $0, module: kata.target(solution: solution), folder: folder, allowedCalls: allowed, relativePath: relativePath)
        } ?? []
        return objectRefusals + unsafeCodeRefusals(built, folder: folder, allowed: allowed)
    }

    /// The uses of unsafe APIs in the code `built` was built from, read on its index, or on the
    /// source text where the build left none that can be read.
    private func unsafeCodeRefusals(_ built: BuiltChecks, folder: String, allowed: Set<String>) -> [Diagnostic] {
        if let store = built.indexStore,
           let codebase = try? Codebase.read(store: store, folder: root.appendingPathComponent(folder).path,
                                             library: built.indexStoreLibrary, verified: built.isIndexVerified) {
            return UnsafeCodeGate.refusals(in: codebase, folder: folder, allowed: allowed)
        }
        return UnsafeCodeGate.refusals(inFolder: folder, root: root, allowed: allowed)
    }

    /// `source` relative to the package root, when it is inside it.
    private func relativePath(_ source: String) -> String {
        let prefix = root.standardizedFileURL.path + "/"
        return source.hasPrefix(prefix) ? String(source.dropFirst(prefix.count)) : source
    }

    private func buildAndIndex(_ kata: KataInfo, solution: Bool, trace: (String) -> Void) throws -> Outcome {
        let product = kata.checksProduct(solution: solution)
        let folder = kata.sourcesPath(solution: solution)
        let stamps = BuildStamps(root: root)
        let executable = executable(of: kata, solution: solution)
        let library = Toolchain.indexStoreLibrary(root: root)
        var builds = 0
        var indexRepairs = 0
        var problem = "the index was not read"
        while builds < 5 {
            let current = stamps.current(product, learnerFolder: folder)
            let recorded = stamps.stamp(of: stampKey(product))
            if let recorded, isBuilt(current, recorded: recorded, executable: executable) {
                // `KATA_INDEX_STORE` names a store of the caller's choosing (the benchmark's
                // missing one): it is handed over as it is, not compared nor repaired.
                if let chosen = ProcessInfo.processInfo.environment["KATA_INDEX_STORE"], !chosen.isEmpty {
                    trace("the index store is KATA_INDEX_STORE's, as it is: \(chosen)")
                    return .built(BuiltChecks(executable: executable, indexStore: chosen, indexStoreLibrary: library, sources: current.learner))
                }
                let store = IndexStoreLocation.store(besideProduct: executable)
                let index = IndexFreshness(root: root, library: library)
                    .verdict(store: store, folder: folder, snapshot: current.learner, remembered: recorded.index)
                if index.stale.isEmpty {
                    if index.current != recorded.index {
                        var stamp = recorded
                        stamp.index = index.current
                        stamps.record([stampKey(product): stamp])
                    }
                    trace(builds == 0 ? "no build: \(product) was built from these files, and indexed" : "index up to date")
                    return .built(BuiltChecks(executable: executable, indexStore: store, isIndexVerified: true,
                                              indexStoreLibrary: library, sources: current.learner))
                }
                problem = index.problem ?? "the compiler's index does not describe \(index.stale.joined(separator: ", "))"
                guard indexRepairs < 2 else { break }
                indexRepairs += 1
                let removed = objects(of: kata, solution: solution).remove(compiledFrom: index.stale)
                trace("\(problem): removed \(removed.count) object(s), to compile and index again")
            } else {
                let removed = removeObjects(of: kata, solution: solution, changedSince: recorded, current: current)
                if !removed.isEmpty { trace("removed \(removed.count) object(s) of changed files, to be compiled again") }
            }
            builds += 1
            let outcome = try build(kata, solution: solution, from: current, trace: trace)
            guard case .built = outcome else { return outcome }
            if !SourceSnapshot.take(of: folder, in: root).hasSameContent(as: current.learner) {
                trace("a file of \(folder) changed during the build: building again")
            }
        }
        trace("the index could not be brought up to date: \(problem)")
        return .built(BuiltChecks(executable: executable, indexStore: IndexStoreLocation.store(besideProduct: executable),
                                  isIndexVerified: false, indexStoreLibrary: library))
    }

    private func build(_ kata: KataInfo, solution: Bool, from current: BuildStamps.Stamp,
                       trace: (String) -> Void) throws -> Outcome {
        let product = kata.checksProduct(solution: solution)
        let folder = kata.sourcesPath(solution: solution)
        let stamps = BuildStamps(root: root)
        var direct = DirectBuild(root: root)
        direct.timeLimit = buildTimeLimit
        let executable = executable(of: kata, solution: solution)
        let recorded = stamps.stamp(of: stampKey(product))
        // `KATA_DIRECT_BUILD=0` turns it off: every build then goes through `swift build`.
        let directOutcome: DirectBuild.Outcome
        if buildSystem != .native {
            directOutcome = .fallBack("the direct build replays SwiftPM's native plans only")
        } else if ProcessInfo.processInfo.environment["KATA_DIRECT_BUILD"] == "0" {
            directOutcome = .fallBack("the direct build is off (KATA_DIRECT_BUILD=0)")
        } else {
            directOutcome = direct.build(product, learnerFolder: folder, current: current, recorded: recorded)
        }
        switch directOutcome {
        case .built(let commands, let ran):
            trace("direct build: ran " + (ran.isEmpty ? "nothing" : ran.joined(separator: ", ")))
            var stamp = current
            stamp.commands = commands
            stamp.executable = BuildStamps.identity(of: executable)
            stamp.index = recorded?.index ?? [:]
            stamps.record([stampKey(product): stamp])
            return .built(BuiltChecks(executable: executable))
        case .doesNotCompile(let output):
            trace("direct build: the compiler rejected the code")
            let diagnostics = DiagnosticParser.diagnostics(in: output, root: root.path)
            return try compileFailure(DiagnosticParser.relevant(diagnostics, learnerFolder: folder), output: output, kata: kata)
        case .timedOut:
            return .doesNotCompile([timedOut(kata, folder: folder)])
        case .fallBack(let reason):
            trace("swift build: \(reason)")
        }
        let arguments = ["build", "--package-path", root.path, "--product", product] + buildSystem.arguments
        var result = try Subprocess.run("swift", arguments, environment: Self.environment, timeLimit: buildTimeLimit)
        if !result.timedOut && Self.didCrash(result) {
            // SwiftPM itself crashed (seen with Swift Build in 6.3.1): not the code's fault, once more.
            trace("swift build crashed (\(result.status)): building again")
            result = try Subprocess.run("swift", arguments, environment: Self.environment, timeLimit: buildTimeLimit)
        }
        if result.timedOut { return .doesNotCompile([timedOut(kata, folder: folder)]) }
        if result.status == 0 {
            var stamp = current
            stamp.commands = buildSystem == .native ? direct.signatures(of: [product])[product] ?? [:] : [:]
            stamp.executable = BuildStamps.identity(of: executable)
            stamp.index = recorded?.index ?? [:]
            stamps.record([stampKey(product): stamp])
            return .built(BuiltChecks(executable: executable))
        }
        let diagnostics = DiagnosticParser.diagnostics(in: result.output, root: root.path)
        let errors = diagnostics.filter { $0.severity == .error }
        if result.output.contains("no product named '\(product)'") {
            throw BuildError("\(kata.id) is in \(Catalog.path) but Package.swift has no product \(product): add \"\(kata.module)\" to the katas array of Package.swift")
        }
        if !FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) {
            throw BuildError("the folder \(folder) is gone, so SwiftPM cannot build \(kata.id): "
                + "`kata reset \(kata.id)` puts the starter back (your other files are kept)")
        }
        guard !errors.isEmpty else {
            let tail = result.output.split(separator: "\n").suffix(15).joined(separator: "\n")
            throw BuildError("swift build --product \(product) failed:\n\(tail)")
        }
        return try compileFailure(DiagnosticParser.relevant(diagnostics, learnerFolder: folder), output: result.output, kata: kata)
    }

    /// How long one build of a kata may take, in seconds (`KATA_BUILD_TIME_LIMIT`, or 300): a
    /// type-checker that never ends makes the kata one that does not compile, in bounded time.
    /// What `kata`'s builds add to the environment: `KATA_CHANGE_CHECKS` makes Package.swift
    /// compile a change request's checks into the learner's act-2 executable. Every other build
    /// (`swift build`, `swift test`, Xcode, SourceKit-LSP) leaves them out, so that the package
    /// builds at every point of a learner's progress, a second act half done included.
    static let environment = ["KATA_CHANGE_CHECKS": "1"]

    static var timeLimit: Double {
        ProcessInfo.processInfo.environment["KATA_BUILD_TIME_LIMIT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 300
    }

    /// The diagnostic of a build that ran past ``timeLimit``.
    private func timedOut(_ kata: KataInfo, folder: String) -> Diagnostic {
        let first = (try? SwiftFiles.list(in: root.appendingPathComponent(folder)))?.first.map { "\(folder)/\($0)" } ?? folder
        return Diagnostic(file: first, line: 1, column: 1, severity: .error,
                          message: "the build of \(kata.id) took longer than \(String(format: "%g", buildTimeLimit)) s and was stopped: an expression the "
                              + "compiler cannot type-check in reasonable time? Split long expressions and give their parts types")
    }

    /// Whether `swift build` ended because SwiftPM itself crashed, rather than because the build
    /// failed: a signal, or the Swift runtime's crash report in its output.
    static func didCrash(_ result: Subprocess.Result) -> Bool {
        result.endedBySignal || result.status >= 128
            || result.output.contains("*** Program crashed:") || result.output.contains("*** Signal ")
    }

    /// A failed compile, never mistaken for a pass: when none of its errors is about the
    /// package's files, the build's own words are the message.
    private func compileFailure(_ diagnostics: [Diagnostic], output: String, kata: KataInfo) throws -> Outcome {
        guard diagnostics.isEmpty else { return .doesNotCompile(diagnostics) }
        let tail = output.split(separator: "\n").suffix(15).joined(separator: "\n")
        throw BuildError("the build of \(kata.id) failed with no error in the package's files:\n\(tail)")
    }
}

/// A checks executable ready to run, and where the compiler's index of its code is.
struct BuiltChecks: Equatable, Sendable {
    var executable: String
    /// The index store the rules read, wherever the build put it; nil when none was found.
    var indexStore: String?
    /// Whether `kata` compared the index with the files' content just now and found it current.
    var isIndexVerified = false

    /// The toolchain's `libIndexStore` (see ``Toolchain/indexStoreLibrary(root:environment:)``).
    var indexStoreLibrary: String?
    /// The learner's files as the build compiled them: a file that differs from them now was
    /// edited after the build read it (nil for a prebuilt executable).
    var sources: SourceSnapshot?

    /// What the checks process needs to find and trust the index.
    var environment: [String: String] {
        var environment: [String: String] = [:]
        if let indexStoreLibrary { environment["KATA_INDEXSTORE_LIB"] = indexStoreLibrary }
        if let indexStore { environment["KATA_INDEX_STORE"] = indexStore }
        if isIndexVerified { environment["KATA_INDEX_VERIFIED"] = "1" }
        return environment
    }
}

extension BuiltChecks {
    /// An executable that another build made (Xcode's, for the package plugin): its index is
    /// the one given, or the one beside it, as that build left it.
    init(prebuilt executable: String, indexStore: String?) {
        self.init(executable: executable, indexStore: indexStore ?? IndexStoreLocation.store(besideProduct: executable))
    }
}

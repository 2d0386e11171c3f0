import Foundation

/// Builds one kata's checks executable with `swift build`, and nothing else of the package.
struct KataBuilder: Sendable {
    enum Outcome: Equatable, Sendable {
        /// The executable is ready at this path.
        case built(String)
        /// The compiler rejected the code; its diagnostics about the package's files.
        case doesNotCompile([Diagnostic])
    }

    let root: URL

    /// Where SwiftPM puts debug products.
    var binDirectory: URL { root.appendingPathComponent(".build/debug") }

    /// Builds every kata at once, which lets the compiler work on several in parallel.
    ///
    /// - Parameter onProgress: Told each step of SwiftPM's build as it starts, such as
    ///   `[12/40] Compiling TripValidation`.
    /// - Returns: A fingerprint of the files the build saw (for ``ResultsCache``), or nil when
    ///   something does not compile: then build the katas one by one to find which.
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
        for (product, stamp) in current.sorted(by: { $0.key < $1.key }) {
            hasher.add(product)
            hasher.add(stamp.package)
            for (path, file) in stamp.learner.files.sorted(by: { $0.key < $1.key }) { hasher.add("\(path) \(file.hash)") }
        }
        let fingerprint = String(hasher.value, radix: 16)
        let upToDate = katas.allSatisfy { kata in
            [false, true].allSatisfy { solution in
                let product = kata.checksProduct(solution: solution)
                return isBuilt(current[product], recorded: recorded[product], executable: executable(of: kata, solution: solution))
            }
        }
        if upToDate { return fingerprint }
        for kata in katas {
            for solution in [false, true] {
                let product = kata.checksProduct(solution: solution)
                if let now = current[product] {
                    removeObjects(of: kata, solution: solution, changedSince: recorded[product], current: now)
                }
            }
        }
        let build = try Subprocess.streamLines("swift", ["build", "--package-path", root.path]) { line in
            if line.hasPrefix("["), line.contains("] Compiling ") || line.contains("] Linking ") { onProgress(line) }
        }
        guard build.status == 0 else { return nil }
        let signatures = DirectBuild(root: root).signatures(of: Array(current.keys))
        stamps.record(current.reduce(into: [:]) { built, entry in
            built[entry.key] = entry.value
            built[entry.key]?.commands = signatures[entry.key] ?? [:]
            built[entry.key]?.executable = BuildStamps.identity(of: binDirectory.appendingPathComponent(entry.key).path)
        })
        return fingerprint
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
                let linked = SourceSnapshot.modificationTime(executable).flatMap(SourceSnapshot.seconds) ?? -.infinity
                files += current.learner.files.filter { (SourceSnapshot.seconds($0.value.modified) ?? .infinity) >= linked - 60 }.keys
            }
        }
        return CompiledObjects(binDirectory: binDirectory, module: kata.target(solution: solution)).remove(compiledFrom: Array(Set(files)))
    }

    /// The executable that ``build(_:solution:)`` or ``buildAll()`` made.
    func executable(of kata: KataInfo, solution: Bool) -> String {
        binDirectory.appendingPathComponent(kata.checksProduct(solution: solution)).path
    }

    /// Builds what `kata` runs from the learner's files as they are when it returns: a file
    /// rewritten during the build is built again.
    ///
    /// - Parameter trace: Told which way the build went and why (`KATA_TRACE=1`).
    /// - Throws: ``WorkbookError/buildFailed(_:)`` when the build failed for another reason
    ///   than the code (no toolchain, a broken manifest): the message quotes the build.
    func build(_ kata: KataInfo, solution: Bool, trace: (String) -> Void = { _ in }) throws -> Outcome {
        let product = kata.checksProduct(solution: solution)
        let folder = kata.sourcesPath(solution: solution)
        let stamps = BuildStamps(root: root)
        var attempt = 0
        while true {
            attempt += 1
            let current = stamps.current(product, learnerFolder: folder)
            let recorded = stamps.stamp(of: product)
            if isBuilt(current, recorded: recorded, executable: executable(of: kata, solution: solution)) {
                trace("no build: \(product) was built from these files")
                return .built(executable(of: kata, solution: solution))
            }
            let removed = removeObjects(of: kata, solution: solution, changedSince: recorded, current: current)
            if !removed.isEmpty { trace("removed \(removed.count) object(s) of changed files, to be compiled again") }
            let outcome = try build(kata, solution: solution, from: current, trace: trace)
            let after = SourceSnapshot.take(of: folder, in: root)
            guard !after.hasSameContent(as: current.learner), attempt < 5 else { return outcome }
            trace("a file of \(folder) changed during the build: building again")
        }
    }

    private func build(_ kata: KataInfo, solution: Bool, from current: BuildStamps.Stamp,
                       trace: (String) -> Void) throws -> Outcome {
        let product = kata.checksProduct(solution: solution)
        let folder = kata.sourcesPath(solution: solution)
        let stamps = BuildStamps(root: root)
        let direct = DirectBuild(root: root)
        // `KATA_DIRECT_BUILD=0` turns it off: every build then goes through `swift build`.
        let isDirectBuildOn = ProcessInfo.processInfo.environment["KATA_DIRECT_BUILD"] != "0"
        let directOutcome: DirectBuild.Outcome = isDirectBuildOn
            ? direct.build(product, learnerFolder: folder, current: current, recorded: stamps.stamp(of: product))
            : .fallBack("the direct build is off (KATA_DIRECT_BUILD=0)")
        switch directOutcome {
        case .built(let commands, let ran):
            trace("direct build: ran " + (ran.isEmpty ? "nothing" : ran.joined(separator: ", ")))
            var stamp = current
            stamp.commands = commands
            stamp.executable = BuildStamps.identity(of: executable(of: kata, solution: solution))
            stamps.record([product: stamp])
            return .built(executable(of: kata, solution: solution))
        case .doesNotCompile(let output):
            trace("direct build: the compiler rejected the code")
            let diagnostics = DiagnosticParser.diagnostics(in: output, root: root.path)
            return .doesNotCompile(DiagnosticParser.relevant(diagnostics, learnerFolder: folder))
        case .fallBack(let reason):
            trace("swift build: \(reason)")
        }
        let result = try Subprocess.run("swift", ["build", "--package-path", root.path, "--product", product])
        if result.status == 0 {
            var stamp = current
            stamp.commands = direct.signatures(of: [product])[product] ?? [:]
            stamp.executable = BuildStamps.identity(of: executable(of: kata, solution: solution))
            stamps.record([product: stamp])
            return .built(executable(of: kata, solution: solution))
        }
        let diagnostics = DiagnosticParser.diagnostics(in: result.output, root: root.path)
        let errors = diagnostics.filter { $0.severity == .error }
        if result.output.contains("no product named '\(product)'") {
            throw WorkbookError.buildFailed("\(kata.id) is in \(Catalog.path) but Package.swift has no product \(product): add \"\(kata.module)\" to the katas array of Package.swift")
        }
        guard !errors.isEmpty else {
            let tail = result.output.split(separator: "\n").suffix(15).joined(separator: "\n")
            throw WorkbookError.buildFailed("swift build --product \(product) failed:\n\(tail)")
        }
        return .doesNotCompile(DiagnosticParser.relevant(diagnostics, learnerFolder: folder))
    }
}

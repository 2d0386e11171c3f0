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
    /// - Returns: The fingerprint of the files the build saw (see ``BuildStamps``), or nil
    ///   when something does not compile: then build the katas one by one to find which.
    func buildAll(_ katas: [KataInfo]) throws -> String? {
        let stamps = BuildStamps(root: root)
        let fingerprint = stamps.fingerprint()
        let products = katas.flatMap { [$0.checksProduct(solution: false), $0.checksProduct(solution: true)] }
        let upToDate = katas.allSatisfy { kata in
            [false, true].allSatisfy { solution in
                stamps.isCurrent(kata.checksProduct(solution: solution), fingerprint: fingerprint,
                                 executable: executable(of: kata, solution: solution))
            }
        }
        if upToDate { return fingerprint }
        guard try Subprocess.run("swift", ["build", "--package-path", root.path]).status == 0 else { return nil }
        stamps.record(products, fingerprint: fingerprint)
        return fingerprint
    }

    /// The executable that ``build(_:solution:)`` or ``buildAll()`` made.
    func executable(of kata: KataInfo, solution: Bool) -> String {
        binDirectory.appendingPathComponent(kata.checksProduct(solution: solution)).path
    }

    /// - Throws: ``WorkbookError/buildFailed(_:)`` when the build failed for another reason
    ///   than the code (no toolchain, a broken manifest): the message quotes the build.
    func build(_ kata: KataInfo, solution: Bool) throws -> Outcome {
        let product = kata.checksProduct(solution: solution)
        let stamps = BuildStamps(root: root)
        let fingerprint = stamps.fingerprint()
        if stamps.isCurrent(product, fingerprint: fingerprint, executable: executable(of: kata, solution: solution)) {
            return .built(executable(of: kata, solution: solution))
        }
        let result = try Subprocess.run("swift", ["build", "--package-path", root.path, "--product", product])
        if result.status == 0 {
            stamps.record([product], fingerprint: fingerprint)
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
        return .doesNotCompile(DiagnosticParser.relevant(diagnostics, learnerFolder: kata.sourcesPath(solution: solution)))
    }
}

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

    /// - Throws: ``WorkbookError/buildFailed(_:)`` when the build failed for another reason
    ///   than the code (no toolchain, a broken manifest): the message quotes the build.
    func build(_ kata: KataInfo, solution: Bool) throws -> Outcome {
        let product = kata.checksProduct(solution: solution)
        let result = try Subprocess.run("swift", ["build", "--product", product], in: root)
        if result.status == 0 {
            return .built(binDirectory.appendingPathComponent(product).path)
        }
        let diagnostics = DiagnosticParser.diagnostics(in: result.output, root: root.path)
        let errors = diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else {
            let tail = result.output.split(separator: "\n").suffix(15).joined(separator: "\n")
            throw WorkbookError.buildFailed("swift build --product \(product) failed:\n\(tail)")
        }
        return .doesNotCompile(DiagnosticParser.relevant(diagnostics, learnerFolder: kata.sourcesPath(solution: solution)))
    }
}

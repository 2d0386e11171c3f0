import Foundation

/// One message of the compiler about the package's code, with the lines it quotes.
struct Diagnostic: Equatable, Sendable {
    enum Severity: String, Sendable {
        case error, warning, note
    }

    /// The path relative to the package root: `Katas/TripValidation/Trip.swift`.
    var file: String
    var line: Int
    var column: Int
    var severity: Severity
    var message: String
    /// The source excerpt the compiler printed under the message, if any.
    var excerpt: [String] = []
}

extension Diagnostic {
    /// The diagnostics as the compiler prints them, control characters escaped: `file:line:column:
    /// error: message` and the quoted lines. The terminal decorates the location and severity
    /// (bold, red); documents (JSON, JUnit) take them plain.
    static func text(_ diagnostics: [Diagnostic], location decorate: (String) -> String = { $0 },
                     severity label: (Severity) -> String = { "\($0.rawValue):" }) -> String {
        diagnostics.map { diagnostic in
            let location = "\(diagnostic.file.escapingControlCharacters()):\(diagnostic.line):\(diagnostic.column):"
            let header = "\(decorate(location)) \(label(diagnostic.severity)) \(diagnostic.message.escapingControlCharacters())"
            return ([header] + diagnostic.excerpt.map { $0.escapingControlCharacters(keepingLines: true) }).joined(separator: "\n")
        }.joined(separator: "\n")
    }
}

extension Diagnostic {
    /// Every error, each once, at the file an author edits (`Solutions/X/Trip.swift:3:5: cannot
    /// find 'day' in scope`), and whether it is in the checks: a reference's or the solution
    /// checks' file is often a link (`Sources/SolutionChecks/<Module>/…` to `Sources/Checks/<Module>/…`),
    /// and the first error alone is often a consequence of a later one (a generic `Equatable`
    /// complaint for a missing member).
    static func errorsAtEditedFiles(_ diagnostics: [Diagnostic], root: URL) -> [(inChecks: Bool, place: String)] {
        var seen = Set<String>()
        return diagnostics.filter { $0.severity == .error }.compactMap { error in
            let place = "\(editedPath(of: error.file, root: root)):\(error.line):\(error.column): \(error.message)"
            guard seen.insert(place).inserted else { return nil }
            return (APIMismatch.isInChecks(error.file), place)
        }
    }

    /// `path` (relative to `root`), or the file it links to when that is inside the package.
    static func editedPath(of path: String, root: URL) -> String {
        let resolved = root.appendingPathComponent(path).resolvingSymlinksInPath().path
        let prefix = root.resolvingSymlinksInPath().path + "/"
        return resolved.hasPrefix(prefix) ? String(resolved.dropFirst(prefix.count)) : path
    }
}

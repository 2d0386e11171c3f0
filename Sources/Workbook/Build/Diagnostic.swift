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

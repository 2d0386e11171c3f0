import Foundation

/// Turns the output of `swift build` into the compiler's diagnostics about the package's own
/// files, without the rest of the build's noise (progress lines, duplicate messages, notes
/// about the toolchain's headers).
enum DiagnosticParser {
    /// - Parameters:
    ///   - output: What `swift build` printed.
    ///   - root: The package root; paths under it become relative, others are dropped.
    static func diagnostics(in output: String, root: String) -> [Diagnostic] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var result: [Diagnostic] = []
        var current: Diagnostic?
        var keepCurrent = false

        func flush() {
            if let diagnostic = current, keepCurrent, !result.contains(diagnostic) {
                result.append(diagnostic)
            }
            current = nil
        }

        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let header = parseHeader(line) {
                flush()
                keepCurrent = header.file.hasPrefix(prefix)
                current = Diagnostic(file: String(header.file.dropFirst(prefix.count)), line: header.line,
                                     column: header.column, severity: header.severity, message: header.message)
            } else if current != nil, isExcerpt(line) {
                current?.excerpt.append(line)
            } else {
                flush()
            }
        }
        flush()
        return result
    }

    /// Which diagnostics a learner working on `kata` needs: errors anywhere in the package, and
    /// warnings and notes in the files they edit.
    static func relevant(_ diagnostics: [Diagnostic], learnerFolder: String) -> [Diagnostic] {
        diagnostics.filter { $0.severity == .error || $0.file.hasPrefix(learnerFolder + "/") }
    }

    private struct Header {
        var file: String
        var line: Int
        var column: Int
        var severity: Diagnostic.Severity
        var message: String
    }

    /// `/path/File.swift:12:5: error: message`
    private static func parseHeader(_ line: String) -> Header? {
        guard line.hasPrefix("/") else { return nil }
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            let marker = ": \(severity.rawValue): "
            guard let range = line.range(of: marker) else { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                  let column = Int(location[location.count - 1]) else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            return Header(file: file, line: lineNumber, column: column, severity: severity,
                          message: String(line[range.upperBound...]))
        }
        return nil
    }

    /// The lines under a message that quote the source: `12 | code`, `   | `- error: …`.
    private static func isExcerpt(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard let bar = trimmed.firstIndex(of: "|") else { return false }
        return trimmed[..<bar].allSatisfy { $0.isNumber || $0 == " " }
    }
}

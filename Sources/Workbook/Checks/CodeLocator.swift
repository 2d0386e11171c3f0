import Foundation
import KataKit

/// Finds the line of the code under test that a failed check points at, so that the learner
/// reads their own line first: where the code trapped, the `throw` of the error it threw, or the
/// declaration that the failing assertion exercises.
///
/// The last two are read from the text (there is no index of the learner's code here): a name
/// counts only when exactly one declaration of the code under test has it, and the checks do not
/// declare it themselves. When nothing fits, there is no location, never a guessed one.
final class CodeLocator {
    let root: URL
    /// The folder of the code under test, relative to the root: `Katas/Mixed`.
    let sources: String
    /// Each Swift file of the code under test, by path relative to the root, without comments.
    private let files: [(path: String, lines: [Substring])]
    /// Each checks file read so far: its lines without comments, and the names it declares.
    private var checksFiles: [String: (lines: [Substring], declared: Set<String>)] = [:]
    /// The lines of the code under test that match each pattern asked so far.
    private var matchesByPattern: [String: [CodeLocation]] = [:]

    init(root: URL, sources: String) {
        self.root = root
        self.sources = sources
        let folder = root.appendingPathComponent(sources)
        let names = (try? SwiftFiles.list(in: folder)) ?? []
        files = names.compactMap { name in
            guard let text = SwiftFiles.read(folder.appendingPathComponent(name)) else { return nil }
            return ("\(sources)/\(name)", CodeLocator.lines(of: text))
        }
    }

    /// Where the check's first failure points in the code under test, if anywhere.
    func locate(_ result: CheckResult) -> CodeLocation? {
        guard let failure = result.failures.first else { return nil }
        if let file = failure.file, isUnderTest(file) {
            return CodeLocation(file: file, line: failure.line ?? 1)
        }
        if let thrown = Self.thrownCase(in: failure.message), let location = throwSite(of: thrown) {
            return location
        }
        guard let file = failure.file, let line = failure.line else { return nil }
        return exercised(byLine: line, of: file)
    }

    /// Whether a path (relative to the root) is one of the files of the code under test.
    func isUnderTest(_ path: String) -> Bool {
        path.hasPrefix(sources + "/")
    }

    /// The case of an error named in a failure: `threw an error: TripError.tooLong: …` gives `tooLong`.
    static func thrownCase(in message: String) -> String? {
        let pattern = #"(?:threw an error: |expected no error but got |but got )[A-Z][A-Za-z0-9_]*\.([A-Za-z_][A-Za-z0-9_]*)"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)),
              let range = Range(match.range(at: 1), in: message)
        else { return nil }
        return String(message[range])
    }

    /// The one line of the code under test that throws this case.
    private func throwSite(of errorCase: String) -> CodeLocation? {
        let sites = matches(#"\bthrow\b.*\.\#(errorCase)\b"#)
        return sites.count == 1 ? sites.first : nil
    }

    /// The declaration of the code under test that the assertion at this line of a checks
    /// file exercises: the first name used there that the code under test declares once.
    private func exercised(byLine line: Int, of checksFile: String) -> CodeLocation? {
        if checksFiles[checksFile] == nil {
            guard let text = SwiftFiles.read(root.appendingPathComponent(checksFile)) else { return nil }
            let lines = Self.lines(of: text)
            checksFiles[checksFile] = (lines, Set(lines.flatMap { Self.declaredNames(in: $0) }))
        }
        guard let (checksLines, declaredByChecks) = checksFiles[checksFile],
              checksLines.indices.contains(line - 1) else { return nil }
        // The whole statement: a call's arguments may go on for a few lines.
        var statement = ""
        var depth = 0
        for current in checksLines[(line - 1)...].prefix(8) {
            statement += current + "\n"
            depth += current.filter { "([{".contains($0) }.count - current.filter { ")]}".contains($0) }.count
            if depth <= 0 { break }
        }
        for name in Self.usedNames(in: statement) where !declaredByChecks.contains(name) {
            let declarations = matches(#"\b(func|var|let|case|struct|class|enum|protocol|actor|typealias)\s+\#(name)\b"#)
            if declarations.count == 1, var location = declarations.first {
                location.symbol = name
                return location
            }
        }
        return nil
    }

    /// Every line of the code under test that matches the pattern.
    private func matches(_ pattern: String) -> [CodeLocation] {
        if let known = matchesByPattern[pattern] { return known }
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        var found: [CodeLocation] = []
        for file in files {
            for (index, line) in file.lines.enumerated() {
                let text = String(line)
                if regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                    found.append(CodeLocation(file: file.path, line: index + 1))
                }
            }
        }
        matchesByPattern[pattern] = found
        return found
    }

    /// The names a statement calls, reads a member of, or names as a type, in order, once each.
    private static func usedNames(in statement: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"(\.)?\b([A-Za-z_][A-Za-z0-9_]*)\b(\()?"#) else { return [] }
        var names: [String] = []
        for match in regex.matches(in: statement, range: NSRange(statement.startIndex..., in: statement)) {
            guard let range = Range(match.range(at: 2), in: statement) else { continue }
            let name = String(statement[range])
            let isMember = match.range(at: 1).location != NSNotFound
            let isCall = match.range(at: 3).location != NSNotFound
            let isType = name.first?.isUppercase == true
            guard isMember || isCall || isType, !ignored.contains(name), !name.hasPrefix("expect"),
                  !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// The names a line of the checks declares: their own helpers and locals.
    private static func declaredNames(in line: Substring) -> [String] {
        let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        return zip(words, words.dropFirst()).compactMap { keyword, name in
            ["func", "var", "let", "case", "struct", "class", "enum", "protocol", "actor", "typealias"].contains(keyword)
                ? String(name) : nil
        }
    }

    /// Keywords and standard names that a check uses but no learner declares for it.
    private static let ignored: Set<String> = [
        "try", "await", "self", "Self", "init", "nil", "true", "false", "let", "var", "if", "guard", "return",
        "String", "Int", "Double", "Bool", "Array", "Set", "Dictionary", "Date", "Optional", "Task", "Error",
        "map", "filter", "first", "last", "count", "contains", "sorted", "isEmpty",
    ]

    /// The lines of a Swift file, comments removed and string literals emptied.
    private static func lines(of text: String) -> [Substring] {
        SwiftCode.strippingComments(text).split(separator: "\n", omittingEmptySubsequences: false)
    }
}

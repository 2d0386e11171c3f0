import Foundation
import KataKit

/// The Swift files of one folder of the package (the learner's kata, a starter), read without
/// comments, with the lines that declare a name.
final class SourceFolder {
    /// The folder, relative to the package root: `Katas/Mixed`.
    let path: String
    /// Each Swift file, by path relative to the root, its lines without comments and with string
    /// literals emptied.
    let files: [(path: String, lines: [Substring])]
    /// The lines that match each pattern asked so far.
    private var matchesByPattern: [String: [CodeLocation]] = [:]

    init(root: URL, path: String) {
        self.path = path
        let folder = root.appendingPathComponent(path)
        let names = (try? SwiftFiles.list(in: folder)) ?? []
        files = names.compactMap { name in
            guard let text = SwiftFiles.read(folder.appendingPathComponent(name)) else { return nil }
            return ("\(path)/\(name)", SwiftCode.strippingComments(text).split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    /// The lines that declare this name at the top level or in a type (`func name`, `var name`,
    /// `class name`…), not as a local of a function or a closure.
    func declarations(of name: String) -> [CodeLocation] {
        matches(#"\b(func|var|let|case|struct|class|enum|protocol|actor|typealias)\s+\#(NSRegularExpression.escapedPattern(for: name))\b"#)
            .filter { !isLocal($0) }
    }

    /// Whether a line is inside the body of a function or a closure (its innermost open brace is
    /// not a type's, an extension's or a protocol's), or in a `switch` (`case .a:` is no declaration).
    private func isLocal(_ location: CodeLocation) -> Bool {
        guard let lines = files.first(where: { $0.path == location.file })?.lines else { return false }
        var stack: [Int] = []
        for (index, line) in lines.prefix(location.line - 1).enumerated() {
            for character in line {
                if character == "{" { stack.append(index) } else if character == "}" { _ = stack.popLast() }
            }
        }
        guard let open = stack.last else { return false }
        return lines[open].range(of: #"\b(struct|class|enum|actor|extension|protocol)\s+[A-Za-z_]"#, options: .regularExpression) == nil
    }

    /// The text of a line, trimmed, or nil when there is no such line.
    func text(at location: CodeLocation) -> String? {
        guard let lines = files.first(where: { $0.path == location.file })?.lines,
              lines.indices.contains(location.line - 1) else { return nil }
        return lines[location.line - 1].trimmingCharacters(in: .whitespaces)
    }

    /// The type or extension a declaration is in: the nearest line above it, less indented,
    /// that opens one.
    func container(of location: CodeLocation) -> CodeLocation? {
        guard let lines = files.first(where: { $0.path == location.file })?.lines,
              lines.indices.contains(location.line - 1) else { return nil }
        let indent = lines[location.line - 1].prefix { $0 == " " || $0 == "\t" }.count
        guard indent > 0 else { return nil }
        for index in stride(from: location.line - 2, through: 0, by: -1) {
            let line = lines[index]
            let lineIndent = line.prefix { $0 == " " || $0 == "\t" }.count
            guard lineIndent < indent, !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let isType = line.range(of: #"\b(struct|class|enum|actor|extension|protocol)\s+[A-Za-z_]"#, options: .regularExpression) != nil
            return isType ? CodeLocation(file: location.file, line: index + 1) : nil
        }
        return nil
    }

    /// Every line that matches the pattern.
    func matches(_ pattern: String) -> [CodeLocation] {
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
}

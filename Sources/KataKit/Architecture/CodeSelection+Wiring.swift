import Foundation

/// Code that only puts parts together: a composition root makes values and hands them over,
/// and decides nothing about what they return.
extension CodeSelection {
    /// The functions this selection declares take no decision in their own code (their closures
    /// included): no `if`, `guard`, `switch`, `while`, `?:` and no comparison (`==`, `!=`, `<=`,
    /// `>=`, `~=`, `contains(_:)`). A status checked there through a helper of another layer
    /// (`(200...299).contains(Status.code(of: response))`) is a decision about a result,
    /// which is a layer's work, whoever reads the value for it.
    ///
    ///     compositionRoot.mustDecideNothing()
    ///
    /// The index records no keywords, so the function's text is read, from its name to its
    /// closing brace (comments and string literals left out).
    public func mustDecideNothing() -> [Violation] {
        let functions = code.definitions.values.filter { definition in
            declares(definition.symbol) && [.function, .instanceMethod, .staticMethod, .classMethod].contains(definition.symbol.kind)
                && !code.containers(of: definition).contains { usr in code.definitions[usr].map { declares($0.symbol) } ?? false }
        }
        var found: [Violation] = []
        for function in functions.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
            guard let text = try? String(contentsOfFile: code.absolutePath(of: function.file), encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var depth = 0
            var started = false
            var index = function.line - 1
            while lines.indices.contains(index) {
                let written = Self.codeOnly(lines[index], from: index == function.line - 1 ? function.column - 1 : 0)
                // The depth of braces before each column: a decision counts inside the body.
                var depths: [Int] = []
                var closedAt: Int?
                for (offset, character) in written.enumerated() {
                    depths.append(depth)
                    if character == "{" { depth += 1; started = true }
                    if character == "}" { depth -= 1 }
                    if started && depth == 0 { closedAt = offset; break }
                }
                for (column, word) in Self.decisions(in: written)
                where depths.indices.contains(column) && depths[column] > 0 && column < (closedAt ?? Int.max) {
                    found.append(Violation(file: function.file, line: index + 1, column: column + 1,
                                           message: "\(function.file):\(index + 1):\(column + 1) decides something (\(word)) in \(function.symbol.name): "
                                               + "it should only make the parts and hand them to each other; checking what they return is a layer's work"))
                }
                if closedAt != nil { break }
                index += 1
            }
        }
        return found
    }

    /// The line without its comment and with string literals blanked, from a column on (the
    /// columns keep their places).
    static func codeOnly(_ line: String, from column: Int) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if offset < column { result.append(" "); continue }
            if !inString, character == "/", previous == "/" {
                result.removeLast()
                break
            }
            if character == "\"" { inString.toggle(); result.append(" ") } else { result.append(inString ? " " : character) }
            previous = character
        }
        return result
    }

    /// The decisions written on a line of code, with their columns (0-based).
    static func decisions(in code: String) -> [(Int, String)] {
        let pattern = #"\b(if|guard|switch|while)\b|==|!=|<=|>=|~=|\s\?\s|\.contains\("#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(code.startIndex..., in: code)
        return expression.matches(in: code, range: range).compactMap { match in
            guard let found = Range(match.range, in: code) else { return nil }
            let word = code[found].trimmingCharacters(in: .whitespaces)
            return (code.distance(from: code.startIndex, to: found.lowerBound), word == "?" ? "?:" : word.replacingOccurrences(of: "(", with: "(_:)"))
        }
    }
}

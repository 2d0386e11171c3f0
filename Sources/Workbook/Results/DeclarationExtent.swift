import Foundation

/// The lines a declaration spans, read from its source text: the index gives only the line a
/// declaration starts on.
///
/// A declaration runs from its line to the line where the braces it opens close again (a type,
/// a function, a computed property, a closure stored in a property), or, when it opens none, to
/// the end of its statement: the line where its parentheses and brackets are closed again
/// (`let today: @Sendable () -> Date`, `case tooLong`, a signature over several lines that ends
/// without a body). Braces, parentheses and brackets inside string literals and `//` comments
/// do not count, nor braces inside parentheses (a default argument's closure). A declaration's *own* lines are its lines but those of the declarations nested
/// in it: a method's lines belong to the method, not to its type.
enum DeclarationExtent {
    /// The last line (1-based) of the declaration starting on `line` of `lines`.
    static func end(ofDeclarationAt line: Int, in lines: [String]) -> Int {
        guard lines.indices.contains(line - 1) else { return line }
        var braces = 0, groups = 0, opened = false
        for index in (line - 1)..<lines.count {
            for character in code(of: lines[index]) {
                switch character {
                // A closure inside parentheses (a default argument, `{ Date() }`) is not a body.
                case "{" where groups <= 0: braces += 1; opened = true
                case "}" where groups <= 0: braces -= 1
                case "(", "[": groups += 1
                case ")", "]": groups -= 1
                default: break
                }
                if opened && braces <= 0 { return index + 1 }
            }
            if !opened && braces <= 0 && groups <= 0 && !continues(lines, after: index) { return index + 1 }
        }
        return lines.count
    }

    /// Whether the statement on line `index` goes on on the next line: the next line starts with
    /// a `{` (a body on a line of its own), `->`, `where`, `throws` or `.` (a signature or a chain
    /// over several lines).
    private static func continues(_ lines: [String], after index: Int) -> Bool {
        guard lines.indices.contains(index + 1) else { return false }
        let next = lines[index + 1].trimmingCharacters(in: .whitespaces)
        return ["{", "->", "where ", "throws", "async", "."].contains { next.hasPrefix($0) }
    }

    /// The line without its string literals' contents and its `//` comment.
    static func code(of line: String) -> String {
        var result = ""
        var inString = false, escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character == "/" && previous == "/" {
                result.removeLast()
                break
            }
            if character == "\"" { inString = true } else { result.append(character) }
            previous = character
        }
        return result
    }

    /// Whether a line says nothing to the compiler: blank, or only a comment.
    static func isBlankOrComment(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*")
    }
}

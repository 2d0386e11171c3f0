/// Just enough of Swift's lexical grammar to tell code from comments and string literals.
public enum SwiftCode {
    /// The text with comments removed and string literals emptied (`"…"` becomes `""`),
    /// keeping line breaks so that line numbers still match.
    public static func strippingComments(_ text: String) -> String {
        var result = ""
        var characters = Array(text)[...]
        var depth = 0 // of nested /* */ comments
        var inString = false
        while let character = characters.popFirst() {
            let next = characters.first
            if depth > 0 {
                if character == "*" && next == "/" { characters.removeFirst(); depth -= 1 }
                else if character == "/" && next == "*" { characters.removeFirst(); depth += 1 }
                else if character == "\n" { result.append("\n") }
            } else if inString {
                if character == "\\" { _ = characters.popFirst() }
                else if character == "\"" { inString = false; result.append("\"") }
                else if character == "\n" { inString = false; result.append("\n") }
            } else if character == "/" && next == "/" {
                while let skipped = characters.first, skipped != "\n" { characters.removeFirst() }
            } else if character == "/" && next == "*" {
                characters.removeFirst()
                depth = 1
            } else if character == "\"" {
                inString = true
                result.append("\"")
            } else {
                result.append(character)
            }
        }
        return result
    }
}

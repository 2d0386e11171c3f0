/// Just enough of Swift's lexical grammar to tell code from comments and string literals.
public enum SwiftCode {
    /// The text with comments removed and string literals emptied (`"…"` and `#"…"#` become
    /// `""`, interpolations included), regular expressions removed, and line breaks kept so
    /// that line numbers still match (``tokens(of:)`` tells code from the rest).
    public static func strippingComments(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        for token in tokens(of: text) {
            let isCode = token.depth == 0 && [.identifier, .number, .operator, .punctuation, .directive].contains(token.kind)
            // The whitespace before the token is the file's own unless it is inside a string.
            let isOwnWhitespace = token.depth == 0 && ![.stringText, .stringEnd].contains(token.kind)
            result += isOwnWhitespace ? bytes[copied..<token.start] : bytes[copied..<token.start].filter { $0 == UInt8(ascii: "\n") }
            if isCode {
                result += bytes[token.start..<token.end]
            } else {
                if token.depth == 0 && token.kind == .stringStart { result += Array("\"\"".utf8) }
                result += bytes[token.start..<token.end].filter { $0 == UInt8(ascii: "\n") }
            }
            copied = token.end
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}

/// Just enough of Swift's lexical grammar to tell code from comments and string literals.
public enum SwiftCode {
    /// The text with comments removed and string literals emptied (`"…"` becomes `""`),
    /// keeping line breaks so that line numbers still match.
    public static func strippingComments(_ text: String) -> String {
        // Bytes, not characters: every character that matters here is ASCII, which never occurs
        // inside another character's UTF-8 bytes, and reading bytes is many times faster.
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""),
            backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var depth = 0 // of nested /* */ comments
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            index += 1
            if depth > 0 {
                if byte == star && next == slash { index += 1; depth -= 1 }
                else if byte == slash && next == star { index += 1; depth += 1 }
                else if byte == newline { result.append(newline) }
            } else if inString {
                if byte == backslash { index += 1 }
                else if byte == quote { inString = false; result.append(quote) }
                else if byte == newline { inString = false; result.append(newline) }
            } else if byte == slash && next == slash {
                while index < bytes.count, bytes[index] != newline { index += 1 }
            } else if byte == slash && next == star {
                index += 1
                depth = 1
            } else if byte == quote {
                inString = true
                result.append(quote)
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

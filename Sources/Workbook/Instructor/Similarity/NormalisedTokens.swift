/// Swift source read as tokens with names, literals and layout taken out, for comparing two
/// learners' code: `let total = price * 3 // VAT` and `let sum = cost * 4` read the same.
///
/// Every identifier (backquoted ones and `$0` too) reads as `x`, every number as `0`, every
/// string literal as `""` (the code in its interpolations is read as code), and comments and
/// whitespace are dropped. Keywords, operators and punctuation stay: they are the code's shape.
enum NormalisedTokens {
    /// The tokens of `text`.
    static func of(_ text: String) -> [String] {
        withLines(text).map(\.token)
    }

    /// The tokens of `text`, each with its line (1 for the first; a multiline string's token
    /// has the line it opens on).
    static func withLines(_ text: String) -> [(token: String, line: Int)] {
        let bytes = Array(text.utf8)
        var reader = Reader(bytes: bytes)
        reader.readCode(untilClosingParenthesis: false)
        var line = 1
        var scanned = 0
        return zip(reader.tokens, reader.offsets).map { token, offset in
            while scanned < min(offset, bytes.count) {
                if bytes[scanned] == UInt8(ascii: "\n") { line += 1 }
                scanned += 1
            }
            return (token: token, line: line)
        }
    }

    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case", "catch", "class",
        "consuming", "continue", "convenience", "default", "defer", "deinit", "didSet", "do", "dynamic", "else",
        "enum", "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if",
        "import", "in", "indirect", "init", "inout", "internal", "is", "isolated", "lazy", "let", "macro", "mutating",
        "nil", "nonisolated", "nonmutating", "open", "operator", "optional", "override", "private", "protocol",
        "public", "repeat", "required", "rethrows", "return", "self", "Self", "sending", "set", "some", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var",
        "weak", "where", "while", "willSet",
    ]

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var tokens: [String] = []
        /// Where each token ends (or, for a string literal, begins), in bytes.
        var offsets: [Int] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func add(_ token: String) {
            tokens.append(token)
            offsets.append(index)
        }

        func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte == 0x5f || byte >= 0x80
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        static let operatorBytes = Set("/=-+!*%<>&|^~?.".utf8)

        /// Code, up to the `)` that closes an interpolation when asked.
        mutating func readCode(untilClosingParenthesis: Bool) {
            var depth = 0
            while index < bytes.count {
                let current = bytes[index]
                switch current {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    index += 1
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                    while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    readString(hashes: 0)
                case UInt8(ascii: "#"):
                    var hashes = 0
                    while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if byte(at: index + hashes) == UInt8(ascii: "\"") {
                        index += hashes
                        readString(hashes: hashes)
                    } else {
                        // `#if`, `#available`, `#selector`: the directive's word stays.
                        index += 1
                        let name = readName()
                        add("#" + name)
                    }
                case UInt8(ascii: "("):
                    depth += 1
                    add("(")
                    index += 1
                case UInt8(ascii: ")"):
                    index += 1
                    if untilClosingParenthesis && depth == 0 { return }
                    depth -= 1
                    add(")")
                case UInt8(ascii: "`"):
                    index += 1
                    _ = readName()
                    if byte(at: index) == UInt8(ascii: "`") { index += 1 }
                    add("x")
                case UInt8(ascii: "$"):
                    index += 1
                    _ = readName()
                    add("x")
                case _ where Self.isDigit(current):
                    // 42, 0x2A, 1_000, 3.14, 1e-3: one number.
                    while let next = byte(at: index), Self.isNameByte(next) || (next == UInt8(ascii: ".") && byte(at: index + 1).map(Self.isDigit) == true)
                        || ((next == UInt8(ascii: "-") || next == UInt8(ascii: "+")) && [UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index - 1])) {
                        index += 1
                    }
                    add("0")
                case _ where Self.isNameByte(current):
                    let name = readName()
                    add(NormalisedTokens.keywords.contains(name) ? name : "x")
                case _ where Self.operatorBytes.contains(current):
                    let start = index
                    while let next = byte(at: index), Self.operatorBytes.contains(next) {
                        // A comment right after an operator is not part of it.
                        if next == UInt8(ascii: "/"), let after = byte(at: index + 1), after == UInt8(ascii: "/") || after == UInt8(ascii: "*") { break }
                        index += 1
                    }
                    if index == start { index += 1 }
                    add(String(decoding: bytes[start..<index], as: UTF8.self))
                default:
                    add(String(decoding: [current], as: UTF8.self))
                    index += 1
                }
            }
        }

        mutating func readName() -> String {
            let start = index
            while index < bytes.count && Self.isNameByte(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// A string literal from its opening quote, `hashes` `#` already read: one `""` token,
        /// then the tokens of the code in its interpolations.
        mutating func readString(hashes: Int) {
            add("\"\"")
            let isMultiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
            index += isMultiline ? 3 : 1
            while index < bytes.count {
                let current = bytes[index]
                if current == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ byte(at: index + 1 + $0) == UInt8(ascii: "#") }) {
                    index += 1 + hashes
                    if byte(at: index) == UInt8(ascii: "(") {
                        index += 1
                        readCode(untilClosingParenthesis: true)
                    } else {
                        index += 1
                    }
                    continue
                }
                if current == UInt8(ascii: "\"") {
                    let quotes = isMultiline ? 3 : 1
                    let closes = (0..<quotes).allSatisfy { byte(at: index + $0) == UInt8(ascii: "\"") }
                        && (0..<hashes).allSatisfy { byte(at: index + quotes + $0) == UInt8(ascii: "#") }
                    if closes {
                        index += quotes + hashes
                        return
                    }
                }
                if current == UInt8(ascii: "\n") && !isMultiline { return }
                index += 1
            }
        }
    }
}

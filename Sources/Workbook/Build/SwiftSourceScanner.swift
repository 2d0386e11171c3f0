/// What a Swift file says outside its comments and string literals: its attributes, its imports
/// and the names of the types and other declarations it declares, each with its line.
///
/// It reads code inside string interpolations (`"\(…)"`, `#"\#(…)"#`) as code, so nothing hides
/// there, and skips comments (nested ones too), string literals of every kind and `#/…/#`
/// regular expressions. An `@` counts as an attribute only where an attribute can stand: not
/// right after a name or a digit (`/user@example/` in a bare regular expression is not one).
struct SwiftSourceScanner {
    struct Token: Equatable, Sendable {
        var name: String
        var line: Int
        var column: Int
    }

    /// `@MainActor` → `MainActor`.
    private(set) var attributes: [Token] = []
    /// `@testable import struct Foo.Bar` → `Foo`.
    private(set) var imports: [Token] = []
    /// The names after `struct`, `class`, `enum`, `actor`, `protocol`, `typealias`.
    private(set) var declaredTypes: [Token] = []
    /// Every declared name: the types' and those after `func`, `var`, `let`, `case`, `macro`.
    private(set) var declaredNames: [Token] = []
    /// Every name the code uses or declares, members included, in order.
    private(set) var words: [Token] = []

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
        scanCode(untilClosingParenthesis: false)
    }

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias"]
    private static let otherKeywords: Set<String> = ["func", "var", "let", "case", "macro"]
    /// Words after which an expression starts, so a `/` there may open a regular expression.
    private static let expressionKeywords: Set<String> = ["return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await",
                                                          "else", "switch", "repeat", "defer", "do", "yield", "is", "as"]

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte == 0x5f || byte >= 0x80
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// Code, up to the `)` that closes an interpolation when asked (its depth counted).
    private mutating func scanCode(untilClosingParenthesis: Bool) {
        var depth = 0
        var previousWord = ""
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                scanString(hashes: 0)
                previousWord = ")"
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(at: index + hashes) == UInt8(ascii: "\"") {
                    for _ in 0..<hashes { advance() }
                    scanString(hashes: hashes)
                } else if byte(at: index + hashes) == UInt8(ascii: "/") {
                    skipRegex(hashes: hashes)
                } else {
                    advance()
                }
            case UInt8(ascii: "("):
                depth += 1
                advance()
            case UInt8(ascii: ")"):
                if untilClosingParenthesis && depth == 0 {
                    advance()
                    return
                }
                depth -= 1
                advance()
                previousWord = ")"
            case UInt8(ascii: "@"):
                let before = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
                let start = (line: line, column: index - lineStart + 1)
                advance()
                if !Self.isIdentifierByte(before), before != UInt8(ascii: "\\"), let name = readName() {
                    attributes.append(Token(name: name, line: start.line, column: start.column))
                }
            case UInt8(ascii: "`"):
                let start = (line: line, column: index - lineStart + 1)
                let word = readName() ?? ""
                if previousWord == "." {
                    words.append(Token(name: word, line: start.line, column: start.column))
                } else {
                    noteWord(word, after: previousWord, line: start.line, column: start.column)
                }
                previousWord = word
            case UInt8(ascii: "/") where (previousWord.isEmpty || Self.expressionKeywords.contains(previousWord)) && startsBareRegex():
                skipBareRegex()
                previousWord = "regex"
            default:
                guard Self.isIdentifierByte(current) else {
                    if current != UInt8(ascii: " ") && current != UInt8(ascii: "\t") && current != UInt8(ascii: "\n") && current != UInt8(ascii: "\r") {
                        // After an operand (`]`), a `/` divides; after an operator or an opening bracket it may open a regex.
                        previousWord = current == UInt8(ascii: ".") ? "." : current == UInt8(ascii: "]") ? ")" : ""
                    }
                    advance()
                    continue
                }
                let isMember = previousWord == "."
                let start = (line: line, column: index - lineStart + 1)
                let word = readName() ?? ""
                if isMember {
                    words.append(Token(name: word, line: start.line, column: start.column))
                } else {
                    noteWord(word, after: previousWord, line: start.line, column: start.column)
                }
                previousWord = word
                if word == "import" && !isMember { readImport() }
            }
        }
    }

    private mutating func noteWord(_ word: String, after previous: String, line: Int, column: Int) {
        guard let first = word.utf8.first, !(first >= 0x30 && first <= 0x39) else { return }
        let token = Token(name: word, line: line, column: column)
        words.append(token)
        if Self.typeKeywords.contains(previous) {
            declaredTypes.append(token)
            declaredNames.append(token)
        } else if Self.otherKeywords.contains(previous) {
            declaredNames.append(token)
        }
    }

    /// An identifier, or a backquoted one; nil when none starts here.
    ///
    /// A backquoted identifier is read to its closing backquote whatever it holds: since Swift
    /// 6.2 a raw identifier (`` func `"""`() ``) may hold quotes, slashes and spaces, and none of
    /// them starts a string, a comment or a regular expression.
    private mutating func readName() -> String? {
        let start: Int
        if byte(at: index) == UInt8(ascii: "`") {
            advance()
            start = index
            while let next = byte(at: index), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { advance() }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if byte(at: index) == UInt8(ascii: "`") { advance() }
            return name.isEmpty ? nil : name
        }
        start = index
        while index < bytes.count && Self.isIdentifierByte(bytes[index]) { advance() }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        return name.isEmpty ? nil : name
    }

    /// After `import`: an optional kind (`struct`, `func`…), then the module's name.
    private mutating func readImport() {
        var words: [(String, Int, Int)] = []
        while words.count < 2 {
            while let next = byte(at: index), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { advance() }
            let start = (line: line, column: index - lineStart + 1)
            guard let word = readName() else { break }
            words.append((word, start.line, start.column))
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            if !kinds.contains(word) { break }
        }
        guard let module = words.last else { return }
        imports.append(Token(name: module.0, line: module.1, column: module.2))
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                advance()
                advance()
            } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                advance()
                advance()
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// A string literal from its opening quote, `hashes` `#` already read; interpolations are code.
    private mutating func scanString(hashes: Int) {
        let isMultiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
        for _ in 0..<(isMultiline ? 3 : 1) { advance() }
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ byte(at: index + 1 + $0) == UInt8(ascii: "#") }) {
                for _ in 0...hashes { advance() }
                if byte(at: index) == UInt8(ascii: "(") {
                    advance()
                    scanCode(untilClosingParenthesis: true)
                } else if index < bytes.count {
                    advance()
                }
                continue
            }
            if current == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                let closes = (0..<quotes).allSatisfy { byte(at: index + $0) == UInt8(ascii: "\"") }
                    && (0..<hashes).allSatisfy { byte(at: index + quotes + $0) == UInt8(ascii: "#") }
                if closes {
                    for _ in 0..<(quotes + hashes) { advance() }
                    return
                }
            }
            // A single-line string ends at its line's end, even unclosed (the compiler says so).
            if current == UInt8(ascii: "\n") && !isMultiline { return }
            advance()
        }
    }

    /// Whether the `/` here opens a bare regular expression (`/[a-z]+/`, on by default in Swift 6
    /// mode) where an expression may start: not followed by a space, a tab or another `/` or
    /// `*`, and closed by a `/` on the same line.
    private func startsBareRegex() -> Bool {
        guard let next = byte(at: index + 1), ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                                                  UInt8(ascii: "/"), UInt8(ascii: "*")].contains(next) else { return false }
        var offset = index + 1
        while let current = byte(at: offset), current != UInt8(ascii: "\n") {
            if current == UInt8(ascii: "\\") { offset += 2; continue }
            if current == UInt8(ascii: "/") { return true }
            offset += 1
        }
        return false
    }

    /// A bare `/…/`: skipped to its closing `/` on the same line (escapes skipped).
    private mutating func skipBareRegex() {
        advance()
        while index < bytes.count, bytes[index] != UInt8(ascii: "/") {
            if bytes[index] == UInt8(ascii: "\\"), byte(at: index + 1) != UInt8(ascii: "\n") { advance() }
            advance()
        }
        if index < bytes.count { advance() }
    }

    /// `#/…/#` (any number of `#`): skipped to its closing `/` and as many `#`.
    private mutating func skipRegex(hashes: Int) {
        for _ in 0...hashes { advance() }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && (0..<hashes).allSatisfy({ byte(at: index + 1 + $0) == UInt8(ascii: "#") }) {
                for _ in 0...hashes { advance() }
                return
            }
            advance()
        }
    }
}

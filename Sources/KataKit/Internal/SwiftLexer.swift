/// The reader behind ``SwiftCode/tokens(of:)``: Swift's lexical grammar, byte by byte.
///
/// Bytes, not characters: every character that matters here is ASCII, which never occurs inside
/// another character's UTF-8 bytes, and reading bytes is many times faster.
struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Whether an expression may start here, so that a `/` may open a regular expression: not
    /// right after an operand (a name, a literal, `)`, `]`) or a `.`.
    private var expressionMayStart = true
    /// How many string literals enclose the current byte's code.
    private var literalDepth = 0
    private(set) var tokens: [SwiftCode.Token] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Words after which an expression starts.
    private static let expressionKeywords: Set<String> = ["return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await",
                                                          "else", "switch", "repeat", "defer", "do", "yield", "is", "as"]
    private static let operatorBytes = Set("/=-+!*%<>&|^~?.".utf8)

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte == 0x5f || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func hashes(from offset: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }

    private mutating func advance(by count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    private typealias Mark = (offset: Int, line: Int, column: Int)

    private var mark: Mark { (index, line, index - lineStart + 1) }

    /// The token from `start` to the current byte (none when empty).
    private mutating func emit(_ kind: SwiftCode.Token.Kind, from start: Mark) {
        guard index > start.offset else { return }
        let text = String(decoding: bytes[start.offset..<index], as: UTF8.self)
        tokens.append(.init(kind: kind, text: text, start: start.offset, end: index, line: start.line, column: start.column, depth: literalDepth))
    }

    /// Code, up to the `)` that closes an interpolation when asked (its depth counted).
    mutating func readCode(untilClosingParenthesis: Bool) {
        var depth = 0
        expressionMayStart = true
        while index < bytes.count {
            let start = mark
            let current = bytes[index]
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0, 0x0b, 0x0c:
                advance()
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { advance() }
                emit(.comment, from: start)
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                readBlockComment()
                emit(.comment, from: start)
            case UInt8(ascii: "\""):
                readString(hashes: 0, from: start)
            case UInt8(ascii: "#"):
                var count = 0
                while byte(at: index + count) == UInt8(ascii: "#") { count += 1 }
                if byte(at: index + count) == UInt8(ascii: "\"") {
                    advance(by: count)
                    readString(hashes: count, from: start)
                } else if byte(at: index + count) == UInt8(ascii: "/") {
                    readExtendedRegex(hashes: count)
                    emit(.regex, from: start)
                    expressionMayStart = false
                } else if count == 1, let next = byte(at: index + 1), Self.isNameByte(next), !Self.isDigit(next) {
                    advance()
                    let name = readName()
                    emit(.directive, from: start)
                    expressionMayStart = Self.expressionKeywords.contains(name)
                } else {
                    advance()
                    emit(.punctuation, from: start)
                    expressionMayStart = true
                }
            case UInt8(ascii: ")"):
                advance()
                if untilClosingParenthesis && depth == 0 {
                    emit(.interpolationEnd, from: start)
                    return
                }
                depth -= 1
                emit(.punctuation, from: start)
                expressionMayStart = false
            case UInt8(ascii: "`"):
                readBackquoted(from: start)
            case UInt8(ascii: "$") where byte(at: index + 1).map(Self.isNameByte) == true:
                advance()
                _ = readName()
                emit(.identifier, from: start)
                expressionMayStart = false
            case UInt8(ascii: "/") where expressionMayStart && startsBareRegex():
                readBareRegex()
                emit(.regex, from: start)
                expressionMayStart = false
            case _ where Self.isDigit(current):
                readNumber()
                emit(.number, from: start)
                expressionMayStart = false
            case _ where Self.isNameByte(current):
                let name = readName()
                emit(.identifier, from: start)
                expressionMayStart = Self.expressionKeywords.contains(name)
            case _ where Self.operatorBytes.contains(current):
                readOperator()
                emit(.operator, from: start)
                expressionMayStart = bytes[index - 1] != UInt8(ascii: ".")
            default:
                if current == UInt8(ascii: "(") { depth += 1 }
                advance()
                emit(.punctuation, from: start)
                expressionMayStart = current != UInt8(ascii: "]")
            }
        }
    }

    @discardableResult
    private mutating func readName() -> String {
        let start = index
        while index < bytes.count && Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// 42, 0x2A, 1_000, 3.14, 1e-3: one number.
    private mutating func readNumber() {
        while let next = byte(at: index), Self.isNameByte(next) || (next == UInt8(ascii: ".") && byte(at: index + 1).map(Self.isDigit) == true)
            || ((next == UInt8(ascii: "-") || next == UInt8(ascii: "+")) && [UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index - 1])) {
            index += 1
        }
    }

    /// Operator characters, up to a comment or a bare regular expression that follows.
    private mutating func readOperator() {
        index += 1
        while let next = byte(at: index), Self.operatorBytes.contains(next) {
            if next == UInt8(ascii: "/") {
                if let after = byte(at: index + 1), after == UInt8(ascii: "/") || after == UInt8(ascii: "*") { return }
                if bytes[index - 1] != UInt8(ascii: ".") && startsBareRegex() { return }
            }
            index += 1
        }
    }

    /// A backquoted name, to its closing backquote on the same line whatever it holds: since
    /// Swift 6.2 a raw identifier (`` func `"""`() ``) may hold quotes, slashes and spaces. A
    /// backquote that no other closes on its line is punctuation.
    private mutating func readBackquoted(from start: Mark) {
        var end = index + 1
        while let next = byte(at: end), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { end += 1 }
        if byte(at: end) == UInt8(ascii: "`") && end > index + 1 {
            index = end + 1
            emit(.identifier, from: start)
            expressionMayStart = false
        } else {
            advance()
            emit(.punctuation, from: start)
            expressionMayStart = true
        }
    }

    /// `/* … */`, nested ones included.
    private mutating func readBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                advance(by: 2)
            } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                advance(by: 2)
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// A string literal from its opening quote, `hashes` `#` already read (they start at
    /// `start`): its delimiters and text, and the code of its interpolations.
    private mutating func readString(hashes: Int, from start: Mark) {
        let isMultiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
        let quotes = isMultiline ? 3 : 1
        advance(by: quotes)
        emit(.stringStart, from: start)
        var text = mark
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") && self.hashes(from: index + 1, count: hashes) {
                if byte(at: index + 1 + hashes) == UInt8(ascii: "(") {
                    emit(.stringText, from: text)
                    let interpolation = mark
                    advance(by: 2 + hashes)
                    literalDepth += 1
                    emit(.interpolationStart, from: interpolation)
                    readCode(untilClosingParenthesis: true)
                    literalDepth -= 1
                    text = mark
                    continue
                }
                advance(by: 1 + hashes)
                // A single-line string's line break ends it, escaped or not.
                if index < bytes.count && (isMultiline || bytes[index] != UInt8(ascii: "\n")) { advance() }
                continue
            }
            if current == UInt8(ascii: "\"") && (0..<quotes).allSatisfy({ byte(at: index + $0) == UInt8(ascii: "\"") })
                && self.hashes(from: index + quotes, count: hashes) {
                emit(.stringText, from: text)
                let closing = mark
                advance(by: quotes + hashes)
                emit(.stringEnd, from: closing)
                expressionMayStart = false
                return
            }
            // A single-line string ends at its line's end, even unclosed (the compiler says so).
            if current == UInt8(ascii: "\n") && !isMultiline { break }
            advance()
        }
        emit(.stringText, from: text)
        expressionMayStart = false
    }

    /// Whether the `/` here opens a bare regular expression (`/[a-z]+/`, on by default in Swift 6
    /// mode): not followed by a space, a tab or another `/` or `*`, and closed by a `/` on the
    /// same line.
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

    /// A bare `/…/`, to its closing `/` on the same line (escapes skipped).
    private mutating func readBareRegex() {
        advance()
        while index < bytes.count, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\"), byte(at: index + 1) != UInt8(ascii: "\n") { advance() }
            advance()
        }
        if byte(at: index) == UInt8(ascii: "/") { advance() }
    }

    /// `#/…/#` (any number of `#`), to its closing `/` and as many `#`; on one line unless the
    /// opening delimiter ends its line (an extended, multi-line one).
    private mutating func readExtendedRegex(hashes: Int) {
        advance(by: hashes + 1)
        let isMultiline = byte(at: index) == UInt8(ascii: "\n") || (byte(at: index) == UInt8(ascii: "\r") && byte(at: index + 1) == UInt8(ascii: "\n"))
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && self.hashes(from: index + 1, count: hashes) {
                advance(by: hashes + 1)
                return
            }
            if bytes[index] == UInt8(ascii: "\n") && !isMultiline { return }
            advance()
        }
    }
}

import KataKit

/// What a Swift file says outside its comments and string literals: its attributes, its imports
/// and the names of the types and other declarations it declares, each with its line.
///
/// It reads the file's tokens (``SwiftCode/tokens(of:)``), so code inside string interpolations
/// (`"\(…)"`, `#"\#(…)"#`) is code and nothing hides there, while comments (nested ones too),
/// string literals of every kind and regular expressions are skipped. An `@` counts as an
/// attribute only where an attribute can stand: not right after a name or a digit
/// (`a@b` is no attribute).
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

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias"]
    private static let otherKeywords: Set<String> = ["func", "var", "let", "case", "macro"]
    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    init(_ text: String) {
        let code = SwiftCode.tokens(of: text).filter { $0.kind != .comment && $0.kind != .stringText }
        var importedUntil = -1
        var attributeName = -1
        // What a name follows: `let (a, b)` declares `a` as `let a` does.
        var previous: SwiftCode.Token?
        for (position, token) in code.enumerated() {
            defer { if token.text != "(" { previous = token } }
            switch token.kind {
            case .punctuation where token.text == "@":
                // Not an attribute right after a name, a number or a `\` (`a@b`, `\@`).
                let isJoined = previous.map { $0.end == token.start && ($0.kind == .identifier || $0.kind == .number || $0.text == "\\") } ?? false
                if !isJoined, position + 1 < code.count, code[position + 1].kind == .identifier, code[position + 1].start == token.end {
                    attributes.append(Token(name: code[position + 1].name, line: token.line, column: token.column))
                    attributeName = position + 1
                }
            case .directive:
                words.append(Token(name: String(token.text.dropFirst()), line: token.line, column: token.column + 1))
            case .identifier where position == attributeName:
                break
            case .identifier:
                let isMember = previous.map { $0.kind == .operator && $0.text.hasSuffix(".") } ?? false
                if isMember || position <= importedUntil {
                    words.append(Self.token(token))
                } else {
                    note(token, after: previous)
                }
                if token.text == "import" && !isMember { importedUntil = position + readImport(code[(position + 1)...]) }
            default:
                break
            }
        }
    }

    private static func token(_ token: SwiftCode.Token) -> Token {
        Token(name: token.name, line: token.line, column: token.column)
    }

    private mutating func note(_ word: SwiftCode.Token, after previous: SwiftCode.Token?) {
        guard let first = word.name.utf8.first, !(first >= 0x30 && first <= 0x39) else { return }
        let token = Self.token(word)
        words.append(token)
        guard let previous, previous.kind == .identifier else { return }
        if Self.typeKeywords.contains(previous.text) {
            declaredTypes.append(token)
            declaredNames.append(token)
        } else if Self.otherKeywords.contains(previous.text) {
            declaredNames.append(token)
        }
    }

    /// After `import`: an optional kind (`struct`, `func`…), then the module's name; returns how
    /// many names it read.
    private mutating func readImport(_ following: ArraySlice<SwiftCode.Token>) -> Int {
        var names: [SwiftCode.Token] = []
        for token in following.prefix(2) {
            guard token.kind == .identifier else { break }
            names.append(token)
            if !Self.importKinds.contains(token.text) { break }
        }
        if let module = names.last { imports.append(Self.token(module)) }
        return names.count
    }
}

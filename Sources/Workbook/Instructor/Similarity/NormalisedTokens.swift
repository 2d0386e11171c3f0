import KataKit

/// Swift source read as tokens with names, literals and layout taken out, for comparing two
/// learners' code: `let total = price * 3 // VAT` and `let sum = cost * 4` read the same.
///
/// Every identifier (backquoted ones and `$0` too) reads as `x`, every number as `0`, every
/// string literal as `""` (the code in its interpolations is read as code), every regular
/// expression as `//`, and comments and whitespace are dropped. Keywords, operators and
/// punctuation stay: they are the code's shape. The tokens are ``SwiftCode/tokens(of:)``'s.
enum NormalisedTokens {
    /// The tokens of `text`.
    static func of(_ text: String) -> [String] {
        withLines(text).map(\.token)
    }

    /// The tokens of `text`, each with its line (1 for the first; a multiline string's token
    /// has the line it opens on).
    static func withLines(_ text: String) -> [(token: String, line: Int)] {
        SwiftCode.tokens(of: text).compactMap { token in
            normalised(token).map { (token: $0, line: token.line) }
        }
    }

    private static func normalised(_ token: SwiftCode.Token) -> String? {
        switch token.kind {
        case .identifier: token.text == token.name && keywords.contains(token.text) ? token.text : "x"
        case .number: "0"
        case .stringStart: "\"\""
        case .regex: "//"
        case .operator, .punctuation, .directive: token.text
        case .comment, .stringText, .stringEnd, .interpolationStart, .interpolationEnd: nil
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
}

extension SwiftCode {
    /// One piece of Swift source text, as the compiler reads it.
    ///
    /// The text between two tokens is whitespace. A string literal is several tokens: its
    /// opening delimiter (`"`, `"""`, `#"`…), its text, and the code of each interpolation
    /// between an ``Kind/interpolationStart`` (`\(`, `\#(`) and an ``Kind/interpolationEnd``
    /// (`)`), then its closing delimiter (none when it is not closed).
    package struct Token: Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            /// A name or keyword: `total`, `struct`, `` `class` ``, `$0`.
            case identifier
            /// `42`, `0x2A`, `1_000`, `1.5e-3`.
            case number
            /// A run of operator characters: `=`, `?.`, `..<`.
            case `operator`
            /// Any other character: `(`, `{`, `,`, `@`, `#`, a lone `` ` ``.
            case punctuation
            /// `#if`, `#sourceLocation`, `#available`, a macro's `#name`.
            case directive
            /// `// …`, `/// …`, `/* … */` (nested ones included).
            case comment
            case stringStart, stringText, stringEnd
            case interpolationStart, interpolationEnd
            /// `#/…/#` or, where an expression may start, `/…/`.
            case regex
        }

        package let kind: Kind
        package let text: String
        /// Where the token starts and ends in the text's UTF-8 bytes.
        package let start: Int
        package let end: Int
        /// Where the token starts: its line (from 1) and UTF-8 column (from 1).
        package let line: Int
        package let column: Int
        /// How many string literals hold the token in an interpolation: 0 for the file's own code
        /// and its strings' delimiters and text; an interpolation (its `\(` and `)` too) is one
        /// deeper than its string.
        package let depth: Int

        /// The name an identifier spells: without its backquotes or `$`.
        package var name: String {
            guard kind == .identifier else { return text }
            if text.hasPrefix("`") { return String(text.dropFirst().dropLast()) }
            if text.hasPrefix("$") { return String(text.dropFirst()) }
            return text
        }
    }

    /// The tokens of `text`, in order.
    ///
    /// Where the text is malformed (a string, comment or literal left open), the reader takes
    /// as little as the compiler would for literal text: a single-line string or regular
    /// expression ends at its line's end, and a lone backquote is punctuation, so that no code
    /// is read as part of a literal.
    package static func tokens(of text: String) -> [Token] {
        var lexer = SwiftLexer(bytes: Array(text.utf8))
        lexer.readCode(untilClosingParenthesis: false)
        return lexer.tokens
    }
}

/// Text from a submission (file names, what its code printed) made data in Markdown: nothing
/// of it becomes a link, an image, raw HTML, emphasis or a terminal's escape sequence.
enum MarkdownText {
    /// `text` with Markdown's own characters backslash-escaped (CommonMark then reads each as
    /// itself: `<img …>` shows as text, `[a](b)` as brackets), a line's leading `#`, `-`, `+`,
    /// `=` or number's `.` too, and control characters shown as escapes; line breaks kept.
    static func escaped(_ text: String) -> String {
        let always: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "!"]
        let atLineStart: Set<Character> = ["#", "-", "+", "="]
        return text.escapingControlCharacters(keepingLines: true).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var result = ""
            var isLeading = true
            var leadingDigits = false
            for character in line {
                let closesANumber = leadingDigits && (character == "." || character == ")")
                if always.contains(character) || closesANumber || (isLeading && atLineStart.contains(character)) {
                    result.append("\\")
                }
                leadingDigits = (isLeading || leadingDigits) && character.isASCII && character.isNumber
                if character != " " { isLeading = false }
                result.append(character)
            }
            return result
        }.joined(separator: "\n")
    }

    /// `text` as an inline code span that it cannot close, control characters escaped.
    static func code(_ text: String) -> String {
        let plain = text.escapingControlCharacters()
        var fence = "`"
        while plain.contains(fence) { fence += "`" }
        let padded = plain.hasPrefix("`") || plain.hasSuffix("`") ? " \(plain) " : plain
        return fence + padded + fence
    }
}

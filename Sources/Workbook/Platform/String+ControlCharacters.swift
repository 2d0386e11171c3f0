extension String {
    /// The text with its control characters written out as Swift escapes (`\u{1B}`, `\r`), so
    /// that text from learners (check names, messages, output, file names, results files)
    /// cannot move the cursor, recolour, retitle or clear the terminal it is shown in.
    ///
    /// Escaped: C0 and C1 controls and DEL, and the bidirectional formatting characters that
    /// reorder what a line shows. Every renderer passes learner-supplied text through this
    /// before adding its own colours.
    ///
    /// - Parameter keepingLines: Keep newlines and tabs, for multi-line text (messages, output).
    func escapingControlCharacters(keepingLines: Bool = false) -> String {
        guard unicodeScalars.contains(where: { $0.isControl }) else { return self }
        var escaped = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if !scalar.isControl || (keepingLines && (scalar == "\n" || scalar == "\t")) {
                escaped.append(scalar)
                continue
            }
            let text: String
            switch scalar {
            case "\n": text = "\\n"
            case "\t": text = "\\t"
            case "\r": text = "\\r"
            default: text = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            escaped.append(contentsOf: text.unicodeScalars)
        }
        return String(escaped)
    }
}

private extension Unicode.Scalar {
    var isControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

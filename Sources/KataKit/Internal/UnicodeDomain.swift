/// The scalars text is drawn from: all of Unicode, with the kinds a lesson's text meets listed
/// so that each is drawn often.
enum UnicodeDomain {
    /// Printable ASCII, the simplest first: lower case, upper case, digits, the space, punctuation.
    static let ascii: [Unicode.Scalar] = {
        let lower = (0x61...0x7A).compactMap(scalar)
        let upper = (0x41...0x5A).compactMap(scalar)
        let digits = (0x30...0x39).compactMap(scalar)
        let rest = (0x20...0x7E).compactMap(scalar)
            .filter { !lower.contains($0) && !upper.contains($0) && !digits.contains($0) }
        return lower + upper + digits + rest
    }()

    /// Every scalar with Unicode's White_Space property (PropList.txt), the space first.
    static let whitespace: [Unicode.Scalar] = ([0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0xA0, 0x1680]
        + Array(0x2000...0x200A) + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000])
        .compactMap(scalar)

    /// Ranges of punctuation and symbols: Latin-1's, General Punctuation, CJK's, full-width forms.
    static let punctuation: [ClosedRange<UInt32>] = [0x21...0x2F, 0xA1...0xBF, 0x2010...0x2027, 0x2030...0x205E,
                                                     0x3001...0x303F, 0xFE10...0xFE19, 0xFF01...0xFF0F]

    /// Combining diacritical marks.
    static let combiningMarks: ClosedRange<UInt32> = 0x300...0x36F

    /// Letters whose case, compatibility form or normalization is not what ASCII teaches.
    static let tricky: [String] = ["é", "É", "ß", "ẞ", "İ", "ı", "ǅ", "ǆ", "Ǆ", "ﬁ", "\u{212A}", "\u{212B}", "Å", "Σ", "σ", "ς",
                                   "ŉ", "Ω", "\u{2126}", "µ", "\u{3BC}", "ÿ", "Ÿ", "ñ", "Ñ", "ø", "Ø", "æ", "Æ", "œ"]

    /// Letters of other scripts: Latin Extended, Greek, Cyrillic, Hebrew, Arabic, Devanagari,
    /// Thai, Hangul syllables and jamo, kana, CJK ideographs.
    static let scripts: [ClosedRange<UInt32>] = [0x100...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x5D0...0x5EA, 0x620...0x64A,
                                                 0x904...0x939, 0xE01...0xE30, 0xAC00...0xD7A3, 0x1100...0x1112,
                                                 0x1161...0x1175, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF]

    /// Scalars beyond the Basic Multilingual Plane: emoji, mathematical letters, CJK extension B,
    /// any other plane's scalar.
    static let beyondBMP: [ClosedRange<UInt32>] = [0x1F300...0x1FAFF, 0x1D400...0x1D7FF, 0x20000...0x2A6DF,
                                                   0x10000...0x10FFFF]

    /// Every scalar of Unicode: controls, private use and unassigned included, surrogates not.
    static let everyScalar: [ClosedRange<UInt32>] = [0x0...0xD7FF, 0xE000...0x10FFFF]

    /// Emoji that are one character of several scalars: flags, families, skin tones, keycaps.
    static let emojiSequences: [String] = ["🇫🇷", "👨‍👩‍👧", "👍🏽", "1️⃣", "🏳️‍🌈", "❤️"]

    /// The scalar of `value`, when it is one.
    private static func scalar(_ value: Int) -> Unicode.Scalar? {
        UInt32(exactly: value).flatMap(Unicode.Scalar.init)
    }

    /// A scalar of one of `ranges`, each range as likely, the first scalar of the first the simplest.
    static func scalar(in ranges: [ClosedRange<UInt32>], _ choices: inout Choices) -> Unicode.Scalar {
        let range = ranges[choices.index(below: ranges.count)]
        let value = range.lowerBound + UInt32(choices.index(below: range.count))
        return Unicode.Scalar(value) ?? " "
    }

    /// A letter of either case followed by one to three combining marks: "é" as "e" + U+0301.
    static func decomposedLetter(_ choices: inout Choices) -> String {
        let letters = ascii.prefix(52)
        var text = String.UnicodeScalarView()
        text.append(letters[letters.startIndex + choices.index(below: letters.count)])
        for _ in 0...choices.index(below: 3) {
            text.append(scalar(in: [combiningMarks], &choices))
        }
        return String(text)
    }
}

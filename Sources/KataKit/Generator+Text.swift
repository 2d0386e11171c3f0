extension Generator where Value == String {
    /// Text from all of Unicode, the simplest "" (then "a"): between `length.lowerBound` and
    /// `length.upperBound` pieces (0 to 2,000 by default, most short, drawn as
    /// ``Generator/size(in:)`` draws a count), each piece a ``piece``: ASCII half of the time,
    /// otherwise White_Space, punctuation, a decomposed or precomposed letter of either case, a
    /// letter of another script, a scalar beyond the BMP, any scalar at all, or a run of inner
    /// spaces. A piece is one or a few scalars, so `String.count` may be less than the pieces
    /// drawn (a combining mark joins the letter before it, "\r" and "\n" make one character).
    ///
    /// ```swift
    /// let name = Generator<String>.text(length: 0...80)
    /// ```
    public static func text(length: ClosedRange<Int> = 0...2_000) -> Generator {
        let count = Generator<Int>.size(in: length)
        let piece = Self.piece
        return Generator { choices in
            let pieces = count.draw(&choices)
            var text = ""
            for _ in 0..<pieces { text += piece.draw(&choices) }
            SearchReport.Drawn.noteText(text)
            return text
        }
    }

    /// Text of White_Space only (every scalar of Unicode's White_Space property), the simplest
    /// "" then " ": a name or a title a lesson calls blank.
    public static func whitespace(length: ClosedRange<Int> = 0...64) -> Generator {
        let count = Generator<Int>.size(in: length)
        let space = Generator<Unicode.Scalar>.element(of: UnicodeDomain.whitespace)
        return Generator { choices in
            let pieces = count.draw(&choices)
            var text = String.UnicodeScalarView()
            for _ in 0..<pieces { text.append(space.draw(&choices)) }
            SearchReport.Drawn.noteText(String(text))
            return String(text)
        }
    }

    /// Text of printable ASCII only (U+0020 to U+007E), the simplest "" then "a": for what a
    /// lesson says is ASCII.
    public static func ascii(length: ClosedRange<Int> = 0...2_000) -> Generator {
        let count = Generator<Int>.size(in: length)
        return Generator { choices in
            let pieces = count.draw(&choices)
            var text = String.UnicodeScalarView()
            for _ in 0..<pieces { text.append(UnicodeDomain.ascii[choices.index(below: UnicodeDomain.ascii.count)]) }
            SearchReport.Drawn.noteText(String(text))
            return String(text)
        }
    }

    /// One piece of text: one to a few scalars, "a" the simplest. Half are printable ASCII (lower
    /// case first, then upper case, digits, the space and punctuation); the others are, evenly,
    /// a White_Space scalar, Unicode punctuation, a letter with one to three combining marks (a
    /// decomposed letter), a precomposed or case-tricky letter ("é", "ß", "İ", "ǅ", "ﬁ", "K"), a
    /// letter of another script, a scalar beyond the BMP or an emoji sequence, any scalar of
    /// Unicode (controls, private use, unassigned included), or a run of two to six inner spaces.
    public static var piece: Generator {
        Generator { choices in
            let kind = choices.index(below: 16)
            switch kind {
            case 0..<8: return String(UnicodeDomain.ascii[choices.index(below: UnicodeDomain.ascii.count)])
            case 8: return String(UnicodeDomain.whitespace[choices.index(below: UnicodeDomain.whitespace.count)])
            case 9: return String(UnicodeDomain.scalar(in: UnicodeDomain.punctuation, &choices))
            case 10: return UnicodeDomain.decomposedLetter(&choices)
            case 11: return UnicodeDomain.tricky[choices.index(below: UnicodeDomain.tricky.count)]
            case 12: return String(UnicodeDomain.scalar(in: UnicodeDomain.scripts, &choices))
            case 13:
                if choices.index(below: 4) == 3 {
                    return UnicodeDomain.emojiSequences[choices.index(below: UnicodeDomain.emojiSequences.count)]
                }
                return String(UnicodeDomain.scalar(in: UnicodeDomain.beyondBMP, &choices))
            case 14: return String(UnicodeDomain.scalar(in: UnicodeDomain.everyScalar, &choices))
            default:
                let run = 2 + choices.index(below: 5)
                var spaces = ""
                for _ in 0..<run {
                    let inner = choices.index(below: 4) == 3
                    spaces.unicodeScalars.append(inner ? UnicodeDomain.whitespace[choices.index(below: UnicodeDomain.whitespace.count)] : " ")
                }
                return spaces
            }
        }
    }
}

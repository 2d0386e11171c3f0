/// An identifier as the Swift compiler writes it in a mangled name: its length and its text
/// (`14TripValidation`), or, when one of its words was written before in the same name or repeats
/// inside it, `0` and the text with those words replaced by references to their first place, as
/// `mangleIdentifier` in swiftlang/swift's `ManglingUtils.h` does (ASCII identifiers only).
///
/// `EggObject_the_size_the_egg` first in a name is `0` then `24EggObject_the_size_the_`, `D`,
/// `4_egg`; after `5Input` (one word more) its `the` is `E`.
enum MangledIdentifier {
    /// The mangled form of `identifier`, after an earlier part of the name whose words are `prior`.
    static func mangled(_ identifier: String, after prior: [String] = []) -> String {
        let text = Array(identifier.utf8)
        guard !text.isEmpty, text.allSatisfy({ $0 < 0x80 }) else { return "\(text.count)\(identifier)" }
        var words = prior.map { Array($0.utf8) }
        var substitutions: [(start: Int, word: Int)] = []
        var wordStart: Int?
        for position in 0...text.count {
            let character: UInt8 = position < text.count ? text[position] : 0
            if let start = wordStart, isWordEnd(character, after: text[position - 1]) {
                let word = Array(text[start..<position])
                if let index = words.firstIndex(of: word) {
                    substitutions.append((start, index))
                } else if word.count >= 2, words.count < 26 {
                    words.append(word)
                }
                wordStart = nil
            }
            if wordStart == nil, isWordStart(character) { wordStart = position }
        }
        guard !substitutions.isEmpty else { return "\(text.count)\(identifier)" }
        var result = "0"
        var position = 0
        let ends = substitutions + [(text.count, -1)]
        for (index, replacement) in ends.enumerated() {
            if position < replacement.start {
                result += "\(replacement.start - position)" + String(decoding: text[position..<replacement.start], as: UTF8.self)
                position = replacement.start
            }
            guard replacement.word >= 0 else { continue }
            position += words[replacement.word].count
            let isLast = index == ends.count - 2
            result += String(UnicodeScalar(UInt8(replacement.word) + (isLast ? UInt8(ascii: "A") : UInt8(ascii: "a"))))
            if isLast && position == text.count { result += "0" }
        }
        return result
    }

    /// The words Swift's mangling remembers from `identifier` (at most 26 in a name, two letters
    /// or more each), given those remembered before.
    static func words(of identifier: String, after prior: [String]) -> [String] {
        let text = Array(identifier.utf8)
        var words = prior
        var wordStart: Int?
        for position in 0...text.count {
            let character: UInt8 = position < text.count ? text[position] : 0
            if let start = wordStart, position > 0, isWordEnd(character, after: text[position - 1]) {
                let word = String(decoding: text[start..<position], as: UTF8.self)
                if !words.contains(word), word.utf8.count >= 2, words.count < 26 { words.append(word) }
                wordStart = nil
            }
            if wordStart == nil, isWordStart(character) { wordStart = position }
        }
        return words
    }

    private static func isWordStart(_ character: UInt8) -> Bool {
        !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character) && character != UInt8(ascii: "_") && character != 0
    }

    private static func isWordEnd(_ character: UInt8, after previous: UInt8) -> Bool {
        if character == UInt8(ascii: "_") || character == 0 { return true }
        let upper = UInt8(ascii: "A")...UInt8(ascii: "Z")
        return !upper.contains(previous) && upper.contains(character)
    }
}

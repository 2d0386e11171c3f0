import Foundation

/// Whether a use of an enum case only matches or compares a value (`case .tooLong:`,
/// `if case .tooLong = error`, `catch TripValidationError.tooLong`, `error == .tooLong`) rather
/// than making one (`throw .tooLong`, `return .tooLong`, `validationError = .tooLong`).
///
/// The index records both as a plain reference to the case, so this reads the learner's code at
/// the place the index gives: the text before the case on its statement (lines that end with a
/// comma continue it, as in `case .emptyName,⏎ .tooLong:`) and the text after it.
enum MatchingUse {
    /// - Parameters:
    ///   - lines: The file's lines.
    ///   - line: The 1-based line of the use.
    ///   - column: The 1-based UTF-8 column of the case's name.
    static func isMatch(in lines: [Substring], line: Int, column: Int) -> Bool {
        guard lines.indices.contains(line - 1) else { return false }
        let text = lines[line - 1].utf8
        guard column - 1 <= text.count else { return false }
        var before = String(decoding: text.prefix(column - 1), as: UTF8.self)
        var previous = line - 2
        while previous >= 0, line - previous <= 6,
              lines[previous].trimmingTrailingSpaces.hasSuffix(",") {
            before = lines[previous] + " " + before
            previous -= 1
        }
        let after = String(decoding: text.dropFirst(column - 1), as: UTF8.self)
        return isPattern(before: before) || isComparison(before: before, after: after)
    }

    /// `case ` or `catch ` opens the pattern, and nothing since assigns or opens a body.
    private static func isPattern(before: String) -> Bool {
        for keyword in ["case", "catch"] {
            guard let start = before.lastWordRange(keyword) else { continue }
            let pattern = before[start.upperBound...]
            if !pattern.contains(where: { "={};".contains($0) }) { return true }
        }
        return false
    }

    /// `==`, `!=` or `~=` just before the case (and its type's name), or just after it.
    private static func isComparison(before: String, after: String) -> Bool {
        var head = Substring(before.trimmingTrailingSpaces)
        while let last = head.last, last.isLetter || last.isNumber || last == "_" || last == "." { head.removeLast() }
        let operators = ["==", "!=", "~="]
        if operators.contains(where: { head.trimmingTrailingSpaces.hasSuffix($0) }) { return true }
        var tail = Substring(after)
        while let first = tail.first, first.isLetter || first.isNumber || first == "_" { tail.removeFirst() }
        let rest = tail.drop { $0 == " " }
        return operators.contains { rest.hasPrefix($0) }
    }
}

private extension StringProtocol {
    var trimmingTrailingSpaces: Substring {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }

    /// The range of the last occurrence of `word` as a whole word.
    func lastWordRange(_ word: String) -> Range<Index>? {
        var end = endIndex
        while let range = self[startIndex..<end].range(of: word, options: .backwards) {
            let isStart = range.lowerBound == startIndex || !isIdentifier(self[index(before: range.lowerBound)])
            let isEnd = range.upperBound == endIndex || !isIdentifier(self[range.upperBound])
            if isStart && isEnd { return range }
            end = range.lowerBound
        }
        return nil
    }

    private func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}

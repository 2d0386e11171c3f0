import KataKit
/// What a check printed, within bounds: the first and the last `limit` bytes, and how many
/// were cut between them. Appending costs time in proportion to the bytes appended, however
/// much the check prints.
struct CapturedOutput {
    /// The bytes kept at each end.
    let limit: Int
    private var head: [UInt8] = []
    /// The last bytes; up to twice `limit` before it is trimmed, so trimming stays rare.
    private var tail: [UInt8] = []
    /// Every byte appended so far.
    private(set) var count = 0

    init(limit: Int = 8 * 1024) {
        self.limit = limit
    }

    /// The markers of the effects the code tried, which the check's supervisor wrote (see
    /// ``EffectMarker``): found as the output comes, so that none is lost in the bytes cut.
    private(set) var effects = EffectMarker.Scanner()

    mutating func append(_ bytes: some Collection<UInt8>) {
        effects.scan(bytes)
        count += bytes.count
        var rest = bytes[...]
        if head.count < limit {
            let taken = rest.prefix(limit - head.count)
            head += taken
            rest = rest.dropFirst(taken.count)
        }
        tail += rest
        if tail.count > 2 * limit { tail.removeFirst(tail.count - limit) }
    }

    /// The text, with invalid UTF-8 repaired and a line that says how much was cut.
    var text: String {
        let text = keptText
        guard !effects.codes.isEmpty else { return text }
        // Without the supervisor's markers: the failures say what they marked.
        var plain = text
        for code in effects.codes {
            plain = plain.replacingOccurrences(of: String(decoding: EffectMarker.bytes(of: code), as: UTF8.self), with: "")
        }
        return plain
    }

    private var keptText: String {
        guard count > head.count + tail.count || tail.count > limit else {
            return String(decoding: head + tail, as: UTF8.self)
        }
        let kept = Self.startingAtCharacter(tail.suffix(limit))
        let start = Self.endingAtCharacter(head[...])
        let cut = count - start.count - kept.count
        return String(decoding: start, as: UTF8.self) + "\n[… \(cut) bytes cut …]\n" + String(decoding: kept, as: UTF8.self)
    }

    /// Without the continuation bytes of a character cut at the start.
    private static func startingAtCharacter(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        bytes.dropFirst(bytes.prefix(3).prefix(while: isContinuation).count)
    }

    /// Without the first bytes of a character cut at the end.
    private static func endingAtCharacter(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let lead = bytes.suffix(4).lastIndex(where: { !isContinuation($0) }) else { return bytes }
        let length = bytes[lead] < 0x80 ? 1 : bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2
        return bytes.endIndex - lead < length ? bytes[..<lead] : bytes
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}

/// A piece of code's fingerprints, in the manner of winnowing (Schleimer, Wilkerson and Aiken,
/// "Winnowing: local algorithms for document fingerprinting", 2003, the method of MOSS): every
/// run of ``kGramSize`` normalised tokens (see ``NormalisedTokens``) is hashed, and of every
/// ``windowSize`` consecutive hashes the smallest is kept. Two pieces of code that share a run of
/// at least `kGramSize + windowSize - 1` tokens share a fingerprint, whatever their names,
/// literals, comments and layout; runs shorter than ``kGramSize`` are never matched.
struct Fingerprints: Equatable, Sendable {
    /// Tokens per k-gram: a run this long is the least that two pieces of code can share.
    static let kGramSize = 10
    /// K-grams per window: any shared run of `kGramSize + windowSize - 1` tokens is found.
    static let windowSize = 5

    private(set) var hashes: Set<UInt64> = []

    var count: Int { hashes.count }
    var isEmpty: Bool { hashes.isEmpty }

    init(hashes: Set<UInt64> = []) {
        self.hashes = hashes
    }

    /// The fingerprints of several files, each read on its own (no k-gram spans two files).
    init(files: [String]) {
        for file in files { hashes.formUnion(Self.winnow(NormalisedTokens.of(file))) }
    }

    /// The fingerprints of one list of tokens.
    static func winnow(_ tokens: [String], kGramSize: Int = kGramSize, windowSize: Int = windowSize) -> Set<UInt64> {
        let kGrams = kGrams(tokens, kGramSize: kGramSize)
        guard !kGrams.isEmpty else { return [] }
        guard kGrams.count > windowSize else { return [kGrams.min() ?? 0] }
        var kept: Set<UInt64> = []
        for start in 0...(kGrams.count - windowSize) {
            if let smallest = kGrams[start..<(start + windowSize)].min() { kept.insert(smallest) }
        }
        return kept
    }

    /// The hash of every run of `kGramSize` tokens, by where it starts: none when there are fewer.
    static func kGrams(_ tokens: [String], kGramSize: Int = kGramSize) -> [UInt64] {
        guard tokens.count >= kGramSize else { return [] }
        return (0...(tokens.count - kGramSize)).map { start -> UInt64 in
            var hash = FNV1a()
            for token in tokens[start..<(start + kGramSize)] { hash.add(token) }
            return hash.value
        }
    }

    /// These fingerprints without `other`'s (the starter's code, which every learner was given).
    func subtracting(_ other: Fingerprints) -> Fingerprints {
        Fingerprints(hashes: hashes.subtracting(other.hashes))
    }

    /// How many fingerprints the two share.
    func shared(with other: Fingerprints) -> Int {
        hashes.intersection(other.hashes).count
    }

    /// The share of the smaller set's fingerprints found in the other, 0 to 100: code copied and
    /// then padded with more code still reads as the copy it is. 0 when either is empty.
    func similarity(to other: Fingerprints) -> Double {
        let smaller = min(count, other.count)
        guard smaller > 0 else { return 0 }
        return Double(shared(with: other)) / Double(smaller) * 100
    }
}

/// Suggests what the user probably meant when they typed a name that does not exist.
enum EditDistance {
    /// The candidate closest to `input`, if it is close enough to be a typo.
    static func closest(to input: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(input.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = max(2, best.0.count / 3)
        if best.1 <= limit { return best.0 }
        // A prefix is a suggestion too: `trip` → `trip-validation`.
        return candidates.first { !input.isEmpty && $0.hasPrefix(input.lowercased()) }
    }

    /// The Levenshtein distance between two strings.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}

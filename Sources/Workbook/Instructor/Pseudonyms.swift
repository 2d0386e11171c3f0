/// `--anonymous`: a stable pseudonym for each learner ("Learner 417"), for a page on a projector.
///
/// A learner's number comes from a hash of their name (FNV-1a, the same on every machine and at
/// every run), not from their place in the list: the same names give the same numbers at every
/// reload, and someone joining or leaving does not renumber the others. Two names whose hashes
/// meet take the next free numbers, in the order of their names.
enum Pseudonyms {
    /// The pseudonym of each name.
    static func assign(_ names: [String]) -> [String: String] {
        let unique = Array(Set(names))
        let slots = max(999, unique.count * 10)
        var taken: Set<Int> = []
        var pseudonyms: [String: String] = [:]
        let ordered = unique.map { (name: $0, number: Int(fnv1a($0) % UInt64(slots)) + 1) }.sorted { ($0.number, $0.name) < ($1.number, $1.name) }
        for (name, wanted) in ordered {
            var number = wanted
            while taken.contains(number) { number = number % slots + 1 }
            taken.insert(number)
            pseudonyms[name] = "Learner \(number)"
        }
        return pseudonyms
    }

    /// The 64-bit FNV-1a hash of the text's UTF-8 bytes.
    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

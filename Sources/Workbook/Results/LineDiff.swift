/// The lines one text removes and the other adds, by longest common subsequence: what the
/// footprint of a change counts (kata files are small: the table is at most a few hundred lines
/// square).
enum LineDiff {
    /// 1-based line numbers: removed from `old`, added in `new`. A changed line is one of each.
    static func changedLines(from old: String?, to new: String?) -> (removed: [Int], added: [Int]) {
        let a = lines(old), b = lines(new)
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var removed: [Int] = [], added: [Int] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                removed.append(i + 1)
                i += 1
            } else {
                added.append(j + 1)
                j += 1
            }
        }
        return (removed, added)
    }

    /// A text's lines, without the empty one after a final line break.
    static func lines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

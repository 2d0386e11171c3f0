import Foundation

/// A unified diff of two texts, as `diff -u` prints it, made without any other tool.
enum UnifiedDiff {
    /// - Parameters:
    ///   - old: The old text, or nil when the file does not exist.
    ///   - new: The new text, or nil when the file does not exist.
    /// - Returns: The diff's lines, with `---`/`+++` headers and `@@` hunks; empty when equal.
    static func make(from old: String?, to new: String?, oldName: String, newName: String, context: Int = 3) -> [String] {
        let a = lines(old), b = lines(new)
        guard a != b else { return [] }
        let edits = script(a, b)
        var output = ["--- \(oldName)", "+++ \(newName)"]
        // Group the edits into hunks: changes with up to `context` equal lines around them.
        var index = 0
        while index < edits.count {
            guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .equal }) else { break }
            var start = max(index, firstChange - context)
            if start < index { start = index }
            var end = firstChange
            while end < edits.count {
                if edits[end].kind != .equal { end += 1; continue }
                let nextChange = edits[end...].firstIndex { $0.kind != .equal }
                guard let nextChange, nextChange - end <= 2 * context else { break }
                end = nextChange
            }
            end = min(edits.count, end + context)
            let hunk = edits[start..<end]
            let oldStart = hunk.first?.oldLine ?? 0, newStart = hunk.first?.newLine ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output.append("@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@")
            for edit in hunk {
                switch edit.kind {
                case .equal: output.append(" " + edit.text)
                case .delete: output.append("-" + edit.text)
                case .insert: output.append("+" + edit.text)
                }
            }
            index = end
        }
        return output
    }

    /// The two texts in two columns, changed lines marked: `|` changed, `<` only in the old
    /// text, `>` only in the new one; for reading on a projector.
    static func sideBySide(_ old: String?, _ new: String?, width: Int) -> [String] {
        let column = max(20, (width - 3) / 2)
        func cell(_ text: String?) -> String {
            let text = (text ?? "").replacingOccurrences(of: "\t", with: "    ")
            let cut = text.count > column ? String(text.prefix(column - 1)) + "…" : text
            return cut + String(repeating: " ", count: column - cut.count)
        }
        var rows: [String] = []
        var deleted: [String] = [], inserted: [String] = []
        func flush() {
            for index in 0..<max(deleted.count, inserted.count) {
                let left = index < deleted.count ? deleted[index] : nil
                let right = index < inserted.count ? inserted[index] : nil
                let mark = left == nil ? ">" : right == nil ? "<" : "|"
                rows.append("\(cell(left)) \(mark) \(cell(right))")
            }
            deleted = []
            inserted = []
        }
        for edit in script(lines(old), lines(new)) {
            switch edit.kind {
            case .delete: deleted.append(edit.text)
            case .insert: inserted.append(edit.text)
            case .equal:
                flush()
                rows.append("\(cell(edit.text))   \(cell(edit.text))")
            }
        }
        flush()
        return rows.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    private struct Edit {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        var text: String
        /// 1-based line numbers in the old and new text where this edit stands.
        var oldLine: Int
        var newLine: Int
    }

    private static func lines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script by longest common subsequence (kata files are small).
    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(Edit(kind: .equal, text: a[i], oldLine: i + 1, newLine: j + 1))
                i += 1; j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                edits.append(Edit(kind: .delete, text: a[i], oldLine: i + 1, newLine: j + 1))
                i += 1
            } else {
                edits.append(Edit(kind: .insert, text: b[j], oldLine: i + 1, newLine: j + 1))
                j += 1
            }
        }
        return edits
    }
}

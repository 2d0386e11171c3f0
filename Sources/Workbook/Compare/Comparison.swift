import Foundation

/// Katas' code side by side: one row per kata, or per part of a kata that keeps each version
/// in its own folder (`Reducer/`, `PlainViewModel/`, …).
struct Comparison: Equatable, Sendable {
    struct Row: Equatable, Sendable {
        var name: String
        var path: String
        var size: CodeSize
    }

    var rows: [Row]

    /// Measures the katas' solutions (or the learner's code): with one kata, each top-level
    /// folder gets a row of its own, then the whole.
    static func measure(_ katas: [KataInfo], root: URL, solution: Bool) throws -> Comparison {
        var rows: [Row] = []
        for kata in katas {
            let path = kata.sourcesPath(solution: solution)
            let folder = root.appendingPathComponent(path)
            if katas.count == 1 {
                let parts = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { name in
                    var isDirectory: ObjCBool = false
                    return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
                        && isDirectory.boolValue
                }
                for part in parts {
                    rows.append(Row(name: "\(kata.id)/\(part)", path: "\(path)/\(part)",
                                    size: try CodeSize.measure(folder.appendingPathComponent(part))))
                }
            }
            rows.append(Row(name: kata.id, path: path, size: try CodeSize.measure(folder)))
        }
        return Comparison(rows: rows)
    }

    /// A Markdown table, for lessons and slides.
    var markdown: String {
        var lines = [
            "| code | files | lines | types | protocols | message cases |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let size = row.size
            lines.append("| `\(row.path.escapingControlCharacters())` | \(size.files) | \(size.lines) | \(size.types) | \(size.protocols) | \(size.messageCases) |")
        }
        return lines.joined(separator: "\n")
    }
}

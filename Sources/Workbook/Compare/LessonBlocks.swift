import Foundation

/// The measured tables that lessons embed between `<!-- kata <kind>: ids -->` and
/// `<!-- end kata <kind> -->`, so that the numbers a lesson quotes stay true: `compare` (the
/// reference solutions' sizes) and `footprint` (what each change request cost the reference).
enum LessonBlocks {
    enum Kind: String, CaseIterable, Sendable {
        case compare, footprint

        var opening: String { "<!-- kata \(rawValue):" }
        var endMarker: String { "<!-- end kata \(rawValue) -->" }
    }

    /// The ids named by each block of `kind` in a lesson, in order.
    static func blocks(in lesson: String, kind: Kind = .compare) -> [[String]] {
        lesson.components(separatedBy: "\n").compactMap { ids(opened: $0, kind: kind) }
    }

    /// The lesson with the content of every block of `kind` replaced by `table(ids)`.
    static func filling(_ lesson: String, kind: Kind = .compare, table: ([String]) throws -> String) rethrows -> String {
        var output: [String] = []
        var skipping = false
        for line in lesson.components(separatedBy: "\n") {
            if skipping {
                if line == kind.endMarker {
                    output.append(line)
                    skipping = false
                }
                continue
            }
            output.append(line)
            if let ids = ids(opened: line, kind: kind) {
                output.append(try table(ids))
                skipping = true
            }
        }
        return output.joined(separator: "\n")
    }

    /// The ids of the block `line` opens, if it opens one of `kind`.
    private static func ids(opened line: String, kind: Kind) -> [String]? {
        guard line.hasPrefix(kind.opening), line.hasSuffix("-->") else { return nil }
        return line.dropFirst(kind.opening.count).dropLast(3).split(separator: " ").map(String.init)
    }
}

import Foundation

/// The measured tables that lessons embed between `<!-- kata compare: ids -->` and
/// `<!-- end kata compare -->`, so that the numbers a lesson quotes stay true.
enum LessonBlocks {
    static let endMarker = "<!-- end kata compare -->"

    /// The ids named by each block of a lesson, in order.
    static func blocks(in lesson: String) -> [[String]] {
        lesson.components(separatedBy: "\n").compactMap { line in
            guard line.hasPrefix("<!-- kata compare:"), line.hasSuffix("-->") else { return nil }
            return line.dropFirst("<!-- kata compare:".count).dropLast(3)
                .split(separator: " ").map(String.init)
        }
    }

    /// The lesson with every block's content replaced by `table(ids)`.
    static func filling(_ lesson: String, table: ([String]) throws -> String) rethrows -> String {
        var output: [String] = []
        var skipping = false
        for line in lesson.components(separatedBy: "\n") {
            if skipping {
                if line == endMarker {
                    output.append(line)
                    skipping = false
                }
                continue
            }
            output.append(line)
            if line.hasPrefix("<!-- kata compare:"), line.hasSuffix("-->") {
                let ids = line.dropFirst("<!-- kata compare:".count).dropLast(3).split(separator: " ").map(String.init)
                output.append(try table(ids))
                skipping = true
            }
        }
        return output.joined(separator: "\n")
    }
}

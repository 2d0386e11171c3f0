import Foundation

/// `kata grade <class folder> --format csv --canvas <export.csv>`: the class's grades as a file
/// Canvas imports as it is (Grades → Import), made from Canvas's own gradebook export.
///
/// Canvas finds its students by the columns of its export (`Student`, `ID`, `SIS User ID`,
/// `SIS Login ID`, `Section`), so the file keeps them as exported, row for row, and adds one
/// assignment column: each student's total, found by their SIS Login ID (the name of their
/// folder in the class folder), blank for a student with no submission (Canvas leaves a blank
/// grade as it was). The column is an existing assignment of the export when its title matches
/// (`Architecture katas (1234)`: Canvas then matches it by its id), else a new assignment, whose
/// points possible the `Points Possible` row gives. Every other column (other assignments, the
/// read-only scores) is left out: Canvas imports only the columns a file has.
enum CanvasGradebook {
    struct Filled: Equatable, Sendable {
        var csv: String
        /// Learners who are not in the export, and how many students have no submission.
        var warnings: [String]
    }

    static let defaultAssignment = "Architecture katas"

    /// The import file, from Canvas's export and the class's gradebook.
    ///
    /// - Throws: ``InstructorError`` when the export is not a Canvas gradebook export with a
    ///   `SIS Login ID` column.
    static func fill(export text: String, gradebook: Gradebook, assignment: String = defaultAssignment) throws -> Filled {
        let rows = CSVText.rows(of: text)
        guard let header = rows.first, header.count > 3, header[0].contains("Student"), header[1].contains("ID"),
              let section = header.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Section" }) else {
            throw InstructorError("the file given to --canvas is not a Canvas gradebook export: its header must start with Student, ID and have a Section column "
                                  + "(in Canvas: Grades → Export → Export Entire Gradebook)", isUsage: true)
        }
        guard let login = header[..<section].firstIndex(where: { $0.range(of: #"SIS\s+Login\s+ID"#, options: .regularExpression) != nil }) else {
            throw InstructorError("Canvas's export has no SIS Login ID column, by which each learner's folder is found: export the gradebook as a teacher "
                                  + "whose role may see SIS data, or ask your Canvas admin", isUsage: true)
        }
        let identity = section + 1
        // An existing assignment: its title alone, or its title and id, "Architecture katas (1234)".
        let existing = header[identity...].first { column in
            column == assignment || (column.hasPrefix(assignment + " (") && column.hasSuffix(")")
                && column.dropFirst(assignment.count + 2).dropLast().allSatisfy(\.isNumber))
        }
        let totals = Dictionary(gradebook.rows.map { ($0.learner, $0.total) }, uniquingKeysWith: { first, _ in first })
        var found: Set<String> = []
        var missing = 0
        var lines = [Array(header[..<identity]) + [existing ?? assignment]]
        for row in rows.dropFirst() {
            let cells = Array(row.prefix(identity)) + Array(repeating: "", count: max(0, identity - row.count))
            if cells[0].contains("Points Possible") {
                lines.append(cells + [Gradebook.number(gradebook.maxTotal)])
                continue
            }
            // Canvas's rows of muted or manually posted assignments carry no student.
            if row.allSatisfy({ $0.range(of: #"^\s*(Muted|Manual Posting.*)?\s*$"#, options: [.regularExpression, .caseInsensitive]) != nil }) { continue }
            let key = cells[login]
            if let total = totals[key] {
                found.insert(key)
                lines.append(cells + [Gradebook.number(total)])
            } else {
                missing += 1
                lines.append(cells + [""])
            }
        }
        if !lines.contains(where: { $0[0].contains("Points Possible") }) {
            lines.insert(["Points Possible"] + Array(repeating: "", count: identity - 1) + [Gradebook.number(gradebook.maxTotal)], at: 1)
        }
        var warnings = gradebook.rows.map(\.learner).filter { !found.contains($0) }.map {
            "\($0.escapingControlCharacters()) is not in Canvas's export (no student with that SIS Login ID): not in the import file"
        }
        if missing > 0 { warnings.append("\(missing) student\(missing == 1 ? "" : "s") of Canvas's export handed in nothing here: left blank, so Canvas keeps what they have") }
        let csv = lines.map { $0.map(CSVText.field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
        return Filled(csv: csv, warnings: warnings)
    }
}

/// RFC 4180 text: reading the rows of a file another program wrote, and writing a field.
enum CSVText {
    /// The rows of `text`: fields split on commas, quoted fields with their `""` read as `"`, lines
    /// ended by CRLF or LF; a byte-order mark at the start and blank lines are dropped.
    static func rows(of text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = text.unicodeScalars.makeIterator()
        var pending = characters.next()
        if pending == "\u{FEFF}" { pending = characters.next() }
        func endRow() {
            row.append(field)
            field = ""
            if !(row.count == 1 && row[0].isEmpty) { rows.append(row) }
            row = []
        }
        while let scalar = pending {
            pending = characters.next()
            if quoted {
                if scalar == "\"" {
                    if pending == "\"" {
                        field.unicodeScalars.append("\"")
                        pending = characters.next()
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"": quoted = true
            case ",":
                row.append(field)
                field = ""
            case "\r" where pending == "\n": continue
            case "\n", "\r": endRow()
            default: field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !row.isEmpty { endRow() }
        return rows
    }

    /// A field, quoted when it holds a comma, a quote or a line break (the quotes doubled).
    static func field(_ text: String) -> String {
        text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}

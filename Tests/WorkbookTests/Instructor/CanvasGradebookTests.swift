import XCTest
@testable import Workbook

/// The file `kata grade <class folder> --format csv --canvas <export.csv>` writes, read as Canvas
/// reads an import.
///
/// The rules below are Canvas's, not ours: read from Canvas's own importer,
/// `app/models/gradebook_importer.rb` in instructure/canvas-lms (`row_has_student_headers?`,
/// `update_column_count`, `header?`, `check_for_non_student_row`, `process_student`,
/// `parse_assignments`), and from the published guide "Import a CSV File to Carmen Grades"
/// (teaching.resources.osu.edu/toolsets/carmencanvas/guides/calculating-final-grades/import-csv-file-carmen-grades):
/// "The CSV file you import … has four required components: Student Name … OR Student ID OR
/// Student SIS User ID …; SIS Login ID …; Section …; Assignment Name", "New assignment columns in
/// the Gradebook generate new assignments", and, for large courses, upload "only the columns in
/// which changes were made".
final class CanvasGradebookTests: XCTestCase {
    /// Canvas's export, in the shape its importer reads: the student columns, assignments as
    /// `Title (id)`, read-only score columns, the `Points Possible` row, and Canvas's test student.
    let export = """
        Student,ID,SIS User ID,SIS Login ID,Section,Week 1 quiz (201),Architecture katas (202),Current Score,Unposted Current Score,Final Score\r
            Points Possible,,,,,10.00,100.00,(read only),(read only),(read only)\r
        "Lovelace, Ada",1001,s-1001,ada,Section A,9.00,,90.00,90.00,90.00\r
        "Hopper, Grace",1002,s-1002,grace,Section A,8.00,,80.00,80.00,80.00\r
        "Turing, Alan",1003,s-1003,alan,Section B,7.00,,70.00,70.00,70.00\r
        "Student, Test",1004,,,Section A,,,,,\r

        """

    func gradebook() -> Gradebook {
        var gradebook = Gradebook(katas: [], act: .one)
        gradebook.maxTotal = 100
        gradebook.rows = [.init(learner: "ada", points: [], total: 87.5), .init(learner: "grace", points: [], total: 42),
                          .init(learner: "zed", points: [], total: 10)]
        return gradebook
    }

    /// What Canvas's importer makes of a file, by its rules (see the class's comment).
    struct CanvasImport {
        var assignments: [String] = []
        var pointsPossible: [String] = []
        /// Each student's ID, SIS Login ID and grades, in the assignments' order.
        var students: [(id: String, login: String?, grades: [String])] = []

        init(_ text: String) throws {
            let rows = CSVText.rows(of: text)
            let header = try XCTUnwrap(rows.first)
            // row_has_student_headers?: more than 3 columns, "Student" then "ID".
            XCTAssertTrue(header.count > 3 && header[0].contains("Student") && header[1].contains("ID"), "header: \(header)")
            // update_column_count: name, ID, then SIS Login ID alone, or SIS User ID and SIS Login ID
            // (Integration ID, Root Account after them), then Section.
            var studentColumns = 3
            var loginColumn: Int?
            func matches(_ index: Int, _ pattern: String) -> Bool {
                index < header.count && header[index].range(of: pattern, options: .regularExpression) != nil
            }
            if matches(2, #"SIS\s+Login\s+ID"#) {
                loginColumn = 2
                studentColumns += 1
            } else if matches(2, #"SIS\s+User\s+ID"#) && matches(3, #"SIS\s+Login\s+ID"#) {
                let integration = matches(4, #"Integration\s+ID"#) ? 1 : 0
                loginColumn = 3
                studentColumns += 2 + integration
                if matches(4 + integration, #"Root\s+Account"#) { studentColumns += 1 }
            }
            // header?: the last student column is the Section.
            XCTAssertTrue(header[studentColumns - 1].contains("Section"), "the last student column is \(header[studentColumns - 1])")
            let nonAssignment = ["Current Score", "Current Points", "Current Grade", "Final Score", "Final Points", "Final Grade",
                                 "Override Score", "Override Grade", "Override Status"]
            let assignmentColumns = header.indices.dropFirst(studentColumns).filter { index in !nonAssignment.contains { header[index].contains($0) } }
            assignments = assignmentColumns.map { header[$0] }
            for row in rows.dropFirst() {
                if row[0].contains("Points Possible") {
                    pointsPossible = assignmentColumns.map { $0 < row.count ? row[$0] : "" }
                } else if row.allSatisfy({ $0.range(of: #"^\s*(Muted|Manual Posting.*)?\s*$"#, options: [.regularExpression, .caseInsensitive]) != nil }) {
                    continue
                } else {
                    students.append((row[1], loginColumn.map { row[$0] }, assignmentColumns.map { $0 < row.count ? row[$0] : "" }))
                }
            }
        }
    }

    func testAnExistingAssignmentIsFilledByLoginAndMatchedByItsId() throws {
        let filled = try CanvasGradebook.fill(export: export, gradebook: gradebook())
        let read = try CanvasImport(filled.csv)
        XCTAssertEqual(read.assignments, ["Architecture katas (202)"], "the export's own column, so Canvas matches it by id (Assignment.title_and_id)")
        XCTAssertEqual(read.pointsPossible, ["100.00"])
        XCTAssertEqual(read.students.map(\.id), ["1001", "1002", "1003", "1004"], "every student as exported, by Canvas's ID")
        XCTAssertEqual(read.students.map(\.login), ["ada", "grace", "alan", ""])
        XCTAssertEqual(read.students.map(\.grades), [["87.50"], ["42.00"], [""], [""]], "blank where nothing was handed in")
        XCTAssertEqual(filled.warnings, ["zed is not in Canvas's export (no student with that SIS Login ID): not in the import file",
                                         "2 students of Canvas's export handed in nothing here: left blank, so Canvas keeps what they have"])
        XCTAssertTrue(filled.csv.hasPrefix("Student,ID,SIS User ID,SIS Login ID,Section,Architecture katas (202)\r\n    Points Possible,,,,,100.00\r\n\"Lovelace, Ada\",1001,"),
                      filled.csv)
        XCTAssertFalse(filled.csv.contains("Week 1 quiz"), "only the column that changes")
    }

    func testANewAssignmentGetsItsPointsPossible() throws {
        let bare = "Student,ID,SIS Login ID,Section\n\"Lovelace, Ada\",1001,ada,Section A\n"
        let filled = try CanvasGradebook.fill(export: bare, gradebook: gradebook(), assignment: "Katas, round 2")
        let read = try CanvasImport(filled.csv)
        XCTAssertEqual(read.assignments, ["Katas, round 2"], "a new assignment (new_record in parse_assignments)")
        XCTAssertEqual(read.pointsPossible, ["100.00"], "its points possible (process_pp)")
        XCTAssertEqual(read.students.map(\.grades), [["87.50"]])
    }

    func testAnExportThatIsNotCanvassIsRefused() {
        XCTAssertThrowsError(try CanvasGradebook.fill(export: "Username,mixed,Total\nada,1,1\n", gradebook: gradebook())) { error in
            XCTAssertTrue("\(error)".contains("not a Canvas gradebook export"), "\(error)")
        }
        XCTAssertThrowsError(try CanvasGradebook.fill(export: "Student,ID,SIS User ID,Section\nAda,1,s1,A\n", gradebook: gradebook())) { error in
            XCTAssertTrue("\(error)".contains("no SIS Login ID column"), "\(error)")
        }
    }

    func testCSVTextReadsQuotesLineBreaksAndAByteOrderMark() {
        XCTAssertEqual(CSVText.rows(of: "\u{FEFF}a,\"b, \"\"c\"\"\"\r\n\"d\ne\",f\n\n"), [["a", "b, \"c\""], ["d\ne", "f"]])
        XCTAssertEqual(CSVText.field("Lovelace, Ada"), "\"Lovelace, Ada\"")
    }
}

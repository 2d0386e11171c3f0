import Foundation

/// A class's grades, as `kata grade <class folder>` writes them: a row per learner (the name of
/// their folder), a column per kata (per kata and act with `--act 2`, for each kata with a
/// change request), and the total, which is the score every platform records for that learner
/// alone (``GradeResults/score``).
struct Gradebook: Equatable, Sendable {
    struct Column: Equatable, Sendable {
        var kata: String
        /// The act whose points the column holds; nil: the kata's whole points.
        var act: KataInfo.Act?
        /// The kata's id, or `<id> act 1` and `<id> act 2` for a kata graded on both acts.
        var title: String
        /// Read from the first learner graded.
        var maxPoints: Double = 0
    }

    struct Row: Equatable, Sendable {
        var learner: String
        /// One figure per column.
        var points: [Double]
        var total: Double
        /// Why a learner's grade is not what their code earned (a folder that cannot be read),
        /// or what the grade names that an instructor wants to see (the workbook's own files edited).
        var note: String?
    }

    var columns: [Column]
    var maxTotal: Double = 0
    var rows: [Row] = []

    /// The columns of a class graded in `act`: one per kata (its whole points, as the platforms
    /// record them), two for a kata with a change request graded on both acts (each act's share).
    init(katas: [KataInfo], act: KataInfo.Act) {
        columns = katas.flatMap { kata -> [Column] in
            guard act == .two, kata.change != nil else { return [Column(kata: kata.id, act: nil, title: kata.id)] }
            return [Column(kata: kata.id, act: .one, title: "\(kata.id) act 1"), Column(kata: kata.id, act: .two, title: "\(kata.id) act 2")]
        }
    }

    /// Adds a learner's row from their grade.
    mutating func add(_ learner: String, results: GradeResults, note: String? = nil) {
        if rows.allSatisfy({ $0.note?.hasPrefix(Self.ungraded) == true }) {
            for index in columns.indices { columns[index].maxPoints = Self.points(of: columns[index], in: results, maximum: true) }
            maxTotal = Double(results.maxScore)
        }
        rows.append(Row(learner: learner, points: columns.map { Self.points(of: $0, in: results, maximum: false) },
                        total: Double(results.score), note: note))
    }

    /// Adds a learner who could not be graded: 0 everywhere, and why.
    mutating func addUngraded(_ learner: String, because reason: String) {
        rows.append(Row(learner: learner, points: columns.map { _ in 0 }, total: 0, note: Self.ungraded + reason))
    }

    static let ungraded = "not graded: "

    /// A column's figure: the kata's whole points, or an act's share of them.
    static func points(of column: Column, in results: GradeResults, maximum: Bool) -> Double {
        guard let score = results.scores.first(where: { $0.kata == column.kata }) else { return 0 }
        guard let act = column.act else { return Double(maximum ? score.max : score.earned) }
        if maximum {
            return GradeResults.rounded(results.tests.filter { $0.kata == column.kata && $0.act == act }.reduce(0) { $0 + $1.maxScore })
        }
        return GradeResults.rounded(score.byAct[act] ?? 0)
    }

    /// RFC 4180 CSV: a header row (`Username`, the columns, `Total`), then a row per learner;
    /// numbers with a dot and two decimals; lines end with CRLF. A learner's name keeps its
    /// control characters as escapes, as the terminal shows them (`cat grades.csv` is safe).
    var csv: String {
        let header = ["Username"] + columns.map(\.title) + ["Total"]
        let lines = [header.map(Self.field)] + rows.map { row in
            [Self.field(row.learner.escapingControlCharacters())] + row.points.map(Self.number) + [Self.number(row.total)]
        }
        return lines.map { $0.joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// A field quoted when it holds a comma, a quote, a line break or leading or trailing spaces;
    /// a field that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`) gets a `'` first.
    static func field(_ text: String) -> String {
        var text = text
        if let first = text.first, "=+-@\t\r".contains(first) { text = "'" + text }
        let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" } || text.hasPrefix(" ") || text.hasSuffix(" ")
        return needsQuotes ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    /// `12.5` → `12.50`, whatever the locale.
    static func number(_ value: Double) -> String {
        String(format: "%.2f", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    /// A table for the terminal: a line per learner, the points of each column and the total,
    /// and the notes under it.
    var table: String {
        let header = ["learner"] + columns.map(\.title) + ["total"]
        let maxima = ["(of)"] + columns.map { Self.number($0.maxPoints) } + [Self.number(maxTotal)]
        let body = rows.map { row in [row.learner.escapingControlCharacters()] + row.points.map(Self.number) + [Self.number(row.total)] }
        let all = [header, maxima] + body
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let lines = all.map { cells in
            cells.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        let notes = rows.compactMap { row in row.note.map { "\(row.learner.escapingControlCharacters()): \($0.escapingControlCharacters())" } }
        return (lines + (notes.isEmpty ? [] : [""] + notes)).joined(separator: "\n")
    }
}

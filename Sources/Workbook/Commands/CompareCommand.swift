import Foundation

/// `kata compare <kata>…`: the katas' code side by side, as numbers.
struct CompareCommand: Command {
    static let mine = CommandSpec.Option(name: "mine", help: "Measure your code in Katas/ instead of the reference solutions.")
    static let markdown = CommandSpec.Option(name: "markdown", help: "Print a Markdown table, for slides and lessons.")
    static let change = CommandSpec.Option(name: "change", help: "What each kata's change request cost: your footprint (once its second act passed) beside the reference's.")
    static let updateLessons = CommandSpec.Option(name: "update-lessons", help: "Rewrite the measured tables in every lesson (for kata authors).")
    static let spec = CommandSpec(
        name: "compare",
        abstract: "Show katas' code side by side as numbers: files, lines, types, protocols, message cases.",
        discussion: "Measured from the sources each time. With one kata, each of its folders (one per version, for login-reducer) gets a row.",
        argument: .init(name: "kata", help: "The katas to compare.", isRequired: false, isVariadic: true),
        options: [mine, change, .now, .json, markdown, updateLessons],
        examples: ["swift run kata compare vanilla-todos ddd-todos", "swift run kata compare vanilla-todos ddd-todos --change",
                   "swift run kata compare login-reducer --json"]
    )

    enum Output: Sendable { case table, json, markdown }

    var katas: [String]
    /// Measure the reference solutions (not `--mine`).
    var reference: Bool
    var early: Bool
    var output: Output
    var updatesLessons: Bool
    /// Compare the change requests' footprints.
    var comparesChanges = false

    init(_ arguments: Arguments) throws(UsageError) {
        comparesChanges = arguments.has(Self.change)
        katas = arguments.positional
        reference = !arguments.has(Self.mine)
        early = arguments.has(.now)
        output = arguments.has(.json) ? .json : arguments.has(Self.markdown) ? .markdown : .table
        updatesLessons = arguments.has(Self.updateLessons)
        guard updatesLessons || !katas.isEmpty else {
            throw UsageError(message: "missing <kata>", help: ["Usage: \(Self.spec.usage)"])
        }
    }

    func run(in workbook: Workbook) throws -> Int32 {
        updatesLessons ? try workbook.updateLessons() : comparesChanges ? try workbook.compareChanges(self) : try workbook.compare(self)
    }
}

private extension Workbook {
    /// `kata compare <kata>… --change`: each kata's change footprint, the learner's beside the
    /// reference's (once the kata's first act passed: before, the reference's is not shown).
    func compareChanges(_ command: CompareCommand) throws -> Int32 {
        let katas = try command.katas.map { try catalog.kata($0) }
        let entries = katas.map { kata in
            ChangeComparison.Entry(id: kata.id, title: kata.change?.title, yours: ActSnapshot.footprint(of: kata.id, root: root),
                                   reference: solutionIsOpen(kata) ? kata.change?.reference : nil)
        }
        switch command.output {
        case .json: console.print(ChangeComparison(katas: entries).encoded())
        case .markdown: console.print(ChangeFootprint.markdown(entries.flatMap { [("\($0.id): yours", $0.yours), ("\($0.id): reference", $0.reference)] }))
        case .table: console.print(Renderer.changeComparison(entries, style: console.style))
        }
        return ExitCode.success
    }
}


private extension Workbook {
    func compare(_ command: CompareCommand) throws -> Int32 {
        let katas = try command.katas.map { try catalog.kata($0) }
        let reference = command.reference
        guard !reference || mayShowSolution(of: katas, early: command.early, command: "compare") else {
            return ExitCode.checksFailed
        }
        let comparison = try Comparison.measure(katas, root: root, solution: reference)
        if command.output == .json {
            console.print(ComparisonDocument(comparison).encoded())
        } else if command.output == .markdown {
            console.print(comparison.markdown)
        } else {
            console.print(Renderer.comparison(comparison, style: console.style))
        }
        return ExitCode.success
    }

    /// Rewrites the measured tables in every lesson from the reference solutions.
    func updateLessons() throws -> Int32 {
        for kata in catalog.katas {
            let url = root.appendingPathComponent(kata.lessonPath)
            guard let lesson = SwiftFiles.read(url) else { continue }
            let filled = try Self.filledTables(of: lesson, catalog: catalog, root: root)
            if filled != lesson {
                try filled.write(to: url, atomically: true, encoding: .utf8)
                console.print("updated \(kata.lessonPath)")
            }
        }
        return ExitCode.success
    }
}

extension Workbook {
    /// `lesson` with its measured tables as the reference solutions and the catalog give them
    /// now: the sizes (`kata compare`) and the change requests' footprints (`swift test` keeps
    /// the catalog's equal to the measured ones).
    static func filledTables(of lesson: String, catalog: Catalog, root: URL) throws -> String {
        let compared = try LessonBlocks.filling(lesson, kind: .compare) { ids in
            try Comparison.measure(ids.map { try catalog.kata($0) }, root: root, solution: true).markdown
        }
        return try LessonBlocks.filling(compared, kind: .footprint) { ids in
            ChangeFootprint.markdown(try ids.map { id in
                let kata = try catalog.kata(id)
                return (ids.count == 1 ? "reference" : "\(kata.id): reference", kata.change?.reference)
            })
        }
    }
}

/// `kata compare --json`.
struct ComparisonDocument: Codable {
    struct Row: Codable {
        var name, path: String
        var files, lines, types, protocols, messageCases: Int
    }

    var version = 1
    var rows: [Row]

    init(_ comparison: Comparison) {
        rows = comparison.rows.map {
            Row(name: $0.name, path: $0.path, files: $0.size.files, lines: $0.size.lines,
                types: $0.size.types, protocols: $0.size.protocols, messageCases: $0.size.messageCases)
        }
    }

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

import Foundation

extension Workbook {
    /// `kata compare <kata>…`: the katas' code side by side, as numbers.
    func compare(_ invocation: Invocation) throws -> Int32 {
        if invocation.has("update-lessons") { return try updateLessons() }
        let ids = invocation.arguments
        guard !ids.isEmpty else {
            throw UsageError(message: "missing <kata>", help: ["Usage: \(HelpText.usage(of: Commands.compare))"])
        }
        let katas = try ids.map { try catalog.kata($0) }
        let reference = !invocation.has("mine")
        guard !reference || mayShowSolution(of: katas, early: invocation.has("now"), command: "compare") else {
            return ExitCode.checksFailed
        }
        let comparison = try Comparison.measure(katas, root: root, solution: reference)
        if invocation.has("json") {
            console.print(ComparisonDocument(comparison).encoded())
        } else if invocation.has("markdown") {
            console.print(comparison.markdown)
        } else {
            console.print(Renderer.comparison(comparison, style: console.style))
        }
        return ExitCode.success
    }

    /// Rewrites the measured tables in every lesson from the reference solutions.
    private func updateLessons() throws -> Int32 {
        for kata in catalog.katas {
            let url = root.appendingPathComponent(kata.lessonPath)
            guard let lesson = SwiftFiles.read(url) else { continue }
            let filled = try LessonBlocks.filling(lesson) { ids in
                try Comparison.measure(ids.map { try catalog.kata($0) }, root: root, solution: true).markdown
            }
            if filled != lesson {
                try filled.write(to: url, atomically: true, encoding: .utf8)
                console.print("updated \(kata.lessonPath)")
            }
        }
        return ExitCode.success
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

extension Renderer {
    /// `kata report`: per kata, who passes, fails, cannot compile or has not started; then the
    /// checks that fail most often.
    static func room(_ report: RoomReport, style: Style) -> String {
        guard !report.learners.isEmpty else { return "No results to report." }
        // Everything in the report comes from the learners' files.
        func shown(_ text: String) -> String { text.escapingControlCharacters() }
        func names(_ learners: [String]) -> String { learners.map(shown).joined(separator: ", ") }
        let width = max(4, report.katas.map { shown($0.id).count }.max() ?? 0) + 2
        var lines = [
            style.bold("\(report.learners.count) learner\(report.learners.count == 1 ? "" : "s")") + ": " + names(report.learners),
            "",
            style.bold(pad("kata", width) + pad("pass", 7) + pad("fail", 7) + pad("error", 7) + pad("not started", 13) + "solution"),
        ]
        for row in report.katas {
            let solution = row.solution.map(\.rawValue) ?? "on pass"
            lines.append(pad(shown(row.id), width) + pad("\(row.passing.count)", 7) + pad("\(row.failing.count)", 7)
                         + pad("\(row.notCompiling.count)", 7) + pad("\(row.notStarted.count)", 13) + solution)
        }
        let cells = Dictionary(report.grid.map { ($0.name, $0.cells) }, uniquingKeysWith: { first, _ in first })
        let stuck = report.katas.filter { !$0.notCompiling.isEmpty || !$0.notStarted.isEmpty }
        if !stuck.isEmpty {
            lines.append("")
            for row in stuck {
                if !row.notCompiling.isEmpty {
                    lines.append("\(shown(row.id)): does not compile for \(names(row.notCompiling))")
                    for learner in row.notCompiling {
                        if let error = cells[learner]?[row.id]?.firstError { lines.append(style.dim("     \(shown(learner)): \(shown(error))")) }
                    }
                }
                if !row.notStarted.isEmpty { lines.append("\(shown(row.id)): not started by \(names(row.notStarted))") }
            }
        }
        let groups = report.stuckGroups
        if !groups.isEmpty {
            lines += ["", style.bold("Stuck (\(groups.map(\.learners.count).reduce(0, +))), by what holds them")]
            for group in groups {
                lines.append("\(group.learners.count)× \(shown(group.title)) (\(group.detail)): \(names(group.learners))")
                if let message = group.message { lines.append(style.dim("     " + shown(message))) }
            }
        }
        let changed = report.katas.filter { !$0.footprints.isEmpty }
        if !changed.isEmpty {
            lines += ["", style.bold("The second act: what the change cost")]
            for row in changed {
                let onlyNew = row.footprints.filter(\.onlyNewCodeAdded).count
                lines.append("\(shown(row.id)): \(row.footprints.count) done · \(row.partsTouched) · \(onlyNew) added only new code")
                if let ends = row.footprintEnds {
                    lines.append(style.dim("     smallest: \(shown(ends.smallest.learner)) (\(ends.smallest.size)) · largest: \(shown(ends.largest.learner)) (\(ends.largest.size))"))
                }
            }
        }
        let behaviour = report.failingChecks.filter { $0.kind != "architecture" }
        let rules = report.failingChecks.filter { $0.kind == "architecture" }
        for (title, checks) in [("Checks that fail most often", behaviour), ("Rules the room breaks most often", rules)] where !checks.isEmpty {
            lines += ["", style.bold(title)]
            for check in checks.prefix(10) {
                lines.append("\(check.learners)× \(shown(check.kata)): \(shown(check.name))")
                lines.append(style.dim("     " + shown(check.message.split(separator: "\n").first.map(String.init) ?? "")))
            }
        }
        return lines.joined(separator: "\n")
    }
}

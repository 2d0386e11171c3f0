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
            style.bold(pad("kata", width) + pad("pass", 7) + pad("fail", 7) + pad("error", 7) + "not started"),
        ]
        for row in report.katas {
            lines.append(pad(shown(row.id), width) + pad("\(row.passing.count)", 7) + pad("\(row.failing.count)", 7)
                         + pad("\(row.notCompiling.count)", 7) + "\(row.notStarted.count)")
        }
        let stuck = report.katas.filter { !$0.notCompiling.isEmpty || !$0.notStarted.isEmpty }
        if !stuck.isEmpty {
            lines.append("")
            for row in stuck {
                if !row.notCompiling.isEmpty { lines.append("\(shown(row.id)): does not compile for \(names(row.notCompiling))") }
                if !row.notStarted.isEmpty { lines.append("\(shown(row.id)): not started by \(names(row.notStarted))") }
            }
        }
        if !report.stuck.isEmpty {
            lines += ["", style.bold("Stuck")]
            lines += report.stuck.map { "\(shown($0.name)): " + $0.stuck.map(shown).joined(separator: "; ") }
        }
        let changed = report.katas.filter { !$0.footprints.isEmpty }
        if !changed.isEmpty {
            lines += ["", style.bold("The second act: what the change cost")]
            for row in changed {
                let onlyNew = row.footprints.filter(\.onlyNewCodeAdded).count
                lines.append("\(shown(row.id)): \(row.footprints.count) done · \(row.partsTouched) · \(onlyNew) added only new code")
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

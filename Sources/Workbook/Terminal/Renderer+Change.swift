extension Renderer {
    /// `kata change <kata>`: the change request, what must now hold, and its new checks.
    static func change(_ request: ChangeRequest, of kata: KataInfo, progress: KataProgress, style: Style) -> String {
        var lines = [style.bold("\(kata.id), act 2: \(request.title)"), "", request.story, "", style.bold("What must now hold")]
        lines += request.mustHold.map { "  • " + $0 }
        lines += ["", style.bold("New checks") + style.dim(" (they run with the first act's checks and rules)")]
        lines += request.checks.map { "  ○ " + $0 }
        lines.append("")
        let state = progress.change.map { statusLabel($0.status, style: style) } ?? statusLabel(.notStarted, style: style)
        lines.append("Act 2: \(state). Run \(style.cyan("swift run kata run \(kata.id)")) (act 2 now runs both acts' checks); "
                     + "hints: \(style.cyan("swift run kata hint \(kata.id)")).")
        return lines.joined(separator: "\n")
    }

    /// What `kata change` says while the change request is still closed.
    static func changeClosed(_ kata: KataInfo, progress: KataProgress, style: Style) -> String {
        let state = progress.runs == 0 ? "you have not run it yet" : "your last run: \(progress.status.label)"
        return "The change request of \(kata.id) opens once the kata passes (\(state)). Run: \(style.cyan("swift run kata run \(kata.id)"))"
    }

    /// The last lines of a run that changed the kata's acts; nil when it did not.
    static func changeStep(_ step: ChangeStep, of kata: KataInfo, watching: Bool, style: Style) -> String? {
        guard let request = kata.change else { return nil }
        switch step {
        case .none:
            return nil
        case .opened(let now):
            let heading = now ? "A change request is open for \(kata.id): “\(request.title)”."
                : "The change request of \(kata.id) is open: “\(request.title)”."
            let next = watching ? "the next run in watch runs act 2" : "\(style.cyan("swift run kata run \(kata.id)")) now runs act 2"
            return "\n" + style.bold(heading) + "\nRead it: \(style.cyan("swift run kata change \(kata.id)")); \(next) (the first act's checks, and \(request.checks.count) new)."
        case .done(let yours, let reference):
            var text = "\n" + style.green(style.bold("The change request of \(kata.id) is done: both acts pass."))
            if yours != nil || reference != nil {
                text += "\n" + footprint(yours: yours, reference: reference, style: style)
            }
            return text
        }
    }

    /// What the change cost: the learner's footprint since the first act's snapshot beside the
    /// reference's own, then the learner's declarations by name.
    static func footprint(yours: ChangeFootprint?, reference: ChangeFootprint?, style: Style) -> String {
        let rows = ChangeFootprint.figures
        let yourColumn = rows.map { row in yours.map(row.value) ?? "not measured" }
        let width = max(12, (yourColumn.map(\.count).max() ?? 0) + 3)
        var lines = [style.bold(pad("What the change cost", 34) + pad("yours", width) + "reference")]
        for (row, mine) in zip(rows, yourColumn) {
            lines.append("  " + pad(row.label, 32) + pad(mine, width) + (reference.map(row.value) ?? "not measured"))
        }
        if let yours {
            for (label, names) in [("Added", yours.declarationsAdded), ("Changed", yours.declarationsChanged), ("Removed", yours.declarationsRemoved)]
            where !names.isEmpty {
                lines.append("\(label): " + names.map { $0.escapingControlCharacters() }.joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `kata compare --change`: each kata's footprint beside the reference's.
    static func changeComparison(_ entries: [ChangeComparison.Entry], style: Style) -> String {
        entries.map { entry in
            guard let title = entry.title else { return style.bold(entry.id) + ": no change request yet." }
            let heading = style.bold("\(entry.id): \(title)")
            if entry.yours == nil && entry.reference == nil {
                return heading + "\nNothing to show yet: your footprint once the second act passes, the reference's once the first does."
            }
            return heading + "\n" + footprint(yours: entry.yours, reference: entry.reference, style: style)
        }.joined(separator: "\n\n")
    }

    /// The act line under `kata run`'s header, in the second act.
    static func actLine(_ kata: KataInfo, style: Style) -> String? {
        guard kata.act == .two, let request = kata.change else { return nil }
        return "Act 2, the change request: “\(request.title)” (\(style.cyan("swift run kata change \(kata.id)")))\n"
    }
}

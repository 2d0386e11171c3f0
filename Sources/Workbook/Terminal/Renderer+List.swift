extension Renderer {
    /// `kata list`: every kata in order with its status, and a progress bar.
    static func list(_ catalog: Catalog, _ progress: Progress, style: Style) -> String {
        let idWidth = max(4, catalog.ids.map(\.count).max() ?? 0) + 2
        let titleWidth = max(5, catalog.katas.map(\.title.count).max() ?? 0) + 2
        var lines = [style.bold(pad("#", 4) + pad("kata", idWidth) + pad("title", titleWidth) + "status")]
        for (number, kata) in catalog.katas.enumerated() {
            let status = progress[kata.id].status
            // The second act, once open: its own status beside the first act's.
            let act = progress[kata.id].change.map { "  · act 2: " + statusLabel($0.status, style: style) } ?? ""
            lines.append(pad("\(number + 1)", 4) + pad(kata.id, idWidth) + pad(kata.title, titleWidth) + statusLabel(status, style: style) + act)
        }
        let passing = catalog.katas.filter { progress[$0.id].status == .passing }.count
        lines += ["", progressBar(passing, of: catalog.katas.count, style: style) + " katas passing"]
        return lines.joined(separator: "\n")
    }

    /// A pack's katas, under its name: `kata run <id>` runs one in the pack's package.
    static func packList(_ pack: Pack, _ progress: Progress, style: Style) -> String {
        style.bold("Pack \(pack.name)") + style.dim(" (\(Pack.folder)/\(pack.name): swift run kata run <kata>)") + "\n"
            + list(pack.catalog, progress, style: style)
    }

    /// `kata`: where the learner is and what to do next.
    static func status(_ catalog: Catalog, _ progress: Progress, style: Style) -> String {
        let passing = catalog.katas.filter { progress[$0.id].status == .passing }.count
        var lines = [
            style.bold("Architecture katas") + " — " + progressBar(passing, of: catalog.katas.count, style: style) + " katas passing",
            "",
        ]
        guard let next = progress.nextKata(in: catalog) else {
            lines.append(style.green("Every kata passes. Compare your code with the references: swift run kata solution <kata> --diff"))
            return lines.joined(separator: "\n")
        }
        let state = progress[next.id].status
        lines += [
            "Next: \(style.bold(next.id)) — \(next.title) (\(statusLabel(state, style: style)))",
            "  Read   \(next.lessonPath)",
            "  Edit   \(next.starterPath)/\(next.open)",
            "  Run    \(style.cyan("swift run kata run \(next.id)"))",
            "  Hint   \(style.cyan("swift run kata hint \(next.id)"))",
            "",
            "All katas: \(style.cyan("swift run kata list"))   Help: \(style.cyan("swift run kata help"))",
        ]
        return lines.joined(separator: "\n")
    }

    /// `kata check`: one row per kata.
    static func checkTable(_ reports: [KataReport], style: Style) -> String {
        let idWidth = max(4, reports.map(\.kata.id.count).max() ?? 0) + 2
        var lines = [style.bold(pad("kata", idWidth) + pad("result", 10) + "checks")]
        for report in reports {
            let result: String
            switch report.status {
            case .pass: result = style.green("pass")
            case .fail: result = style.red("fail")
            case .error: result = style.red("error")
            }
            lines.append(pad(report.kata.id, idWidth) + pad(result, 10) + report.summary)
        }
        let passing = reports.filter { $0.status == .pass }.count
        lines += ["", progressBar(passing, of: reports.count, style: style) + " katas passing"]
        return lines.joined(separator: "\n")
    }
}

import Foundation

/// `kata room <folder> --html`: the room as one self-contained HTML page (no script, style,
/// font or image from anywhere else), for a projector or paper.
enum RoomPage {
    /// The page.
    ///
    /// - Parameters:
    ///   - written: The time the page says it was written, and measures "last run" from.
    ///   - reloadEvery: Seconds after which the browser reloads the page (`--watch`); nil for none.
    ///   - anonymous: Says on the page that learners are shown by pseudonym (the report is made so).
    static func html(_ report: RoomReport, written: Date, reloadEvery: Int? = nil, anonymous: Bool = false) -> String {
        let katas = report.katas.map(\.id)
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">

            """
        if let reloadEvery { page += "<meta http-equiv=\"refresh\" content=\"\(reloadEvery)\">\n" }
        page += """
            <title>The room: \(report.learners.count) learners</title>
            <style>\(style)</style>
            </head>
            <body>
            <header>
            <h1>The room: \(report.learners.count) learner\(report.learners.count == 1 ? "" : "s")\(anonymous ? " <small>(anonymous)</small>" : "")</h1>
            <p class="when">Written at \(clock(written))\(reloadEvery.map { " · rewritten as results arrive; this page reloads every \($0) s" } ?? "")\(anonymous ? " · learners by pseudonym" : "")\
             · <a href="#katas">per kata</a> · <a href="#stuck">stuck (\(report.stuck.count))</a> · <a href="#checks">failing most</a></p>
            </header>
            <main>
            \(grid(report, katas: katas, written: written))
            <div class="top">
            \(countsTable(report, written: written))
            \(stuckList(report))
            </div>
            \(compileErrors(report))
            \(footprints(report))
            \(failing(report))
            </main>
            <footer><p>\(legend)</p></footer>
            </body>
            </html>

            """
        return page
    }

    private static let legend = "✓ pass · ✗ fail · ⚠ does not compile · – not started · 3/5: checks passing in the last run · II ✓: the second act (the change request) passes · peeked: saw the reference solution before passing · ⚑ stuck"

    private static func countsTable(_ report: RoomReport, written: Date) -> String {
        // The day's session: a learner who tried a kata at home the day before does not stretch it.
        let start = min(max(report.sessionStart ?? written, written.addingTimeInterval(-Self.longestSession)), written)
        var rows = ""
        for (number, row) in report.katas.enumerated() {
            let solution = switch row.solution {
            case .released: "<td class=\"solution released\">released</td>"
            case .held: "<td class=\"solution held\">held</td>"
            case nil: "<td class=\"solution\" title=\"no decision: each learner sees it once their kata passes\">on pass</td>"
            }
            rows += "<tr><th scope=\"row\">\(number + 1). \(escape(row.id))</th>"
                + "<td class=\"pass\">\(row.passing.count)</td><td class=\"fail\">\(row.failing.count)</td>"
                + "<td class=\"error\">\(row.notCompiling.count)</td><td class=\"none\">\(row.notStarted.count)</td>"
                + solution + "<td class=\"timeline\">\(timeline(row, from: start, to: written))</td></tr>\n"
        }
        return """
            <section id="katas"><h2>Per kata</h2>
            <table class="counts"><thead><tr><th>kata</th><th>✓ pass</th><th>✗ fail</th><th>⚠ does not compile</th><th>– not started</th><th>solution</th><th>first passes \(clock(start, seconds: false))–\(clock(written, seconds: false))</th></tr></thead>
            <tbody>
            \(rows)</tbody></table></section>
            """
    }

    /// The longest a timeline of passes spans: a workshop's day. Passes before it sit at its start.
    static let longestSession: TimeInterval = 12 * 3600

    /// The kata's first passes as marks on a strip from the session's start to now, a faint line
    /// at each full hour.
    private static func timeline(_ row: RoomReport.KataRow, from start: Date, to end: Date) -> String {
        let span = max(end.timeIntervalSince(start), 60)
        func left(_ date: Date) -> String {
            String(format: "%.1f%%", min(max(date.timeIntervalSince(start) / span, 0), 1) * 100)
        }
        var marks = ""
        var hour = Calendar.current.dateInterval(of: .hour, for: start)?.end ?? end
        while hour < end {
            marks += "<i style=\"left:\(left(hour))\" title=\"\(clock(hour, seconds: false))\"></i>"
            hour.addTimeInterval(3600)
        }
        for pass in row.passes {
            marks += "<b style=\"left:\(left(pass.at))\" title=\"\(escape(pass.learner)) \(clock(pass.at, seconds: false))\"></b>"
        }
        let unknown = row.passesAtUnknownTimes > 0 ? " <small title=\"passed before their workbook kept the time\">+\(row.passesAtUnknownTimes)</small>" : ""
        return "<div class=\"strip\" role=\"img\" aria-label=\"\(row.passes.count) first passes over the session\">\(marks)</div>\(unknown)"
    }

    /// Each learner's first compile error, per kata that does not compile for someone.
    private static func compileErrors(_ report: RoomReport) -> String {
        let rows = report.katas.filter { !$0.notCompiling.isEmpty }
        guard !rows.isEmpty else { return "" }
        let cells = Dictionary(report.grid.map { ($0.name, $0.cells) }, uniquingKeysWith: { first, _ in first })
        let parts = rows.map { row in
            let items = row.notCompiling.sorted(by: RoomReport.inNameOrder).map { learner in
                let error = cells[learner]?[row.id]?.firstError
                return "<li><b>\(escape(learner))</b> <code>\(escape(error ?? "no error recorded (a results file from before errors were kept)"))</code></li>"
            }
            let list = items.count <= 4 ? "<ul>\(items.joined())</ul>"
                : "<ul>\(items.prefix(3).joined())</ul><details><summary>and \(items.count - 3) more</summary><ul>\(items.dropFirst(3).joined())</ul></details>"
            return "<tr><th scope=\"row\">\(escape(row.id))</th><td class=\"count\">\(row.notCompiling.count)</td><td>\(list)</td></tr>"
        }
        return """
            <section id="errors"><h2>⚠ Does not compile: each learner's first error</h2>
            <table class="errors"><tbody>
            \(parts.joined(separator: "\n"))
            </tbody></table></section>
            """
    }

    /// The second act, for the debrief: per kata, how many learners touched how many parts, and
    /// how many added only new code. Nothing before a change request passed.
    private static func footprints(_ report: RoomReport) -> String {
        let rows = report.katas.filter { !$0.footprints.isEmpty }
        guard !rows.isEmpty else { return "" }
        let body = rows.map { row in
            let counts = row.partsTouched
            let onlyNew = row.footprints.filter(\.onlyNewCodeAdded).count
            let ends = row.footprintEnds.map { ends in
                [ends.smallest, ends.largest].map { "<td class=\"parts\"><b>\(escape($0.learner))</b> <small>\($0.size)</small></td>" }.joined()
            } ?? "<td></td><td></td>"
            return "<tr><th scope=\"row\">\(escape(row.id))</th><td>\(row.footprints.count)</td><td class=\"parts\">\(escape(counts))</td><td>\(onlyNew)</td>\(ends)</tr>"
        }.joined(separator: "\n")
        return """
            <section id="change"><h2>The second act: what the change cost</h2>
            <table class="counts"><thead><tr><th>kata</th><th>change done</th><th>parts touched</th><th>only new code added</th><th>smallest change</th><th>largest change</th></tr></thead>
            <tbody>
            \(body)
            </tbody></table></section>
            """
    }

    /// The stuck learners, one line per group of those held by the same thing; long lists of
    /// names folded.
    private static func stuckList(_ report: RoomReport) -> String {
        let groups = report.stuckGroups
        guard !groups.isEmpty else {
            return "<section id=\"stuck\"><h2>Stuck</h2><p>Nobody looks stuck.</p></section>"
        }
        let rows = groups.map { group in
            let message = group.message.map { "<div class=\"message\">\(escape($0))</div>" } ?? ""
            return "<tr><td class=\"count\">\(group.learners.count)</td><th scope=\"row\">\(escape(group.title)) <span class=\"detail\">\(escape(group.detail))</span>\(message)</th>"
                + "<td class=\"names\">\(names(group.learners))</td></tr>"
        }
        let count = groups.map(\.learners.count).reduce(0, +)
        return """
            <section id="stuck"><h2>⚑ Stuck (\(count)), by what holds them</h2>
            <table class="groups"><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table></section>
            """
    }

    /// Names, folded behind the first three when there are more than four.
    private static func names(_ learners: [String]) -> String {
        let names = learners.map(escape)
        guard names.count > 4 else { return names.joined(separator: ", ") }
        return "<details><summary>\(names.prefix(3).joined(separator: ", ")) and \(names.count - 3) more</summary>\(names.dropFirst(3).joined(separator: ", "))</details>"
    }

    private static func grid(_ report: RoomReport, katas: [String], written: Date) -> String {
        let head = katas.enumerated().map { "<th scope=\"col\">\($0.offset + 1). \(escape($0.element))</th>" }.joined()
        var rows = ""
        for learner in report.grid {
            let stuck = learner.stuck.isEmpty ? "" : " <span class=\"stuck\" title=\"\(escape(learner.stuck.joined(separator: "; ")))\">⚑ stuck</span>"
            rows += "<tr data-learner=\"\(escape(learner.name))\"><th scope=\"row\">\(escape(learner.name))\(stuck)</th>"
            for kata in katas {
                rows += cell(learner.cells[kata] ?? RoomReport.Cell(status: .notStarted), learner: learner.name, kata: kata)
            }
            rows += "<td class=\"ago\">\(learner.lastRun.map { ago($0, from: written) } ?? "–")</td></tr>\n"
        }
        return """
            <section id="grid"><h2>Learners</h2>
            <table class="grid"><thead><tr><th scope="col">learner</th>\(head)<th scope="col">last run</th></tr></thead>
            <tbody>
            \(rows)</tbody></table></section>
            """
    }

    private static func cell(_ cell: RoomReport.Cell, learner: String, kata: String) -> String {
        let (glyph, kind): (String, String) = switch cell.status {
        case .pass: ("✓", "pass")
        case .fail: ("✗", "fail")
        case .doesNotCompile: ("⚠", "error")
        case .notStarted: ("–", "none")
        }
        let counts = cell.checks > 0 && cell.status != .notStarted ? " <small>\(cell.passingChecks)/\(cell.checks)</small>" : ""
        let early = cell.sawSolutionEarly ? " <span class=\"early\" title=\"saw the reference solution before passing\">peeked</span>" : ""
        let act = cell.changeStatus.map { status in
            let glyph = ["pass": "✓", "fail": "✗", "error": "⚠"][status] ?? "–"
            return " <span class=\"act2 \(["pass", "fail", "error"].contains(status) ? status : "none")\" title=\"the second act (its change request): \(escape(status))\">II \(glyph)</span>"
        } ?? ""
        let title = escape("\(learner), \(kata): \(cell.status.rawValue)" + (cell.firstError.map { ": \($0)" } ?? "")
                           + (cell.changeStatus.map { "; second act: \($0)" } ?? ""))
        return "<td class=\"\(kind)\" data-kata=\"\(escape(kata))\" title=\"\(title)\">\(glyph)\(counts)\(act)\(early)</td>"
    }

    private static func failing(_ report: RoomReport) -> String {
        let behaviour = report.failingChecks.filter { $0.kind != "architecture" }
        let rules = report.failingChecks.filter { $0.kind == "architecture" }
        var sections = ""
        for (id, title, checks) in [("checks", "Checks the room fails most", behaviour), ("rules", "Architecture rules the room breaks most", rules)] {
            guard !checks.isEmpty else { continue }
            let items = checks.prefix(10).map { check in
                let message = check.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
                return "<li><span class=\"count\">\(check.learners)×</span> <b>\(escape(check.kata))</b>: \(escape(check.name))"
                    + "<div class=\"message\">\(escape(message))</div></li>"
            }
            sections += "<section id=\"\(id)\" class=\"failing\"><h2>\(title)</h2><ol>\n\(items.joined(separator: "\n"))\n</ol></section>\n"
        }
        return sections
    }

    /// Text for HTML: markup characters as entities, control characters as Swift escapes.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text.escapingControlCharacters() {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// "14:05:09", or "14:05", in the machine's time zone.
    private static func clock(_ date: Date, seconds: Bool = true) -> String {
        let time = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        let (hour, minute, second) = (time.hour ?? 0, time.minute ?? 0, time.second ?? 0)
        return seconds ? String(format: "%02d:%02d:%02d", hour, minute, second) : String(format: "%02d:%02d", hour, minute)
    }

    private static func ago(_ date: Date, from now: Date) -> String {
        let minutes = Int(now.timeIntervalSince(date) / 60)
        if minutes < 1 { return "just now" }
        if minutes < 120 { return "\(minutes) min ago" }
        return "\(minutes / 60) h ago"
    }

    private static let style = """

        :root { --pass: #1b7f3b; --pass-bg: #dff3e4; --fail: #b3261e; --fail-bg: #fde3e1; --error: #8a5a00; --error-bg: #fff1c7; --none: #5f6368; --none-bg: #f1f3f4; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 1rem 1.5rem; font: 18px/1.35 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: #111; background: #fff; }
        h1 { font-size: 1.6rem; margin: 0; }
        h2 { font-size: 1.2rem; margin: 1rem 0 0.4rem; }
        .when { margin: 0.2rem 0 0; color: #444; }
        .top { display: flex; flex-wrap: wrap; gap: 0 3rem; align-items: flex-start; }
        table { border-collapse: collapse; }
        th, td { padding: 0.25rem 0.6rem; border: 1px solid #c8c8c8; }
        thead th { background: #fafafa; text-align: left; font-size: 0.9rem; }
        .counts td { text-align: right; font-weight: 600; min-width: 4.5rem; }
        .counts th[scope=row] { text-align: left; font-weight: normal; white-space: nowrap; }
        .grid { width: 100%; }
        .grid thead th { position: sticky; top: 0; z-index: 1; }
        .grid tbody th { text-align: left; font-weight: 600; min-width: 10rem; max-width: 18rem; overflow-wrap: break-word; }
        .grid td { text-align: center; font-size: 1.15rem; white-space: nowrap; }
        .grid td small { font-size: 0.8rem; }
        .grid td.ago { font-size: 0.9rem; color: #444; }
        .grid tbody tr:nth-child(even) th { background: #fafafa; }
        td.pass { color: var(--pass); background: var(--pass-bg); }
        td.fail { color: var(--fail); background: var(--fail-bg); }
        td.error { color: var(--error); background: var(--error-bg); }
        td.none { color: var(--none); background: var(--none-bg); }
        .counts td.parts { text-align: left; font-weight: normal; }
        .counts td.parts small { display: block; color: #444; }
        .act2 { font-size: 0.75rem; font-weight: 600; border: 1px solid currentColor; border-radius: 0.25rem; padding: 0 0.2rem; }
        .act2.pass { color: var(--pass); } .act2.fail { color: var(--fail); } .act2.error { color: var(--error); } .act2.none { color: var(--none); }
        .early { font-size: 0.75rem; color: #333; border: 1px solid #888; border-radius: 0.25rem; padding: 0 0.2rem; }
        .stuck { white-space: nowrap; font-weight: 600; font-size: 0.85rem; color: #fff; background: #6a1b9a; padding: 0 0.35rem; border-radius: 0.25rem; }
        #stuck { flex: 1 1 30rem; }
        table.groups, table.errors { width: 100%; }
        table.groups th, table.errors th { text-align: left; font-weight: 600; vertical-align: top; }
        table.groups td, table.errors td { vertical-align: top; }
        table.groups td.count { text-align: center; font-weight: 700; color: #fff; background: #6a1b9a; width: 2.5rem; }
        table.groups th { font-size: 0.95rem; }
        table.groups .detail { color: #444; font-size: 0.8rem; font-weight: normal; white-space: nowrap; }
        table.groups .message { font-weight: normal; }
        td.names { font-size: 0.9rem; width: 30%; }
        table.errors td.count { text-align: right; font-weight: 700; color: var(--error); width: 2.5rem; }
        table.errors ul { margin: 0; padding-left: 0; list-style: none; }
        table.errors th { white-space: nowrap; width: 1%; }
        details summary { cursor: pointer; color: #333; }
        td.solution { text-align: left; font-weight: normal; color: #444; }
        td.solution.released { color: var(--pass); font-weight: 600; }
        td.solution.held { color: var(--fail); font-weight: 600; }
        td.timeline { min-width: 14rem; text-align: left; font-weight: normal; }
        .strip { position: relative; display: inline-block; vertical-align: middle; width: 13rem; height: 1.1rem; background: #f1f3f4; border-radius: 0.2rem; }
        .strip i { position: absolute; top: 0; bottom: 0; width: 1px; background: #bbb; }
        .strip b { position: absolute; top: 0.1rem; bottom: 0.1rem; width: 3px; margin-left: -1px; background: var(--pass); opacity: 0.6; }
        #errors code { font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: 0.85rem; color: var(--error); overflow-wrap: anywhere; }
        .failing ol { margin: 0; padding-left: 1.5rem; }
        .failing li { margin-bottom: 0.4rem; }
        .count { font-weight: 700; }
        .message { font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: 0.9rem; color: #333; overflow-wrap: anywhere; }
        footer { margin-top: 1.5rem; color: #444; font-size: 0.9rem; }
        @media (min-width: 1800px) { body { font-size: 22px; } }
        @media print {
          body { font-size: 10pt; padding: 0; }
          th, td { padding: 0.1rem 0.3rem; }
          .grid td { font-size: 10pt; }
          .grid thead th { position: static; }
          tr, li { break-inside: avoid; }
          td.pass, td.fail, td.error, td.none, .stuck, table.groups td.count, .strip b { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
          .when { color: #000; }
        }

        """
}

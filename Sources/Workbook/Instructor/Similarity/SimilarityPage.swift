/// `kata grade <class folder> --similarity --html <file>`: the similarity report as one
/// self-contained HTML page, each pair's matched regions side by side (the first submission's
/// lines on the left, the second's on the right), so that an instructor reads the code the
/// figure stands for.
enum SimilarityPage {
    /// Lines shown before and after a region, for context (unmarked).
    static let context = 2

    static func html(_ report: SimilarityReport) -> String {
        let escape = RoomPage.escape
        var sections = ""
        for (number, pair) in report.pairs.enumerated() {
            let sides = pair.submissions.map { report.code[pair.kata + "\u{0}" + $0] ?? [] }
            sections += "<section id=\"pair-\(number + 1)\" class=\"\(pair.copy ? "copy" : "shares")\">\n"
            sections += "<h2>\(escape(pair.kata)): \(escape(SimilarityReport.verdict(pair)))</h2>\n"
            for region in pair.regions {
                sections += "<div class=\"region\">\n"
                for (side, span) in region.spans.enumerated() {
                    let text = sides[side].first { $0.path.escapingControlCharacters() == span.file }?.text ?? ""
                    // A reference's name is the start of its files' paths.
                    let name = span.file.hasPrefix(pair.submissions[side] + "/") ? "" : escape(pair.submissions[side]) + " · "
                    sections += "<div class=\"side\"><h3>\(name)\(escape(span.shown))</h3>\(lines(text, span))</div>\n"
                }
                sections += "</div>\n"
            }
            sections += "</section>\n"
        }
        if report.pairs.isEmpty { sections = "<p>\(escape(report.text))</p>\n" }
        let copies = report.copyThreshold == report.threshold ? "" : "; called a copy from \(GradeResults.shown(report.copyThreshold))%"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Similarity: \(report.pairs.count) pairs</title>
            <style>\(style)</style>
            </head>
            <body>
            <h1>Similarity of \(report.submissions.count) submissions</h1>
            <p class="about">Pairs that share \(GradeResults.shown(report.threshold))% of their code or more\(copies), names, literals, comments and \
            layout taken out, the starter's code left out. Each region: the first submission's lines on the left, the second's on the \
            right; the matched lines are marked, \(context) lines around them are not. The same words for both learners of a pair: \
            fingerprints cannot tell who wrote the code first.</p>
            \(sections)</body>
            </html>

            """
    }

    /// The span's lines with their numbers, marked, and a few lines around them.
    private static func lines(_ text: String, _ span: MatchedRegion.Span) -> String {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard span.from >= 1, span.from <= all.count else { return "<pre></pre>" }
        var rows = ""
        for number in max(1, span.from - context)...min(all.count, span.to + context) {
            let line = String(all[number - 1]).replacingOccurrences(of: "\t", with: "    ").replacingOccurrences(of: "\r", with: "")
            let marked = (span.from...span.to).contains(number)
            rows += "<span class=\"line\(marked ? " matched" : "")\"><i>\(number)</i>\(RoomPage.escape(line))</span>"
        }
        return "<pre>\(rows)</pre>"
    }

    private static let style = """

        * { box-sizing: border-box; }
        body { margin: 0; padding: 1rem 1.5rem; font: 16px/1.35 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: #111; background: #fff; }
        h1 { font-size: 1.5rem; margin: 0; }
        .about { color: #444; max-width: 60rem; }
        section { border-top: 2px solid #c8c8c8; margin-top: 1.2rem; }
        h2 { font-size: 1.1rem; margin: 0.6rem 0; }
        section.copy h2 { color: #b3261e; }
        h3 { font-size: 0.9rem; margin: 0 0 0.2rem; font-weight: 600; overflow-wrap: anywhere; }
        .region { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; margin: 0.6rem 0; }
        .side { min-width: 0; }
        pre { margin: 0; padding: 0.3rem 0; background: #f6f8fa; border: 1px solid #ddd; overflow-x: auto; font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, monospace; }
        .line { display: block; padding-right: 0.5rem; white-space: pre; }
        .line i { display: inline-block; width: 3.5em; padding-right: 0.8em; text-align: right; color: #777; font-style: normal; user-select: none; }
        .line.matched { background: #fff1c7; }

        """
}

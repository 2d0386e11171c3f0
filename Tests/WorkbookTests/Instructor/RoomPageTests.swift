import XCTest
@testable import Workbook

/// The room's page as an instructor gets it: written from a room of many learners by the built
/// `kata`, and opened in a real browser (headless Chromium) when one is installed.
final class RoomPageTests: XCTestCase {
    /// The real katas' ids, in workshop order.
    private var katas: [String] { (try? Catalog(root: packageRoot).katas.map(\.id)) ?? [] }

    /// A room folder of `count` learners at every stage of the day: some done, some stuck on a
    /// kata that fails or does not compile, some who have not run for a while; the first kata's
    /// reference released by the instructor, the second's held.
    private func makeRoom(learners count: Int) throws -> (folder: URL, names: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-room-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let firstNames = ["Ada", "Grace", "Alan", "Barbara", "Edsger", "Donald", "Margaret", "Ken", "Radia", "Frances"]
        let lastNames = ["Lovelace", "Hopper", "Turing", "Liskov", "Dijkstra", "Knuth", "Hamilton", "Thompson", "Perlman", "Allen"]
        var names: [String] = []
        let now = Date()
        for index in 0..<count {
            let name = "\(firstNames[index % 10]) \(lastNames[(index / 10 + index) % 10]) \(index + 1)"
            names.append(name)
            var state = LearnerState(learner: name, workbook: name)
            let reached = index % (katas.count + 1)
            state.katas = katas.enumerated().map { position, id in
                let checks = (0..<6).map { number in
                    ResultsDocument.Check(name: "check \(number) of \(id)", kind: number < 4 ? "behaviour" : "architecture",
                                          status: position < reached || number < 2 ? "pass" : "fail",
                                          message: position < reached || number < 2 ? nil : "expected the learner's code to do \(number), it did not",
                                          duration: 0.01)
                }
                // Of the learners who reached a kata, every other one has it not compiling, whatever
                // the number of katas (a seventh kata changes who reaches which).
                let status = position < reached ? "pass" : (index / (katas.count + 1)) % 2 == 0 ? "error" : "fail"
                var kata = LearnerState.Kata(id: id, status: status, checks: status == "error" ? [] : checks, started: position <= reached,
                                             runs: position <= reached ? 3 : 0,
                                             firstRun: position <= reached ? now.addingTimeInterval(-Double(3 - position) * 3600 + Double(index) * 30) : nil,
                                             lastRun: position <= reached ? now.addingTimeInterval(-Double(index % 15) * 60) : nil,
                                             sameFailureRuns: position == reached ? index % 5 : 0, sawSolutionEarly: index % 11 == 3)
                // Passes spread over the last three hours, the later katas later.
                if status == "pass" { kata.firstPass = now.addingTimeInterval(-Double(3 - position) * 1800 - Double(index % 20) * 60) }
                if status == "error", position <= reached {
                    kata.firstError = "Katas/\(id)/Model.swift:\(10 + index): cannot find 'learner\(index + 1)Value' in scope"
                }
                // Two in three of those who passed a kata did its second act, touching one to three parts.
                if position < reached, index % 3 != 0 {
                    kata.act = 2
                    kata.changeStatus = "pass"
                    kata.footprint = ChangeFootprint(filesChanged: ["A.swift"], linesAdded: 10 + index, linesRemoved: index % 4,
                                                     partsTouched: Array(["one", "two", "three"].prefix(1 + index % 3)),
                                                     onlyNewCodeAdded: index % 3 == 1)
                }
                return kata
            }
            try state.encoded().write(to: folder.appendingPathComponent("\(name).json"))
        }
        let room = RoomFolder(path: folder.path)
        try room.decide(.released, for: katas[0], katas: Set(katas))
        try room.decide(.held, for: katas[1], katas: Set(katas))
        // To look at a room yourself: KATA_ROOM_KEEP=/tmp/room swift test --filter RoomPageTests keeps /tmp/room-40, /tmp/room-100.
        if let keep = ProcessInfo.processInfo.environment["KATA_ROOM_KEEP"].map({ "\($0)-\(count)" }) {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: folder, to: URL(fileURLWithPath: keep))
        }
        return (folder, names)
    }

    func testARoomOfAHundredLearnersIsWrittenInUnderASecond() throws {
        let (folder, names) = try makeRoom(learners: 100)
        let page = folder.appendingPathComponent("room.html")
        let started = Date()
        let result = try runKata(["room", folder.path, "--html", page.path], in: packageRoot)
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertLessThan(elapsed, 1, "the whole command, started to ended: \(result.standardOutput)")
        // The page itself, as the command measures it ("Wrote …: 100 learners, 6 katas, in 57 ms."): well under a second.
        let milliseconds = result.standardOutput.split(separator: " ").dropLast().last.flatMap { Int($0) }
        XCTAssertLessThan(try XCTUnwrap(milliseconds, result.standardOutput), 500, result.standardOutput)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertEqual(html.components(separatedBy: "<tr data-learner=").count - 1, 100)
        for name in names { XCTAssertTrue(html.contains("<tr data-learner=\"\(name)\">"), name) }
    }

    /// What an instructor needs from a room of forty, each on the page: the stuck grouped, the
    /// solutions' state, the compile errors, both ends of the second act, and when learners passed.
    func testARoomOfFortyShowsWhatHoldsThemAndWhenTheyPassed() throws {
        let (folder, names) = try makeRoom(learners: 40)
        let page = folder.appendingPathComponent("room.html")
        let run = try runKata(["room", folder.path, "--html", page.path], in: packageRoot)
        XCTAssertEqual(run.status, 0, run.standardError)
        let html = try String(contentsOf: page, encoding: .utf8)
        let report = RoomReport.make(files: try RoomFolder(path: folder.path).learnerFiles())

        // Stuck: one line per group, the largest first, long lists of names folded.
        let stuck = try XCTUnwrap(html.components(separatedBy: "<section id=\"stuck\">").last?.components(separatedBy: "</section>").first)
        let groups = report.stuckGroups
        XCTAssertGreaterThan(report.stuck.count, 15, "a room of forty where many look stuck")
        XCTAssertEqual(groups.map(\.learners.count).reduce(0, +), report.stuck.count, "each stuck learner in one group")
        XCTAssertLessThan(groups.count, report.stuck.count, "fewer lines than stuck learners")
        XCTAssertEqual(groups.map(\.learners.count), groups.map(\.learners.count).sorted(by: >), "the largest group first")
        XCTAssertEqual(stuck.components(separatedBy: "<tr>").count - 1, groups.count, stuck)
        XCTAssertTrue(stuck.contains("⚑ Stuck (\(report.stuck.count)), by what holds them"), stuck)
        XCTAssertTrue(stuck.contains("no run for 10 min or more"), stuck)
        XCTAssertTrue(stuck.contains("<th scope=\"row\">\(katas[1]): does not compile <span class=\"detail\">"), stuck)
        XCTAssertTrue(stuck.contains("<th scope=\"row\">\(katas[1]): fails “check 2 of \(katas[1])” <span class=\"detail\">"), stuck)
        XCTAssertTrue(stuck.contains("<div class=\"message\">expected the learner&#39;s code to do 2, it did not</div>"), "the message once: " + stuck)
        XCTAssertTrue(stuck.contains("<td class=\"names\"><details><summary>"), "a long list of names folded: " + stuck)

        // The instructor's decisions on solutions.
        XCTAssertTrue(html.contains("<tr><th scope=\"row\">1. \(katas[0])</th>"), html)
        XCTAssertEqual(html.components(separatedBy: "<td class=\"solution released\">released</td>").count - 1, 1)
        XCTAssertEqual(html.components(separatedBy: "<td class=\"solution held\">held</td>").count - 1, 1)
        XCTAssertEqual(html.components(separatedBy: ">on pass</td>").count - 1, katas.count - 2)

        // Each learner's first compile error.
        let errors = try XCTUnwrap(html.components(separatedBy: "<section id=\"errors\">").last?.components(separatedBy: "</section>").first)
        let notCompiling = report.katas.flatMap(\.notCompiling)
        XCTAssertFalse(notCompiling.isEmpty)
        for learner in notCompiling {
            let index = try XCTUnwrap(names.firstIndex(of: learner))
            XCTAssertTrue(errors.contains("<li><b>\(learner)</b> <code>Katas/"), learner)
            XCTAssertTrue(errors.contains(":\(10 + index): cannot find &#39;learner\(index + 1)Value&#39; in scope</code></li>"), learner)
        }

        // The second act at both ends.
        let change = try XCTUnwrap(html.components(separatedBy: "<section id=\"change\">").last?.components(separatedBy: "</section>").first)
        XCTAssertTrue(change.contains("<th>smallest change</th><th>largest change</th>"), change)
        for row in report.katas {
            guard let ends = row.footprintEnds else { continue }
            XCTAssertLessThanOrEqual(ends.smallest.partsTouched, ends.largest.partsTouched)
            XCTAssertTrue(change.contains("<td class=\"parts\"><b>\(ends.smallest.learner)</b> <small>\(ends.smallest.size)</small></td><td class=\"parts\"><b>\(ends.largest.learner)</b> <small>\(ends.largest.size)</small></td></tr>"),
                          row.id + ": " + change)
        }

        // When learners passed: one strip per kata, one mark per first pass.
        XCTAssertEqual(html.components(separatedBy: "<div class=\"strip\"").count - 1, katas.count)
        XCTAssertEqual(html.components(separatedBy: "<b style=\"left:").count - 1, report.katas.map(\.passes.count).reduce(0, +))
        XCTAssertGreaterThan(report.katas[0].passes.count, 20)
    }

    /// `--anonymous`: nothing of a learner's name anywhere on the page or in `kata report`, and the
    /// same pseudonyms at every rewrite.
    func testAnAnonymousRoomShowsNoNameAndTheSamePseudonymsEachTime() throws {
        let (folder, names) = try makeRoom(learners: 40)
        let page = folder.appendingPathComponent("room.html")
        func written() throws -> String {
            let run = try runKata(["room", folder.path, "--html", page.path, "--anonymous"], in: packageRoot)
            XCTAssertEqual(run.status, 0, run.standardError)
            return try String(contentsOf: page, encoding: .utf8)
        }
        let html = try written()
        let report = try runKata(["report", folder.path, "--anonymous"], in: packageRoot)
        XCTAssertEqual(report.status, 0, report.standardError)
        let words = Set(names.flatMap { $0.split(separator: " ").filter { Int($0) == nil }.map(String.init) })
        for word in words {
            XCTAssertFalse(html.contains(word), "\(word) is on the anonymous page")
            XCTAssertFalse(report.standardOutput.contains(word), "\(word) is in the anonymous report")
        }
        XCTAssertEqual(html.components(separatedBy: "<tr data-learner=\"Learner ").count - 1, 40)
        XCTAssertTrue(html.contains("<h1>The room: 40 learners <small>(anonymous)</small></h1>"))
        let rows = { (html: String) in html.components(separatedBy: "<tr data-learner=\"").dropFirst().map { $0.prefix { $0 != "\"" } } }
        try FileManager.default.removeItem(at: page)
        XCTAssertEqual(rows(try written()), rows(html), "the same pseudonyms, in the same order")
        XCTAssertEqual(Pseudonyms.assign(names), Pseudonyms.assign(names.reversed()), "whatever the order they are read in")
        XCTAssertEqual(Set(Pseudonyms.assign(names).values).count, 40, "one each")
        let one = Pseudonyms.assign(Array(names.prefix(39)))
        XCTAssertEqual(Pseudonyms.assign(names).filter { one[$0.key] != nil }, one.filter { _ in true },
                       "someone joining does not renumber the others (no collision among these names)")
    }

    func testTheRoomPageInARealBrowserHoldsEveryLearnerAndKata() throws {
        guard let chromium = Self.chromium else {
            throw XCTSkip("chromium is not installed: on Debian or Ubuntu, apt-get install chromium; then swift test --filter RoomPageTests")
        }
        let (folder, names) = try makeRoom(learners: 40)
        let page = folder.appendingPathComponent("room.html")
        XCTAssertEqual(try runKata(["room", folder.path, "--html", page.path], in: packageRoot).status, 0)
        let profile = folder.appendingPathComponent("profile")
        let browser = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)", "--window-size=1280,800"]
        let dom = try runProgram(chromium, browser + ["--dump-dom", page.absoluteString], in: folder, timeout: 120)
        XCTAssertEqual(dom.status, 0, dom.standardError)
        XCTAssertTrue(dom.standardOutput.contains("<h1>The room: 40 learners</h1>"), dom.standardOutput)
        for name in names {
            XCTAssertTrue(dom.standardOutput.contains("<tr data-learner=\"\(name)\">"), "\(name) is in the browser's DOM")
        }
        for kata in katas {
            XCTAssertEqual(dom.standardOutput.components(separatedBy: "data-kata=\"\(kata)\"").count - 1, 40, "\(kata): one cell per learner")
        }
        XCTAssertTrue(dom.standardOutput.contains("<section id=\"change\"><h2>The second act: what the change cost</h2>"), "the debrief's footprints")
        for section in ["<section id=\"stuck\"><h2>⚑ Stuck (", "<section id=\"errors\"><h2>⚠ Does not compile", "<td class=\"solution held\">held</td>"] {
            XCTAssertTrue(dom.standardOutput.contains(section), section)
        }
        XCTAssertEqual(dom.standardOutput.components(separatedBy: "<div class=\"strip\"").count - 1, katas.count, "a timeline per kata")
        for kata in katas.dropLast() {
            XCTAssertTrue(dom.standardOutput.contains("<tr><th scope=\"row\">\(kata)</th>"), "\(kata): its footprints' row")
        }
        let screenshot = folder.appendingPathComponent("room.png")
        let shot = try runProgram(chromium, browser + ["--screenshot=\(screenshot.path)", page.absoluteString], in: folder, timeout: 120)
        XCTAssertEqual(shot.status, 0, shot.standardError)
        let png = try Data(contentsOf: screenshot)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
        XCTAssertGreaterThan(png.count, 20_000, "a page with something on it")
        // To look at it: KATA_ROOM_SCREENSHOT=/tmp/room.png swift test --filter RoomPageTests
        if let keep = ProcessInfo.processInfo.environment["KATA_ROOM_SCREENSHOT"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: screenshot, to: URL(fileURLWithPath: keep))
        }
    }

    /// On a 1280×720 projector the grid of learners by katas is on the first screen: its header
    /// and its first rows, without scrolling. Measured in the browser: a copy of the page with a
    /// script that writes where the grid's rows end (the page itself has no script).
    func testTheGridIsOnAProjectorsFirstScreen() throws {
        guard let chromium = Self.chromium else {
            throw XCTSkip("chromium is not installed: on Debian or Ubuntu, apt-get install chromium; then swift test --filter RoomPageTests")
        }
        let (folder, _) = try makeRoom(learners: 40)
        let page = folder.appendingPathComponent("room.html")
        XCTAssertEqual(try runKata(["room", folder.path, "--html", page.path, "--anonymous"], in: packageRoot).status, 0)
        let measured = folder.appendingPathComponent("measured.html")
        let script = """
            <script>const rows = document.querySelectorAll('table.grid tbody tr');
            document.body.dataset.fifthRowBottom = Math.ceil(rows[4].getBoundingClientRect().bottom);
            document.body.dataset.height = window.innerHeight;</script></body>
            """
        try String(contentsOf: page, encoding: .utf8).replacingOccurrences(of: "</body>", with: script).write(to: measured, atomically: true, encoding: .utf8)
        let browser = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--window-size=1280,720"]
        let dom = try runProgram(chromium, browser + ["--dump-dom", measured.absoluteString], in: folder, timeout: 120)
        XCTAssertEqual(dom.status, 0, dom.standardError)
        func attribute(_ name: String) -> Int? {
            guard let rest = dom.standardOutput.components(separatedBy: "\(name)=\"").dropFirst().first else { return nil }
            return Int(String(rest.prefix { $0 != "\"" }))
        }
        let bottom = try XCTUnwrap(attribute("data-fifth-row-bottom"), dom.standardOutput)
        let height = try XCTUnwrap(attribute("data-height"))
        XCTAssertLessThanOrEqual(height, 720)
        XCTAssertLessThanOrEqual(bottom, height, "the grid's first five rows end at \(bottom) px on a \(height) px high screen")
    }

    /// Chromium on `PATH`, if installed.
    private static var chromium: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }
}

import XCTest
@testable import Workbook

/// The room's page as an instructor gets it: written from a room of many learners by the built
/// `kata`, and opened in a real browser (headless Chromium) when one is installed.
final class RoomPageTests: XCTestCase {
    /// The real katas' ids, in workshop order.
    private var katas: [String] { (try? Catalog(root: packageRoot).katas.map(\.id)) ?? [] }

    /// A room folder of `count` learners at every stage of the day: some done, some stuck on a
    /// kata that fails or does not compile, some who have not run for a while.
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
                let status = position < reached ? "pass" : index % 4 == 0 ? "error" : "fail"
                var kata = LearnerState.Kata(id: id, status: status, checks: status == "error" ? [] : checks, started: position <= reached,
                                             runs: position <= reached ? 3 : 0,
                                             lastRun: position <= reached ? now.addingTimeInterval(-Double(index % 15) * 60) : nil,
                                             sameFailureRuns: position == reached ? index % 5 : 0, sawSolutionEarly: index % 11 == 3)
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
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertEqual(html.components(separatedBy: "<tr data-learner=").count - 1, 100)
        for name in names { XCTAssertTrue(html.contains("<tr data-learner=\"\(name)\">"), name) }
    }

    func testTheRoomPageInARealBrowserHoldsEveryLearnerAndKata() throws {
        guard let chromium = Self.chromium else {
            throw XCTSkip("chromium is not installed: on Debian or Ubuntu, apt-get install chromium; then swift test --filter RoomPageTests")
        }
        let (folder, names) = try makeRoom(learners: 36)
        let page = folder.appendingPathComponent("room.html")
        XCTAssertEqual(try runKata(["room", folder.path, "--html", page.path], in: packageRoot).status, 0)
        let profile = folder.appendingPathComponent("profile")
        let browser = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)", "--window-size=1600,1000"]
        let dom = try runProgram(chromium, browser + ["--dump-dom", page.absoluteString], in: folder, timeout: 120)
        XCTAssertEqual(dom.status, 0, dom.standardError)
        XCTAssertTrue(dom.standardOutput.contains("<h1>The room: 36 learners</h1>"), dom.standardOutput)
        for name in names {
            XCTAssertTrue(dom.standardOutput.contains("<tr data-learner=\"\(name)\">"), "\(name) is in the browser's DOM")
        }
        for kata in katas {
            XCTAssertEqual(dom.standardOutput.components(separatedBy: "data-kata=\"\(kata)\"").count - 1, 36, "\(kata): one cell per learner")
        }
        XCTAssertTrue(dom.standardOutput.contains("<section id=\"change\"><h2>The second act: what the change cost</h2>"), "the debrief's footprints")
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

import Foundation

/// `kata report FILE…`: the room's view of the learners' results; a folder stands for its
/// learners' files.
///
/// Throws ``UsageError`` (exit 64) when no file is a results document: the files named on the
/// command line are wrong, the workbook is fine (70) and no check failed (1).
struct ReportCommand: Command {
    static let spec = CommandSpec(
        name: "report",
        abstract: "Summarise the room from the learners' `kata check --json` files, or a room's folder.",
        discussion: "Per kata: how many learners pass, fail or cannot compile; the checks that fail most often; who has not started, and who looks stuck. Unreadable files are skipped with a warning.",
        argument: .init(name: "file", help: "One results file per learner (the file name names the learner), or a room's folder.", isRequired: true, isVariadic: true),
        options: [.json, .html, .watchRoom, .anonymous],
        examples: ["swift run kata report results/*.json", "swift run kata report /Volumes/Workshop/room --html room.html",
                   "swift run kata report /Volumes/Workshop/room --anonymous"]
    )

    var files: [String]
    var view: RoomView

    init(_ arguments: Arguments) throws(UsageError) {
        files = arguments.positional
        view = try RoomView(arguments)
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let arguments = files
        let folders = arguments.filter { RoomFolder(path: $0).isThere }
        // The instructor's decisions are the room's: a folder's, when one is named.
        let room = folders.first.map { RoomFolder(path: $0) }
        return try workbook.showRoom(view, emptyIsFine: !folders.isEmpty, decisionsOf: room) {
            try arguments.flatMap { folders.contains($0) ? try RoomFolder(path: $0).learnerFiles() : [$0] }
        }
    }
}

/// How `kata report` and `kata room <folder>` show a room: in the terminal (as text or JSON), or
/// as an HTML page, rewritten as results arrive.
struct RoomView: Sendable {
    /// `--html`: the page to write.
    var page: String?
    /// `--watch`: rewrite the page until Ctrl-C.
    var watching: Bool
    var json: Bool
    /// `--anonymous`: learners by pseudonym only.
    var anonymous: Bool

    init(_ arguments: Arguments) throws(UsageError) {
        page = arguments.value(of: .html)
        watching = arguments.has(.watchRoom)
        json = arguments.has(.json)
        anonymous = arguments.has(.anonymous)
        if watching && page == nil { throw UsageError(message: "--watch needs --html <file>: the page is what it rewrites", help: []) }
    }
}

extension Workbook {
    /// Shows the room made of the learners' files: in the terminal, or as an HTML page
    /// (`--html`), rewritten as the files change (`--watch`, until Ctrl-C).
    ///
    /// - Parameters:
    ///   - emptyIsFine: A room's folder nobody has written to yet is not an error.
    ///   - room: The room whose instructor's decisions on solutions are shown, if any.
    ///   - files: The learners' files, listed again at each rewrite.
    func showRoom(_ view: RoomView, emptyIsFine: Bool, decisionsOf room: RoomFolder? = nil,
                  files: @escaping @Sendable () throws -> [String]) throws -> Int32 {
        let katas = Set(catalog.katas.map(\.id))
        func report(_ files: [String]) -> RoomReport {
            let decisions: [String: SolutionDecision] = if let room, case .read(let read) = room.decisions(katas: katas) { read } else { [:] }
            return RoomReport.make(files: files, decisions: decisions, anonymous: view.anonymous)
        }
        guard let page = view.page else {
            let report = report(try files())
            for warning in report.warnings { console.warn(warning) }
            if report.learners.isEmpty && emptyIsFine && report.warnings.isEmpty {
                console.print("Nobody's results are in the room yet.")
                return ExitCode.success
            }
            guard !report.learners.isEmpty else {
                throw UsageError(message: "none of the files is a `kata check --json` document: nothing to report",
                                 help: ["Usage: \(ReportCommand.spec.usage)",
                                        "Each learner writes one with: swift run kata check --json > <name>.json"])
            }
            if view.json {
                console.print(report.jsonText())
            } else {
                console.print(Renderer.room(report, style: console.style))
            }
            return ExitCode.success
        }
        let watching = view.watching
        // Each warning once while watching: a learner's file that stays too large or unreadable is
        // named when it becomes so, not at every rewrite.
        var warned: Set<String> = []
        var written = try writeRoomPage(to: page, report: report, files: files(), reloading: watching, anonymous: view.anonymous, warned: &warned)
        guard watching else { return ExitCode.success }
        console.print("Rewriting \(page) as results arrive; the page reloads itself every \(Self.roomReload) s. Ctrl-C stops.")
        var last = Date()
        var unreachable = false
        while true {
            Thread.sleep(forTimeInterval: 1)
            // A share that drops for a while leaves the page as it was, and watching goes on.
            guard let listed = BoundedWait.run(within: RoomFolder.timeLimit, { Result { try files() } }), case .success(let current) = listed else {
                if !unreachable { console.warn("the learners' files cannot be read now: the page stays as it is until they can.") }
                unreachable = true
                continue
            }
            unreachable = false
            // The page says how long ago each learner ran: rewrite it now and then even when nothing came.
            if roomSignature(current) != written || Date().timeIntervalSince(last) >= 30 {
                written = try writeRoomPage(to: page, report: report, files: current, reloading: true, anonymous: view.anonymous, warned: &warned)
                last = Date()
            }
        }
    }

    /// Seconds between two reloads of a watched page.
    static let roomReload = 5

    /// Writes the page, replacing the file in one step so that a browser never reads half of it.
    ///
    /// - Returns: The signature of the files it was made from.
    private func writeRoomPage(to path: String, report make: ([String]) -> RoomReport, files: [String], reloading: Bool, anonymous: Bool,
                               warned: inout Set<String>) throws -> [String: String] {
        let started = Date()
        let signature = roomSignature(files)
        let report = make(files)
        for warning in report.warnings where !warned.contains(warning) { console.warn(warning) }
        warned = Set(report.warnings)
        let html = RoomPage.html(report, written: Date(), reloadEvery: reloading ? Self.roomReload : nil, anonymous: anonymous)
        do {
            try Data(html.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandError("cannot write \(path): \(error.localizedDescription)")
        }
        let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
        console.print("Wrote \(path): \(report.learners.count) learner\(report.learners.count == 1 ? "" : "s"), \(report.katas.count) kata\(report.katas.count == 1 ? "" : "s"), in \(milliseconds) ms.")
        return signature
    }

    private func roomSignature(_ files: [String]) -> [String: String] {
        Dictionary(files.map { ($0, BuildStamps.identity(of: $0) ?? "gone") }, uniquingKeysWith: { first, _ in first })
    }
}

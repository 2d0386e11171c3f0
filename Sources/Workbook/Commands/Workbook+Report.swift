import Foundation

extension Workbook {
    /// `kata report FILE…`: the room's view of the learners' results; a folder stands for its
    /// learners' files.
    ///
    /// - Throws: ``UsageError`` (exit 64) when no file is a results document: the files named
    ///   on the command line are wrong, the workbook is fine (70) and no check failed (1).
    func report(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments
        let folders = arguments.filter { RoomFolder(path: $0).isThere }
        return try showRoom(invocation, emptyIsFine: !folders.isEmpty) {
            try arguments.flatMap { folders.contains($0) ? try RoomFolder(path: $0).learnerFiles() : [$0] }
        }
    }

    /// Shows the room made of the learners' files: in the terminal, or as an HTML page
    /// (`--html`), rewritten as the files change (`--watch`, until Ctrl-C).
    ///
    /// - Parameters:
    ///   - emptyIsFine: A room's folder nobody has written to yet is not an error.
    ///   - files: The learners' files, listed again at each rewrite.
    func showRoom(_ invocation: Invocation, emptyIsFine: Bool, files: @escaping @Sendable () throws -> [String]) throws -> Int32 {
        guard let page = invocation.values["html"] else {
            if invocation.has("watch") { throw UsageError(message: "--watch needs --html <file>: the page is what it rewrites", help: []) }
            let report = RoomReport.make(files: try files())
            for warning in report.warnings { console.warn(warning) }
            if report.learners.isEmpty && emptyIsFine && report.warnings.isEmpty {
                console.print("Nobody's results are in the room yet.")
                return ExitCode.success
            }
            guard !report.learners.isEmpty else {
                throw UsageError(message: "none of the files is a `kata check --json` document: nothing to report",
                                 help: ["Usage: \(HelpText.usage(of: Commands.report))",
                                        "Each learner writes one with: swift run kata check --json > <name>.json"])
            }
            if invocation.has("json") {
                console.print(report.jsonText())
            } else {
                console.print(Renderer.room(report, style: console.style))
            }
            return ExitCode.success
        }
        let watching = invocation.has("watch")
        var written = try writeRoomPage(to: page, files: files(), reloading: watching)
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
                written = try writeRoomPage(to: page, files: current, reloading: true)
                last = Date()
            }
        }
    }

    /// Seconds between two reloads of a watched page.
    static let roomReload = 5

    /// Writes the page, replacing the file in one step so that a browser never reads half of it.
    ///
    /// - Returns: The signature of the files it was made from.
    private func writeRoomPage(to path: String, files: [String], reloading: Bool) throws -> [String: String] {
        let started = Date()
        let signature = roomSignature(files)
        let report = RoomReport.make(files: files)
        for warning in report.warnings { console.warn(warning) }
        let html = RoomPage.html(report, written: Date(), reloadEvery: reloading ? Self.roomReload : nil)
        do {
            try Data(html.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw WorkbookError.io("cannot write \(path): \(error.localizedDescription)")
        }
        let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
        console.print("Wrote \(path): \(report.learners.count) learner\(report.learners.count == 1 ? "" : "s"), \(report.katas.count) kata\(report.katas.count == 1 ? "" : "s"), in \(milliseconds) ms.")
        return signature
    }

    private func roomSignature(_ files: [String]) -> [String: String] {
        Dictionary(files.map { ($0, BuildStamps.identity(of: $0) ?? "gone") }, uniquingKeysWith: { first, _ in first })
    }
}

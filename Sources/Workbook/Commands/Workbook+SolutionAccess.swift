import Foundation

extension Workbook {
    /// Whether to show the reference solutions of `katas`, after saying why not when it may not.
    ///
    /// - Parameter early: `--now` was given: ask for a confirmation in a terminal (without one,
    ///   `--now` is the confirmation), and record that the learner saw the solution early.
    func mayShowSolution(of katas: [KataInfo], early: Bool, command: String) -> Bool {
        let membership = refreshedMembership()
        let progress = loadProgress()
        for kata in katas {
            switch SolutionAccess.of(kata.id, progress: progress[kata.id], membership: membership) {
            case .shown:
                continue
            case .heldByInstructor:
                console.print("""
                    Your instructor holds the reference solution of \(kata.id) for now: it opens for the room when they release it\(early ? ", and --now does not open it before" : "").
                    Meanwhile, a hint: swift run kata hint \(kata.id)
                    """)
                return false
            case .notYetPassed:
                guard early else {
                    console.print(notYetPassed(kata, progress[kata.id], command: command))
                    return false
                }
                guard confirmEarly(kata, inRoom: membership != nil) else { return false }
                updateProgress { $0[kata.id].sawSolutionEarly = true }
                shareWithRoom([])
            }
        }
        return true
    }

    private func notYetPassed(_ kata: KataInfo, _ progress: KataProgress, command: String) -> String {
        let state = progress.runs == 0 ? "you have not run it yet" : "your last run: \(progress.status.label)"
        return """
            The reference solution of \(kata.id) opens once your code passes its checks (\(state)).
            Run it: swift run kata run \(kata.id)    A hint: swift run kata hint \(kata.id)
            To see it anyway: swift run kata \(command) \(kata.id) --now
            """
    }

    /// Says what the learner gives up and, in a terminal, asks them to confirm.
    private func confirmEarly(_ kata: KataInfo, inRoom: Bool) -> Bool {
        let cost = "Reading the reference before your code passes gives away the design you are here to work out: "
            + "after it, you practise copying, not designing" + (inRoom ? ", and the room's page shows that you saw it early." : ".")
        guard console.inputIsTerminal else {
            console.warn("showing the reference solution of \(kata.id) before your code passes (--now, and no terminal to confirm on). " + cost)
            return true
        }
        let answer = (console.ask(cost + "\nShow the reference solution of \(kata.id) now? [y/N] ") ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else {
            console.print("Not shown. A hint instead: swift run kata hint \(kata.id)")
            return false
        }
        return true
    }

    /// The room joined, with the instructor's latest decisions read from its folder (kept in
    /// `.kata/room.json` for when the folder cannot be reached).
    func refreshedMembership() -> RoomMembership? {
        guard var membership = roomMembership() else { return nil }
        guard membership.role == .learner else { return membership }
        guard let decisions = membership.room.decisions() else {
            if !membership.solutions.isEmpty {
                console.warn("the room's folder \(membership.folder) cannot be reached: following the instructor's decisions as last read.")
            }
            return membership
        }
        if decisions != membership.solutions {
            membership.solutions = decisions
            try? membership.save(root: root)
        }
        return membership
    }
}

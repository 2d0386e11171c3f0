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
            switch SolutionAccess.of(kata.id, act: kata.act, progress: progress[kata.id], membership: membership) {
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
                updateProgress {
                    if kata.act == .two { $0[kata.id].change?.sawSolutionEarly = true } else { $0[kata.id].sawSolutionEarly = true }
                }
                shareWithRoom([])
            }
        }
        return true
    }

    /// Whether the reference solution of `kata` is open to this learner now, asking nothing and
    /// recording nothing: outputs that would name its files or symbols check this first.
    func solutionIsOpen(_ kata: KataInfo) -> Bool {
        SolutionAccess.of(kata.id, act: kata.act, progress: loadProgress()[kata.id], membership: refreshedMembership()) == .shown
    }

    private func notYetPassed(_ kata: KataInfo, _ progress: KataProgress, command: String) -> String {
        guard kata.act == .two else {
            let state = progress.runs == 0 ? "you have not run it yet" : "your last run: \(progress.status.label)"
            return """
                The reference solution of \(kata.id) opens once your code passes its checks (\(state)).
                Run it: swift run kata run \(kata.id)    A hint: swift run kata hint \(kata.id)
                To see it anyway: swift run kata \(command) \(kata.id) --now
                """
        }
        let state = (progress.change?.runs ?? 0) == 0 ? "you have not run it yet" : "your last run: \(progress.change?.status.label ?? "")"
        return """
            The reference solution of \(kata.id)'s second act opens once your code passes it (\(state)).
            Run it: swift run kata run \(kata.id)    A hint: swift run kata hint \(kata.id)
            To see it anyway: swift run kata \(command) \(kata.id) --act 2 --now
            """
    }

    /// Says what the learner gives up and, in a terminal, asks them to confirm.
    private func confirmEarly(_ kata: KataInfo, inRoom: Bool) -> Bool {
        let cost = "Reading the reference before your code passes gives away the design you are here to work out: "
            + "after it, you practise copying, not designing" + (inRoom && kata.act == .one ? ", and the room's page shows that you saw it early." : ".")
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
        if membership.role == .instructor {
            // The role is the room's mark's: a `.kata/room.json` edited to say "instructor", or a
            // room whose mark changed hands, opens nothing.
            switch membership.room.instructorMark() {
            case .unreachable: return membership
            case .mark(let mark) where membership.secret.map(mark.opens) == true: return membership
            case .mark:
                console.warn("your secret does not open the instructor mark of the room at \(membership.folder): you see solutions as a learner does.")
                membership.role = .learner
            case .none, .damaged:
                console.warn("the room at \(membership.folder) has no instructor mark you can open: join it again as its instructor (kata room join \(membership.folder) --instructor); meanwhile you see solutions as a learner does.")
                membership.role = .learner
            }
        }
        switch membership.room.decisions(katas: Set(catalog.katas.map(\.id))) {
        case .unreachable:
            if !membership.solutions.isEmpty {
                console.warn("the room's folder \(membership.folder) cannot be reached: following the instructor's decisions as last read.")
            }
        case .refused(let reason, _):
            console.warn("the room's \(RoomFolder.decisionsName) \(reason): following the instructor's decisions as last read.")
        case .read(let decisions):
            if decisions != membership.solutions {
                membership.solutions = decisions
                try? membership.save(root: root)
            }
        }
        return membership
    }
}

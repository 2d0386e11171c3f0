import Foundation

extension Workbook {
    /// The room joined, after printing a warning if `.kata/room.json` is damaged.
    func roomMembership() -> RoomMembership? {
        let (membership, warning) = RoomMembership.load(root: root)
        if let warning { console.warn(warning) }
        return membership
    }

    /// After a run, `watch` or `check`: writes the learner's state to the room joined, if any.
    ///
    /// Never fails and never holds the learner up for more than ``RoomFolder/timeLimit``: a
    /// folder that is gone, read-only, full or silent gives one warning line. The state is kept
    /// in `.kata/room-state.json` as well, so that nothing is lost while the folder is away.
    ///
    /// - Parameter reports: The katas just run against the learner's code.
    func shareWithRoom(_ reports: [KataReport]) {
        let trace = PhaseTrace(write: console.writeError)
        guard let membership = roomMembership(), membership.role == .learner else { return }
        let state = updateRoomState(membership) { state in
            for report in reports where !report.isSolution { state.record(report) }
        }
        trace.mark("room state")
        if let warning = membership.room.publish(state, as: membership.name, workbook: membership.workbook) {
            console.warn(warning)
        }
        trace.mark("room write")
    }

    /// Changes the learner's state kept in `.kata/room-state.json`, brought up to date with
    /// their progress, and returns it as it is written.
    func updateRoomState(_ membership: RoomMembership, _ change: (inout LearnerState) -> Void = { _ in }) -> Data {
        let file = root.appendingPathComponent(".kata/room-state.json")
        return FileLock.withLock(at: root.appendingPathComponent(".kata/room-state.lock")) {
            var state = FileManager.default.contents(atPath: file.path).flatMap(LearnerState.decode)
                ?? LearnerState(learner: membership.name, workbook: membership.workbook)
            state.learner = membership.name
            state.workbook = membership.workbook
            change(&state)
            state.refresh(katas: catalog.katas.map(\.id), progress: store.load().progress, at: Date())
            let encoded = state.encoded()
            // Only a copy of what goes to the room: if it cannot be written, the next run makes it again.
            try? encoded.write(to: file, options: .atomic)
            return encoded
        }
    }
}

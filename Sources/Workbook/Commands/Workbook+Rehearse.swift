import Foundation

extension Workbook {
    /// `kata room rehearse <folder>`: writes simulated learners' files into a room's folder (see
    /// ``RoomRehearsal``), made if missing. Refuses, writing nothing, when a file it would write
    /// is a real learner's.
    func rehearse(in path: String, learners count: Int, seed: UInt64) throws -> Int32 {
        let room = RoomFolder(path: path)
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandError("cannot make the room's folder \(path): \(error.localizedDescription)")
        }
        let learners = RoomRehearsal(katas: catalog.katas, root: root).learners(count, seed: seed, now: Date())
        let taken = learners.filter { learner in
            FileManager.default.fileExists(atPath: room.fileURL(of: learner.name).path) && room.owner(of: learner.name) != RoomRehearsal.workbook
        }
        if let first = taken.first {
            throw CommandError("\(room.fileURL(of: first.name).path) is a real learner's file, not a rehearsal's: nothing was written. Rehearse in a folder of its own.")
        }
        for learner in learners {
            if let warning = room.publish(learner.state.encoded(), as: learner.name, workbook: RoomRehearsal.workbook) {
                throw CommandError(warning)
            }
        }
        console.print("""
            \(count) simulated learners written to \(path) (\(learners.first?.name ?? "").json to \(learners.last?.name ?? "").json), as a learner's kata writes them.
            See the room: swift run kata room \(path) --html room.html (add --watch to rewrite it as files change)
            When the rehearsal is over: rm \(path)/rehearsal-*.json
            """)
        return ExitCode.success
    }
}

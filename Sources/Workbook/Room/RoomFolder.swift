import Foundation

/// A room's shared folder (a network share, a synced folder, a USB stick): one `<name>.json`
/// per learner, and the instructor's decisions on solutions in `.solutions.json`.
///
/// Every access is bounded in time: a share that stops answering costs a learner's run at most
/// ``timeLimit`` seconds, and a warning.
struct RoomFolder: Sendable {
    let path: String

    /// How long `kata` waits for the folder before it goes on without it, in seconds.
    static let timeLimit = 2.0
    static let decisionsName = ".solutions.json"

    var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    func fileURL(of learner: String) -> URL { url.appendingPathComponent("\(learner).json") }

    var isThere: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The learners' files, sorted: every `*.json` but hidden ones (the decisions, files being written).
    func learnerFiles() throws -> [String] {
        guard isThere else { throw RoomError("the room's folder \(path) is not there") }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0).path }
    }

    /// The workbook id written in a learner's file, if there is such a file.
    func owner(of learner: String) -> String? {
        struct Owner: Decodable { var workbook: String? }
        guard let data = FileManager.default.contents(atPath: fileURL(of: learner).path) else { return nil }
        return (try? JSONDecoder().decode(Owner.self, from: data))?.workbook
    }

    /// Writes a learner's state, replacing their file in one step (readers never see half a file).
    ///
    /// - Returns: A warning when it was not written: the folder is gone, read-only or full,
    ///   too slow, or the name is someone else's.
    /// - Parameter state: The learner's state, encoded (``LearnerState/encoded()``).
    func publish(_ state: Data, as learner: String, workbook: String) -> String? {
        let folder = self
        let result = BoundedWait.run(within: Self.timeLimit) { () -> String? in
            guard folder.isThere else {
                return "the room's folder \(folder.path) is not there (unplugged, unmounted or offline): your results stay here and go to the room after your next run there."
            }
            if let owner = folder.owner(of: learner), owner != workbook {
                return "someone else in the room is called '\(learner)': \(learner).json in \(folder.path) is another workbook's. Pick another name (swift run kata room join \(folder.path) --name <name>); your results go to the room after that."
            }
            do {
                try folder.replace(learner + ".json", with: state)
                return nil
            } catch {
                let reason = (error as? RoomError)?.description ?? error.localizedDescription
                return "cannot write to the room's folder \(folder.path) (\(reason); read-only or full?): your results stay here and go to the room after your next run there."
            }
        }
        return result ?? "the room's folder \(path) did not answer within \(Int(Self.timeLimit)) s: your results stay here and go to the room after your next run there."
    }

    /// The instructor's decisions, or nil when the folder cannot be read in time.
    func decisions() -> [String: SolutionDecision]? {
        let folder = self
        return BoundedWait.run(within: Self.timeLimit) { () -> [String: SolutionDecision]? in
            guard folder.isThere else { return nil }
            guard let data = FileManager.default.contents(atPath: folder.url.appendingPathComponent(Self.decisionsName).path) else {
                return [:]
            }
            return (try? JSONDecoder().decode(Decisions.self, from: data))?.katas ?? [:]
        } ?? nil
    }

    /// Records the instructor's decision on one kata's solution.
    func decide(_ decision: SolutionDecision, for kata: String) throws {
        guard isThere else { throw RoomError("the room's folder \(path) is not there") }
        var decisions = Decisions(katas: self.decisions() ?? [:])
        decisions.katas[kata] = decision
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try replace(Self.decisionsName, with: try encoder.encode(decisions))
        } catch {
            throw RoomError("cannot write \(Self.decisionsName) in \(path): \(error.localizedDescription)")
        }
    }

    /// Writes `data` to a hidden file of its own, then renames it over `name`.
    private func replace(_ name: String, with data: Data) throws {
        let temporary = url.appendingPathComponent(".\(name).\(Subprocess.currentID).\(UInt32.random(in: 0...UInt32.max)).tmp")
        try data.write(to: temporary)
        do {
            try FileSystem.rename(temporary.path, over: url.appendingPathComponent(name).path)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RoomError("\(error)")
        }
    }

    private struct Decisions: Codable {
        var version = 1
        var katas: [String: SolutionDecision]
    }
}

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
    /// The most of a learner's file that is read: one is a few kilobytes.
    static let maximumLearnerFileSize = 4 << 20

    var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    func fileURL(of learner: String) -> URL { url.appendingPathComponent("\(learner).json") }

    var isThere: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The learners' files, sorted: every `*.json` but hidden ones (the decisions, files being written).
    ///
    /// - Throws: When the folder is not there or does not answer within ``timeLimit``.
    func learnerFiles() throws -> [String] {
        let folder = self
        guard let names = BoundedWait.run(within: Self.timeLimit, { () -> [String]? in
            guard folder.isThere else { return nil }
            return (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        }) else {
            throw RoomError("the room's folder \(path) did not answer within \(Int(Self.timeLimit)) s")
        }
        guard let names else { throw RoomError("the room's folder \(path) is not there") }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0).path }
    }

    /// The workbook id written in a learner's file, if there is such a file.
    ///
    /// Read within ``timeLimit``: nil when it cannot be (``publish(_:as:workbook:)`` reads it again).
    func owner(of learner: String) -> String? {
        struct Owner: Decodable { var workbook: String? }
        let file = fileURL(of: learner).path
        return BoundedWait.run(within: Self.timeLimit) { () -> String? in
            guard let data = try? FileSystem.prefix(of: file, upTo: RoomFolder.maximumLearnerFileSize) else { return nil }
            return (try? JSONDecoder().decode(Owner.self, from: data))?.workbook
        } ?? nil
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

    /// What reading the instructor's decisions gave.
    enum DecisionsRead: Equatable, Sendable {
        /// The decisions in the file (none when there is no file).
        case read([String: SolutionDecision])
        /// The folder is not there or did not answer within ``RoomFolder/timeLimit``.
        case unreachable
        /// The file is there but is not one this kata reads: damaged, of another version, too
        /// large. The last good decisions hold. A new decision may replace a damaged file, not
        /// one of another version (a newer kata's).
        case refused(String, mayBeReplaced: Bool)
    }

    /// The largest `.solutions.json` read: one decision per kata is a few hundred bytes.
    static let maximumDecisionsSize = 64 * 1024

    /// The instructor's decisions, read within ``timeLimit``.
    ///
    /// - Parameter katas: The katas of this workbook: a decision about any other id is dropped
    ///   (the file can be written by anyone who can write the folder).
    func decisions(katas: Set<String>) -> DecisionsRead {
        let folder = self
        return BoundedWait.run(within: Self.timeLimit) { () -> DecisionsRead in
            guard folder.isThere else { return .unreachable }
            let file = folder.url.appendingPathComponent(Self.decisionsName).path
            guard FileManager.default.fileExists(atPath: file) else { return .read([:]) }
            let data: Data
            do {
                data = try FileSystem.prefix(of: file, upTo: Self.maximumDecisionsSize + 1)
            } catch {
                return .refused("cannot be read (\(error))", mayBeReplaced: false)
            }
            guard data.count <= Self.maximumDecisionsSize else {
                return .refused("is larger than \(Self.maximumDecisionsSize / 1024) KB", mayBeReplaced: true)
            }
            struct Version: Decodable { var version: Int? }
            guard let version = try? JSONDecoder().decode(Version.self, from: data) else { return .refused("is damaged (not JSON)", mayBeReplaced: true) }
            guard version.version == 1 else {
                return .refused("is version \(version.version.map(String.init) ?? "none"), and this kata reads version 1 (a newer kata wrote it? update the katas)",
                                mayBeReplaced: false)
            }
            guard let decisions = try? JSONDecoder().decode(Decisions.self, from: data) else {
                return .refused("is damaged (a decision that is neither released nor held)", mayBeReplaced: true)
            }
            return .read(decisions.katas.filter { katas.contains($0.key) })
        } ?? .unreachable
    }

    /// What reading the room's instructor mark gave.
    enum MarkRead: Equatable, Sendable {
        case mark(InstructorMark)
        /// No instructor has joined the room yet.
        case none
        case unreachable
        case damaged
    }

    /// The room's instructor mark (``InstructorMark``), read within ``timeLimit``.
    func instructorMark() -> MarkRead {
        let folder = self
        return BoundedWait.run(within: Self.timeLimit) { () -> MarkRead in
            guard folder.isThere else { return .unreachable }
            let file = folder.url.appendingPathComponent(InstructorMark.fileName).path
            guard FileManager.default.fileExists(atPath: file) else { return .none }
            guard let data = try? FileSystem.prefix(of: file, upTo: 4096),
                  let mark = InstructorMark(text: String(decoding: data, as: UTF8.self)) else { return .damaged }
            return .mark(mark)
        } ?? .unreachable
    }

    /// Writes the room's instructor mark.
    func placeInstructorMark(_ mark: InstructorMark) throws {
        do {
            try replace(InstructorMark.fileName, with: Data(mark.text.utf8))
        } catch {
            throw RoomError("cannot write \(InstructorMark.fileName) in \(path): \(error)")
        }
    }

    /// Records the instructor's decision on one kata's solution.
    func decide(_ decision: SolutionDecision, for kata: String, katas: Set<String>) throws {
        guard isThere else { throw RoomError("the room's folder \(path) is not there") }
        let current: [String: SolutionDecision]
        switch self.decisions(katas: katas) {
        case .read(let read): current = read
        case .unreachable: throw RoomError("the room's folder \(path) did not answer within \(Int(Self.timeLimit)) s")
        case .refused(let reason, let mayBeReplaced):
            // A file of a newer version is not written over with an older one.
            guard mayBeReplaced else { throw RoomError("\(Self.decisionsName) in \(path) \(reason)") }
            current = [:]
        }
        var decisions = Decisions(katas: current)
        decisions.katas[kata] = decision
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try replace(Self.decisionsName, with: try encoder.encode(decisions))
        } catch {
            throw RoomError("cannot write \(Self.decisionsName) in \(path): \(error)")
        }
    }

    /// Writes `data` to a hidden file of its own, then renames it over `name`.
    private func replace(_ name: String, with data: Data) throws {
        let temporary = url.appendingPathComponent(".\(name).\(Subprocess.currentID).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try FileSystem.write(data, to: temporary.path)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RoomError("\(error)")
        }
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

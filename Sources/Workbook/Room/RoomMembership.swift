import Foundation

/// The room this workbook joined (`kata room join`), kept in `.kata/room.json`.
struct RoomMembership: Codable, Equatable, Sendable {
    enum Role: String, Codable, Sendable {
        /// Writes their state to the room after every run; sees solutions as the room decides.
        case learner
        /// Decides on solutions and watches the room; writes nothing to it but decisions.
        case instructor
    }

    var version = 1
    /// The room's folder, as an absolute path.
    var folder: String
    /// The learner's name: their file in the room is `<name>.json`.
    var name: String
    var role: Role
    /// A random id of this workbook, written into the learner's file, to tell two learners who
    /// picked the same name apart.
    var workbook: String
    /// The instructor's decisions on solutions, as last read from the room's folder: they hold
    /// while the folder cannot be reached.
    var solutions: [String: SolutionDecision] = [:]
    /// The instructor's secret, whose hash is the room's mark (``InstructorMark``); nil for a learner.
    var secret: String?

    var room: RoomFolder { RoomFolder(path: folder) }

    static func fileURL(root: URL) -> URL { root.appendingPathComponent(".kata/room.json") }

    /// The room joined, nil when none; a damaged file is reported and treated as no room.
    static func load(root: URL) -> (membership: RoomMembership?, warning: String?) {
        guard let data = FileManager.default.contents(atPath: fileURL(root: root).path) else { return (nil, nil) }
        guard let membership = try? JSONDecoder().decode(RoomMembership.self, from: data), membership.version == 1 else {
            return (nil, ".kata/room.json cannot be read: join the room again (kata room join <folder>).")
        }
        return (membership, nil)
    }

    func save(root: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".kata"), withIntermediateDirectories: true)
            try encoder.encode(self).write(to: Self.fileURL(root: root), options: .atomic)
        } catch {
            throw RoomError("cannot write .kata/room.json: \(error.localizedDescription)")
        }
    }

    /// This workbook's id, made on first use and kept in `.kata/workbook-id` (leaving a room
    /// keeps it, so that joining again with the same name is not taken for someone else).
    static func workbookID(root: URL) -> String {
        let file = root.appendingPathComponent(".kata/workbook-id")
        if let data = FileManager.default.contents(atPath: file.path) {
            let id = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if !id.isEmpty { return id }
        }
        let id = UUID().uuidString
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data((id + "\n").utf8).write(to: file, options: .atomic)
        return id
    }

    static func remove(root: URL) throws {
        do {
            try FileManager.default.removeItem(at: fileURL(root: root))
        } catch {
            throw RoomError("cannot remove .kata/room.json: \(error.localizedDescription)")
        }
    }
}

/// What the instructor decided about one kata's reference solution.
enum SolutionDecision: String, Codable, Sendable {
    /// Every learner sees it, passing or not.
    case released
    /// No learner sees it, passing or not, until it is released.
    case held
}

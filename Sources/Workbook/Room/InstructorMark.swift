import Foundation
import KataKit

/// The room's own instructor mark: `.instructor` in the room's folder holds the SHA-256 of a
/// secret that only the instructor's workbook keeps (`.kata/instructor-secrets`, or
/// `KATA_INSTRUCTOR_SECRET`). Whoever joins a room as its instructor first (the one who created
/// it) writes the mark; after that, joining as the instructor, releasing and holding need the
/// secret, so that a learner who joins the room cannot claim the role.
///
/// What it cannot do: anyone who can write the folder can still edit `.solutions.json` by
/// hand, or replace the mark. The folder's permissions are the last door: the instructor alone
/// may write `.instructor` and `.solutions.json` (WORKSHOP.md, "Solutions when you say so").
struct InstructorMark: Equatable, Sendable {
    /// The SHA-256 of the secret, in hexadecimal.
    var hash: String

    static let fileName = ".instructor"
    static let secretsFile = ".kata/instructor-secrets"
    static let environmentKey = "KATA_INSTRUCTOR_SECRET"

    /// A new secret (256 random bits in hexadecimal) and its mark.
    static func make() -> (secret: String, mark: InstructorMark) {
        var generator = SystemRandomNumberGenerator()
        let secret = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }.hexadecimal
        return (secret, InstructorMark(secret: secret))
    }

    init(hash: String) {
        self.hash = hash
    }

    init(secret: String) {
        hash = SHA256.hash(Array(secret.utf8)).hexadecimal
    }

    func opens(with secret: String) -> Bool {
        InstructorMark(secret: secret).hash == hash
    }

    /// The file's text.
    var text: String { "kata room instructor mark 1\n\(hash)\n" }

    /// The mark in a file's text; nil when it is not one.
    init?(text: String) {
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.count >= 2, lines[0] == "kata room instructor mark 1", lines[1].count == 64,
              lines[1].allSatisfy(\.isHexDigit) else { return nil }
        hash = lines[1]
    }

    /// The secrets this workbook keeps, and the one in the environment, if any.
    static func secrets(root: URL, environment: [String: String]) -> [String] {
        let kept = (try? FileSystem.prefix(of: root.appendingPathComponent(secretsFile).path, upTo: 64 * 1024))
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
        let fromEnvironment = environment[environmentKey].map { [$0.trimmingCharacters(in: .whitespacesAndNewlines)] } ?? []
        return fromEnvironment + kept.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Keeps a secret in this workbook, readable by its owner only.
    static func keep(_ secret: String, root: URL) throws {
        let file = root.appendingPathComponent(secretsFile)
        let kept = secrets(root: root, environment: [:])
        guard !kept.contains(secret) else { return }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileSystem.write(Data((kept + [secret]).map { $0 + "\n" }.joined().utf8), to: file.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        } catch {
            throw RoomError("cannot keep the instructor's secret in \(secretsFile): \(error)")
        }
    }
}

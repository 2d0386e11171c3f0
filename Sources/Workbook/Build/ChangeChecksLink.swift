import Foundation

/// The link that puts a change request's checks into the learner's act-2 executable.
///
/// The change's checks call API that the learner's code has only once they made the change: were
/// they always part of `<Module>ChangeChecks`, no build of the whole package (`swift build`,
/// `swift test`, Xcode) would compile during the first act. So the file joins that target when
/// the change request opens, as a relative symlink (`.gitignore` lists it), and leaves it when
/// the kata is reset.
enum ChangeChecksLink {
    /// Links the change's checks in, unless they are already.
    ///
    /// - Throws: ``BuildError`` when the link cannot be made.
    static func ensure(_ kata: KataInfo, root: URL) throws {
        guard kata.change != nil else { return }
        let link = root.appendingPathComponent(kata.changeChecksLinkPath)
        let destination = "../../ChangeSolutionChecks/\(kata.module)/\(kata.module)ChangeChecks.swift"
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == destination { return }
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(kata.changeChecksPath).path) else {
            throw BuildError("\(kata.id)'s change request has no checks at \(kata.changeChecksPath)")
        }
        try? FileManager.default.removeItem(at: link)
        do {
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
        } catch {
            throw BuildError("cannot link the change request's checks into \(kata.changeChecksLinkPath): \(error.localizedDescription)")
        }
    }

    /// Takes the change's checks out of the learner's act-2 executable (`kata reset`).
    static func remove(_ kata: KataInfo, root: URL) {
        try? FileManager.default.removeItem(at: root.appendingPathComponent(kata.changeChecksLinkPath))
    }

    /// Whether the change's checks are linked in.
    static func isLinked(_ kata: KataInfo, root: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent(kata.changeChecksLinkPath).path)) != nil
    }
}

import Foundation

/// The links that put a change request's checks into the learner's act-2 executable.
///
/// The change's checks call API that the learner's code has only once they made the change: were
/// they always part of `<Module>ChangeChecks`, no build of the whole package (`swift build`,
/// `swift test`, Xcode) would compile during the first act. So they join that target when the
/// change request opens, as relative symlinks (`.gitignore` lists them: their names end in
/// `ChangeChecks.swift`), and leave it when the kata is reset. The change's files are those of
/// `Sources/ChangeSolutionChecks/<Module>` that are neither the first act's checks nor the act-2
/// entry.
enum ChangeChecksLink {
    /// Links the change's checks in, unless they are already.
    ///
    /// - Throws: ``BuildError`` when a link cannot be made.
    static func ensure(_ kata: KataInfo, root: URL) throws {
        guard kata.change != nil else { return }
        let files = changeFiles(of: kata, root: root)
        guard !files.isEmpty else {
            throw BuildError("\(kata.id)'s change request has no checks in Sources/ChangeSolutionChecks/\(kata.module)")
        }
        for file in files {
            let link = root.appendingPathComponent("Sources/ChangeChecks/\(kata.module)/\(file)")
            let destination = "../../ChangeSolutionChecks/\(kata.module)/\(file)"
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == destination { continue }
            try? FileManager.default.removeItem(at: link)
            do {
                try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
            } catch {
                throw BuildError("cannot link the change request's checks into Sources/ChangeChecks/\(kata.module)/\(file): \(error.localizedDescription)")
            }
        }
    }

    /// Whether the change's checks are linked in now.
    static func isLinked(_ kata: KataInfo, root: URL) -> Bool {
        let files = changeFiles(of: kata, root: root)
        return !files.isEmpty && files.allSatisfy { file in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("Sources/ChangeChecks/\(kata.module)/\(file)").path)) != nil
        }
    }

    /// Takes the change's checks out of the learner's act-2 executable (`kata reset`).
    static func remove(_ kata: KataInfo, root: URL) {
        for file in changeFiles(of: kata, root: root) {
            try? FileManager.default.removeItem(at: root.appendingPathComponent("Sources/ChangeChecks/\(kata.module)/\(file)"))
        }
    }

    /// The change's own check files: in the act-2 reference's checks, but not the first act's
    /// checks nor the act-2 entry.
    static func changeFiles(of kata: KataInfo, root: URL) -> [String] {
        let actOne = Set((try? SwiftFiles.list(in: root.appendingPathComponent(kata.inAct(.one).checksPath))) ?? [])
        let all = (try? SwiftFiles.list(in: root.appendingPathComponent("Sources/ChangeSolutionChecks/\(kata.module)"))) ?? []
        return all.filter { !actOne.contains($0) && $0 != "\(kata.module)ChangeEntry.swift" }
    }
}

import Foundation

/// The instructor's workbook while `kata grade` grades a submission in it: its kata files are
/// moved aside to `.kata/grading/`, the submission's Swift files put in their place (a kata
/// missing from the submission gets its starter), and everything is put back afterwards, also
/// after an interruption: a grade that finds a complete backup first restores it.
final class GradingCopy: @unchecked Sendable {
    let root: URL
    let katas: [KataInfo]
    private let lock = NSLock()
    private var isInstalled = false

    init(root: URL, katas: [KataInfo]) {
        self.root = root
        self.katas = katas
    }

    var backup: URL { root.appendingPathComponent(".kata/grading") }
    private var marker: URL { backup.appendingPathComponent("complete") }
    private var fileManager: FileManager { .default }

    /// Puts back the instructor's files left aside by a grade that was killed; false when there were none.
    @discardableResult
    func recoverIfInterrupted() throws -> Bool {
        guard fileManager.fileExists(atPath: backup.path) else { return false }
        guard fileManager.fileExists(atPath: marker.path) else {
            // The backup was being made: nothing in Katas/ was changed yet.
            try? fileManager.removeItem(at: backup)
            return false
        }
        lock.withLock { isInstalled = true }
        try restore()
        return true
    }

    /// Backs up each kata's folder, then puts the submission's Swift files in it.
    ///
    /// - Returns: The katas graded as their starter, absent from the submission.
    func install(_ submission: Submission) throws -> [KataInfo] {
        try lock.withLock {
            try? fileManager.removeItem(at: backup)
            do {
                try fileManager.createDirectory(at: backup, withIntermediateDirectories: true)
                for kata in katas {
                    try fileManager.copyItem(at: root.appendingPathComponent(kata.starterPath),
                                             to: backup.appendingPathComponent(kata.module))
                }
                try Data().write(to: marker)
            } catch {
                try? fileManager.removeItem(at: backup)
                throw InstructorError("cannot back up this workbook's katas to \(backup.path): \(error.localizedDescription); nothing was changed")
            }
            isInstalled = true
            var starters: [KataInfo] = []
            do {
                for kata in katas {
                    let folder = root.appendingPathComponent(kata.starterPath)
                    if let files = submission.files[kata.module], !files.isEmpty {
                        try removeSwiftFiles(in: folder)
                        for file in files {
                            let target = folder.appendingPathComponent(file.path)
                            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                            try file.contents.write(to: target)
                        }
                        continue
                    }
                    starters.append(kata)
                    let starter = root.appendingPathComponent(kata.pristineStarterPath)
                    let paths = swiftFiles(in: starter)
                    // Without a pristine starter, this workbook's own files are the starter.
                    guard !paths.isEmpty else { continue }
                    try removeSwiftFiles(in: folder)
                    for path in paths {
                        let target = folder.appendingPathComponent(path)
                        try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try fileManager.copyItem(at: starter.appendingPathComponent(path), to: target)
                    }
                }
            } catch {
                throw InstructorError("cannot put the submission's files in \(root.path)/Katas: \(error.localizedDescription)")
            }
            return starters
        }
    }

    /// Puts the instructor's kata folders back as they were; does nothing when nothing was installed.
    func restore() throws {
        try lock.withLock {
            guard isInstalled else { return }
            for kata in katas {
                let saved = backup.appendingPathComponent(kata.module)
                // Restored already by a restore that was cut short.
                guard fileManager.fileExists(atPath: saved.path) else { continue }
                let folder = root.appendingPathComponent(kata.starterPath)
                do {
                    try? fileManager.removeItem(at: folder)
                    try fileManager.moveItem(at: saved, to: folder)
                    // Back with their old times, SwiftPM would take the graded code's objects
                    // for theirs (it compares times): a later `swift build` links stale code.
                    for path in swiftFiles(in: folder) {
                        try? fileManager.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.appendingPathComponent(path).path)
                    }
                } catch {
                    throw InstructorError("cannot restore \(kata.starterPath) from \(saved.path): \(error.localizedDescription); copy it back by hand")
                }
            }
            try? fileManager.removeItem(at: backup)
            isInstalled = false
        }
    }

    private func swiftFiles(in folder: URL) -> [String] {
        guard let enumerator = fileManager.enumerator(atPath: folder.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    private func removeSwiftFiles(in folder: URL) throws {
        for path in swiftFiles(in: folder) {
            try fileManager.removeItem(at: folder.appendingPathComponent(path))
        }
    }
}

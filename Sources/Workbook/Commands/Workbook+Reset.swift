import Foundation

extension Workbook {
    /// `kata reset <kata>`: back up the learner's files, then put the starter back.
    func reset(_ invocation: Invocation) throws -> Int32 {
        let kata = try catalog.kata(invocation.argument ?? "")
        let starter = root.appendingPathComponent(kata.starterPath)
        let pristine = root.appendingPathComponent(kata.pristineStarterPath)
        guard FileManager.default.fileExists(atPath: pristine.path) else {
            throw WorkbookError.io("the original starter of \(kata.id) is missing (\(kata.pristineStarterPath)); nothing was changed")
        }
        let hadFolder = FileManager.default.fileExists(atPath: starter.path)
        let backup = try hadFolder ? StarterFiles.backUp(starter, to: store.directory.appendingPathComponent("backups"), id: kata.id) : nil
        try StarterFiles.restore(starter, from: pristine)
        updateProgress { progress in
            progress[kata.id].status = .notStarted
            progress[kata.id].hintsShown = 0
        }
        if let backup {
            let relativeBackup = String(backup.path.dropFirst(root.path.count + 1))
            console.print("Your files of \(kata.id) are backed up in \(console.style.bold(relativeBackup))/")
        } else {
            console.print("\(kata.starterPath) was missing: there was nothing to back up.")
        }
        console.print("\(kata.starterPath) is the starter again. Run: \(console.style.cyan("swift run kata run \(kata.id)"))")
        if !FileManager.default.fileExists(atPath: root.appendingPathComponent(kata.lessonPath).path) {
            console.print("Its lesson is missing too: \(console.style.cyan("git checkout -- \(kata.lessonPath)")) brings it back.")
        }
        return ExitCode.success
    }
}

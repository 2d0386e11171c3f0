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
        let backup = try StarterFiles.backUp(starter, to: store.directory.appendingPathComponent("backups"), id: kata.id)
        try StarterFiles.replace(starter, with: pristine)
        updateProgress { progress in
            progress[kata.id].status = .notStarted
            progress[kata.id].hintsShown = 0
        }
        let relativeBackup = String(backup.path.dropFirst(root.path.count + 1))
        console.print("Your files of \(kata.id) are backed up in \(console.style.bold(relativeBackup))/")
        console.print("\(kata.starterPath) is the starter again. Run: \(console.style.cyan("swift run kata run \(kata.id)"))")
        return ExitCode.success
    }
}

import Foundation

/// `kata reset <kata>`: back up the learner's files, then put the starter back.
struct ResetCommand: Command {
    static let spec = CommandSpec(
        name: "reset",
        abstract: "Put a kata's starter back, after backing up your files.",
        discussion: "Your files are first copied to .kata/backups/, and the command prints where. Both acts start over: the change request opens again once the kata passes.",
        argument: .kata,
        examples: ["swift run kata reset trip-validation"]
    )

    var kata: String

    init(_ arguments: Arguments) {
        kata = arguments.first ?? ""
    }

    func run(in workbook: Workbook) throws -> Int32 {
        try workbook.reset(try workbook.catalog.kata(kata))
    }
}

private extension Workbook {
    func reset(_ kata: KataInfo) throws -> Int32 {
        let starter = root.appendingPathComponent(kata.starterPath)
        let pristine = root.appendingPathComponent(kata.pristineStarterPath)
        guard FileManager.default.fileExists(atPath: pristine.path) else {
            throw CommandError("the original starter of \(kata.id) is missing (\(kata.pristineStarterPath)); nothing was changed")
        }
        let hadFolder = FileManager.default.fileExists(atPath: starter.path)
        let backup = try hadFolder ? StarterFiles.backUp(starter, to: store.directory.appendingPathComponent("backups"), id: kata.id) : nil
        try StarterFiles.restore(starter, from: pristine)
        // Both acts start over: the change request opens again once the kata passes.
        updateProgress { progress in
            progress[kata.id].status = .notStarted
            progress[kata.id].hintsShown = 0
            progress[kata.id].change = nil
        }
        ChangeChecksLink.remove(kata, root: root)
        // The first act's snapshot goes with the backup: the change's footprint starts afresh.
        let snapshot = ActSnapshot.folder(of: kata.id, root: root)
        if FileManager.default.fileExists(atPath: snapshot.path) {
            if let backup {
                try? FileManager.default.moveItem(at: snapshot, to: URL(fileURLWithPath: backup.path + "-act-1-snapshot"))
            }
            ActSnapshot.remove(of: kata.id, root: root)
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

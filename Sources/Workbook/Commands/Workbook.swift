import Foundation

/// The package a command works in: its folder, its katas, where it writes, and the learner's
/// progress. Every command runs in one (``Command/run(in:)``).
public struct Workbook: Sendable {
    let root: URL
    let catalog: Catalog
    let console: Console
    let store: ProgressStore

    init(root: URL, catalog: Catalog, console: Console) {
        self.root = root
        self.catalog = catalog
        self.console = console
        store = ProgressStore(root: root)
    }

    /// The progress, after printing a warning if the file had to be moved aside.
    ///
    /// - Parameter warns: Say what is wrong with the file (false: a command that reads it again,
    ///   or saves it, says so once, later).
    func loadProgress(warns: Bool = true) -> Progress {
        let (progress, warning) = store.load()
        if warns, let warning { console.warn(warning) }
        return progress
    }

    /// Changes the progress; a failure to save is a warning, never a lost command.
    func updateProgress(_ change: (inout Progress) -> Void) {
        do {
            if let warning = try store.update(change) { console.warn(warning) }
        } catch {
            console.warn(ErrorMessage(error).text + " (your progress was not saved)")
        }
    }

    /// The kata a command names, or the first one not passing yet.
    func kata(_ id: String?) throws -> KataInfo {
        try id.map(catalog.kata) ?? loadProgress().nextKata(in: catalog) ?? catalog.katas[0]
    }
}

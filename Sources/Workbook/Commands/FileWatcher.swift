import Foundation

/// Notices when files in a folder are saved, by polling their modification times, sizes and
/// inodes: this works on every file system (network drives, WSL, containers), where change
/// notifications may not. A poll of a kata's few files costs well under a millisecond.
struct FileWatcher {
    /// How often `kata watch` looks at the files, in seconds.
    static let pollInterval = 0.02
    /// How long the files must stay as they are before a run starts, in seconds: an editor
    /// that writes a few files, or formats after saving, then gives one run.
    static let quietPeriod = 0.02

    let folder: URL
    private var snapshot: [String: String]

    init(folder: URL) {
        self.folder = folder
        snapshot = FileWatcher.scan(folder)
    }

    /// Whether any Swift file was added, removed or saved since the last call.
    mutating func hasChanged() -> Bool {
        let current = FileWatcher.scan(folder)
        defer { snapshot = current }
        return current != snapshot
    }

    private static func scan(_ folder: URL) -> [String: String] {
        var signatures: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return signatures }
        for case let name as String in enumerator where SwiftFiles.isCompiled(name) {
            signatures[name] = BuildStamps.identity(of: folder.appendingPathComponent(name).path) ?? "unreadable"
        }
        return signatures
    }
}

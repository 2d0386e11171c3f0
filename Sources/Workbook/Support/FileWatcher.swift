import Foundation

/// Notices when files in a folder are saved, by polling their modification times: this works
/// on every file system (network drives, WSL, containers), where change notifications may not.
struct FileWatcher {
    let folder: URL
    private var snapshot: [String: Date]

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

    private static func scan(_ folder: URL) -> [String: Date] {
        var times: [String: Date] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return times }
        for case let name as String in enumerator where name.hasSuffix(".swift") {
            let path = folder.appendingPathComponent(name).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            times[name] = attributes?[.modificationDate] as? Date ?? .distantPast
        }
        return times
    }
}

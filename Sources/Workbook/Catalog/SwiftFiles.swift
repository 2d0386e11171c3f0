import Foundation

/// The files of a kata's folder.
enum SwiftFiles {
    /// The paths, relative to `folder` and sorted, of the Swift files in it and its subfolders
    /// that SwiftPM compiles: not hidden ones (`._Trip.swift`, the AppleDouble files of exFAT
    /// and network shares), nor those in hidden folders.
    static func list(in folder: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw CatalogError.unreadableFolder(folder.path)
        }
        return enumerator.compactMap { $0 as? String }.filter(isCompiled).sorted()
    }

    /// Whether SwiftPM compiles the file at this path (relative to a target's folder).
    static func isCompiled(_ path: String) -> Bool {
        path.hasSuffix(".swift") && !path.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    static func read(_ url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }
}

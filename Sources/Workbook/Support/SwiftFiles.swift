import Foundation

/// The files of a kata's folder.
enum SwiftFiles {
    /// The paths, relative to `folder` and sorted, of the Swift files in it and its subfolders.
    static func list(in folder: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw WorkbookError.io("cannot read \(folder.path)")
        }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func read(_ url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }
}

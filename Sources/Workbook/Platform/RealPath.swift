import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as the file system resolves them, the way SwiftPM and the compiler see them.
enum RealPath {
    /// The absolute path of `path` with every symbolic link resolved (`realpath(3)`), or nil
    /// when it does not exist.
    ///
    /// On a Mac, `/tmp` is `/private/tmp`: `URL.standardizedFileURL` and
    /// `resolvingSymlinksInPath()` strip `/private`, while SwiftPM reports the real path.
    static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folders from `path` up to `/`, nearest first, as real paths; empty when `path`
    /// does not exist.
    static func ancestors(of path: String) -> [String] {
        guard var folder = of(path) else { return [] }
        var folders = [folder]
        // String paths, not URLs: `URL("/").deletingLastPathComponent()` is `/../` on a Mac.
        while folder != "/" && folder.hasPrefix("/") {
            folder = (folder as NSString).deletingLastPathComponent
            folders.append(folder)
        }
        return folders
    }
}

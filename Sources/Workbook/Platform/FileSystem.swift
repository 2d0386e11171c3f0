import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system calls Foundation does not offer.
enum FileSystem {
    /// Renames `from` over `to` in one step (`rename(2)`), so that readers never see half a file.
    ///
    /// - Throws: ``SystemError`` with the system's reason.
    static func rename(_ from: String, over to: String) throws {
        guard systemRename(from, to) == 0 else { throw SystemError(String(cString: strerror(errno))) }
    }
}

private func systemRename(_ from: String, _ to: String) -> Int32 {
    rename(from, to)
}

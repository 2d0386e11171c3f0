import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system calls Foundation does not offer.
enum FileSystem {
    /// Reserves `bytes` of disk for the file at `path` without changing its size (Linux:
    /// `fallocate` with `FALLOC_FL_KEEP_SIZE`), so that writing it over later, up to that
    /// size, needs no new space: it succeeds on a disk that filled up since. Returns whether the
    /// space is reserved (false on macOS, or a file system without `fallocate`).
    @discardableResult
    static func reserveSpace(_ bytes: Int, forFileAt path: String) -> Bool {
        #if os(Linux)
        typealias Allocate = @convention(c) (Int32, Int32, Int, Int) -> Int32
        guard let symbol = dlsym(nil, "fallocate") else { return false }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return unsafeBitCast(symbol, to: Allocate.self)(descriptor, 1, 0, bytes) == 0 // FALLOC_FL_KEEP_SIZE
        #else
        return false
        #endif
    }

    /// Writes `data` over the file at `path`, in place (not a new file: the space reserved for it
    /// is used), and cuts it to `data`'s length.
    ///
    /// - Throws: ``SystemError`` with the system's reason.
    static func overwrite(_ path: String, with data: Data) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var written = 0
        let bytes = [UInt8](data)
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(written)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw SystemError(String(cString: strerror(errno))) }
            written += count
        }
        guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 || errno == EINVAL else {
            throw SystemError(String(cString: strerror(errno)))
        }
    }

    /// Renames `from` over `to` in one step (`rename(2)`), so that readers never see half a file.
    ///
    /// - Throws: ``SystemError`` with the system's reason.
    static func rename(_ from: String, over to: String) throws {
        guard systemRename(from, to) == 0 else { throw SystemError(String(cString: strerror(errno))) }
    }

    /// The first `count` bytes of the file at `path` (all of it when shorter): a file larger
    /// than expected is never read whole.
    ///
    /// - Throws: ``SystemError`` with the system's reason (`strerror`).
    static func prefix(of path: String, upTo count: Int) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count < count {
            let wanted = min(buffer.count, count - data.count)
            let read = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if read < 0 {
                if errno == EINTR { continue }
                throw SystemError(String(cString: strerror(errno)))
            }
            if read == 0 { break }
            data.append(contentsOf: buffer[0..<read])
        }
        return data
    }

    /// Writes `data` to a new file at `path` (replacing one there), and makes sure it reached
    /// the file.
    ///
    /// - Throws: ``SystemError`` with the system's reason (`strerror`): "No space left on
    ///   device", "Read-only file system", "Permission denied".
    static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SystemError(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var written = 0
        while written < data.count {
            let result = data.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress.map { $0 + written }, data.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                throw SystemError(String(cString: strerror(errno)))
            }
            written += result
        }
    }
}

private func systemRename(_ from: String, _ to: String) -> Int32 {
    rename(from, to)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

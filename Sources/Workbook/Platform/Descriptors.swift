import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waiting on and reading pipes and sockets by their descriptors, the one place
/// for `poll` and `read`.
enum Descriptors {
    /// The descriptors among `descriptors` (-1 to skip one) that can be read without waiting,
    /// after waiting up to `seconds` for one.
    static func waitForInput(_ descriptors: [Int32], seconds: Double) -> [Int32] {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = Int32(min(max(seconds * 1000, 0), 60_000).rounded(.up))
        guard poll(&entries, nfds_t(entries.count), milliseconds) > 0 else { return [] }
        return entries.filter { $0.fd >= 0 && $0.revents != 0 }.map(\.fd)
    }

    /// Reads what is there into `buffer`, hands it to `consume`, and returns false at the end
    /// of the pipe.
    static func readAvailable(_ descriptor: Int32, buffer: inout [UInt8], into consume: (UnsafeRawBufferPointer) -> Void) -> Bool {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        guard count > 0 else { return false }
        buffer.withUnsafeBytes { consume(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        return true
    }

    static func close(_ descriptor: Int32) {
        _ = systemClose(descriptor)
    }
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

#if os(Linux)
import Foundation
import Glibc
import KataKit

/// A pair of connected Unix sockets: `kata` keeps one end, a child process gets the other as a
/// descriptor, and answers each one-byte request with a process id and descriptors.
struct SocketPair {
    /// The end `kata` keeps.
    let local: Int32
    /// The end the child gets.
    let remote: Int32

    init() throws {
        var pair: [Int32] = [0, 0]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { throw SystemError("cannot create a socket") }
        (local, remote) = (pair[0], pair[1])
    }

    /// Sends `byte` on the local end and waits up to `seconds` for the answer: a process id and
    /// up to `count` descriptors. Nil when the other end does not answer.
    func request(_ byte: UInt8, seconds: Double, descriptors count: Int) -> (pid: Int32, descriptors: [Int32])? {
        var request = byte
        var ready = pollfd(fd: local, events: Int16(POLLIN), revents: 0)
        guard send(local, &request, 1, Int32(MSG_NOSIGNAL)) == 1, poll(&ready, 1, Int32(seconds * 1000)) > 0 else { return nil }
        return DescriptorPassing.receive(upTo: count, on: local).map { (pid: $0.number, descriptors: $0.descriptors) }
    }
}
#endif

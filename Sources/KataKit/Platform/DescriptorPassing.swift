#if os(Linux)
import Glibc

/// Sends open descriptors from one process to another over a Unix socket (`SCM_RIGHTS`), with
/// a number beside them: how a check server hands the runner the pipes of each process it forks.
package enum DescriptorPassing {
    /// The size of a control message's header, aligned as `CMSG_ALIGN` does.
    private static var headerSize: Int { aligned(MemoryLayout<cmsghdr>.size) }

    private static func aligned(_ size: Int) -> Int {
        let alignment = MemoryLayout<Int>.size
        return (size + alignment - 1) / alignment * alignment
    }

    /// Sends `number`, with `descriptors` (none to send only the number); returns whether it
    /// was sent.
    @discardableResult
    package static func send(_ number: Int32, descriptors: [Int32], on socket: Int32) -> Bool {
        var number = number
        let dataSize = descriptors.count * MemoryLayout<Int32>.size
        var control = [UInt8](repeating: 0, count: descriptors.isEmpty ? 0 : headerSize + aligned(dataSize))
        return withUnsafeMutableBytes(of: &number) { numberBytes in
            control.withUnsafeMutableBytes { controlBytes in
                var vector = iovec(iov_base: numberBytes.baseAddress, iov_len: numberBytes.count)
                return withUnsafeMutablePointer(to: &vector) { vectorPointer in
                    var message = msghdr()
                    message.msg_iov = vectorPointer
                    message.msg_iovlen = 1
                    if let base = controlBytes.baseAddress, !descriptors.isEmpty {
                        let header = base.assumingMemoryBound(to: cmsghdr.self)
                        header.pointee.cmsg_len = headerSize + dataSize
                        header.pointee.cmsg_level = SOL_SOCKET
                        header.pointee.cmsg_type = Int32(SCM_RIGHTS)
                        for (offset, descriptor) in descriptors.enumerated() {
                            (base + headerSize).storeBytes(of: descriptor, toByteOffset: offset * 4, as: Int32.self)
                        }
                        message.msg_control = base
                        message.msg_controllen = controlBytes.count
                    }
                    while true {
                        let sent = sendmsg(socket, &message, Int32(MSG_NOSIGNAL))
                        if sent < 0 && errno == EINTR { continue }
                        return sent == numberBytes.count
                    }
                }
            }
        }
    }

    /// Receives a number and up to `count` descriptors, which are closed in any program this
    /// process starts; nil at the end of the socket or on an error.
    package static func receive(upTo count: Int, on socket: Int32) -> (number: Int32, descriptors: [Int32])? {
        var number: Int32 = 0
        var control = [UInt8](repeating: 0, count: headerSize + aligned(count * MemoryLayout<Int32>.size))
        return withUnsafeMutableBytes(of: &number) { numberBytes -> (Int32, [Int32])? in
            control.withUnsafeMutableBytes { controlBytes -> (Int32, [Int32])? in
                var vector = iovec(iov_base: numberBytes.baseAddress, iov_len: numberBytes.count)
                return withUnsafeMutablePointer(to: &vector) { vectorPointer -> (Int32, [Int32])? in
                    var message = msghdr()
                    message.msg_iov = vectorPointer
                    message.msg_iovlen = 1
                    message.msg_control = controlBytes.baseAddress
                    message.msg_controllen = controlBytes.count
                    var received = 0
                    repeat { received = recvmsg(socket, &message, Int32(MSG_CMSG_CLOEXEC)) } while received < 0 && errno == EINTR
                    var descriptors: [Int32] = []
                    if let base = controlBytes.baseAddress, message.msg_controllen >= headerSize {
                        let header = base.assumingMemoryBound(to: cmsghdr.self).pointee
                        if header.cmsg_level == SOL_SOCKET && header.cmsg_type == Int32(SCM_RIGHTS) {
                            let found = (Int(header.cmsg_len) - headerSize) / MemoryLayout<Int32>.size
                            descriptors = (0..<found).map { (base + headerSize).load(fromByteOffset: $0 * 4, as: Int32.self) }
                        }
                    }
                    guard received == numberBytes.count else {
                        descriptors.forEach { close($0) }
                        return nil
                    }
                    return (numberBytes.load(as: Int32.self), descriptors)
                }
            }
        }
    }
}
#endif

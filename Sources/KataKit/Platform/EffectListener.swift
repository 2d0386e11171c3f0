#if os(Linux)
import Glibc

/// The supervisor's side of the seccomp filter's listener (see ``SeccompFilter``): takes one
/// reported call, writes its ``EffectMarker`` on the check's output, and answers `EPERM`.
enum EffectListener {
    private typealias Ioctl = @convention(c) (Int32, UInt, UnsafeMutableRawPointer) -> Int32
    // `ioctl` is variadic in C, which Swift cannot call: it is called through a pointer.
    private static let ioctl: Ioctl? = dlsym(nil, "ioctl").map { unsafeBitCast($0, to: Ioctl.self) }
    private static let receive: UInt = 0xc050_2100 // SECCOMP_IOCTL_NOTIF_RECV: _IOWR('!', 0, 80 bytes)
    private static let respond: UInt = 0xc018_2101 // SECCOMP_IOCTL_NOTIF_SEND: _IOWR('!', 1, 24 bytes)

    /// Answers the call waiting on `listener`, if any (a process that ended takes its call with it).
    static func answer(_ listener: Int32, reportingTo report: Int32) {
        guard let ioctl else { return }
        let request = UnsafeMutableRawPointer.allocate(byteCount: 80, alignment: 8) // struct seccomp_notif
        let response = UnsafeMutableRawPointer.allocate(byteCount: 24, alignment: 8) // struct seccomp_notif_resp
        defer {
            request.deallocate()
            response.deallocate()
        }
        memset(request, 0, 80)
        guard ioctl(listener, receive, request) == 0 else { return }
        // struct seccomp_notif: id (8), pid (4), flags (4), then struct seccomp_data (nr first).
        let call = Int(request.load(fromByteOffset: 16, as: Int32.self))
        let marker = EffectMarker.bytes(of: call == SeccompFilter.calls.socket ? 1 : 2)
        marker.withUnsafeBytes { bytes in _ = write(report, bytes.baseAddress, bytes.count) }
        memset(response, 0, 24)
        response.storeBytes(of: request.load(as: UInt64.self), toByteOffset: 0, as: UInt64.self) // id
        response.storeBytes(of: -EPERM, toByteOffset: 16, as: Int32.self) // error
        _ = ioctl(listener, respond, response)
    }
}
#endif

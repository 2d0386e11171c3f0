#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes zeros over a buffer that held a secret (a key, a signed line, a hash's words), with the C
/// library's `memset`: an opaque call, not a Swift store that the optimizer could drop as dead.
func zeroBytes(_ buffer: UnsafeMutableRawBufferPointer) {
    guard let base = buffer.baseAddress else { return }
    memset(base, 0, buffer.count)
}

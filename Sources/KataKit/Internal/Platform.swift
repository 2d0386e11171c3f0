#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The C standard streams, in the one file that touches their global state.
enum Platform {
    /// Makes `print` write at once, so that nothing is lost in a buffer when a check traps.
    static func makeStandardOutputUnbuffered() {
        setvbuf(stdout, nil, _IONBF, 0)
    }

    /// Writes out whatever the standard streams hold.
    static func flushStandardStreams() {
        fflush(stdout)
        fflush(stderr)
    }
}

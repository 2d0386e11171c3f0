#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `kata`'s own environment, which every process it starts inherits.
enum ProcessEnvironment {
    /// Removes a variable from this process's environment, and so from every child's.
    static func remove(_ name: String) {
        unsetenv(name)
    }

    /// Sets a variable in this process's environment, and so in every child's.
    static func set(_ name: String, to value: String) {
        setenv(name, value, 1)
    }
}

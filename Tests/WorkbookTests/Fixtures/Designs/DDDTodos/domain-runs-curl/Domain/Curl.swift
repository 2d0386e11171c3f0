import Foundation

/// Whether a curl of the todos is still under way.
func curlIsRunning() -> Bool {
    let curl = Process()
    curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    return curl.isRunning
}

import Foundation

/// Prepares curl to fetch the todos.
func makeCurl() -> Process {
    let curl = Process()
    curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    return curl
}

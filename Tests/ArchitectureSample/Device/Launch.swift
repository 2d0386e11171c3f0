import Foundation

// The environment and the command line, and the process's information.
struct Launch {
    func flag() -> String? { ProcessInfo.processInfo.environment["FLAG"] }
    func arguments() -> [String] { CommandLine.arguments }
    func home() -> Bool { getenv("HOME") != nil }
}

struct Badge {
    func process() -> Int32 { getpid() }
    func host() -> String { ProcessInfo.processInfo.hostName }
}

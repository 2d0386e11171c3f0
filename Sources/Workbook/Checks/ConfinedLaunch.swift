import Foundation
import KataKit

/// How `kata` starts a checks executable so that it is confined from its first instruction:
/// through `kata` itself, which applies the restrictions and then `exec`s it (see
/// ``ExecConfinement`` in KataKit). Only when this process is the `kata` command (tests that
/// run the runner in their own process start the executable directly, confined from its own
/// start), on Linux, and unless `KATA_EFFECTS=allow`.
enum ConfinedLaunch {
    /// The variable that makes `kata` the launcher of the executable its arguments name.
    static let variable = "KATA_CONFINE"

    /// The `kata` executable, once ``Workbook/main(arguments:environment:directory:)`` runs as the command.
    nonisolated(unsafe) static var launcher: String?

    /// The program, arguments and environment that start `executable` confined.
    static func command(_ executable: String, _ arguments: [String],
                        environment: [String: String]) -> (executable: String, arguments: [String], environment: [String: String]) {
        #if os(Linux)
        guard let launcher, ProcessInfo.processInfo.environment["KATA_EFFECTS"] != "allow", environment["KATA_EFFECTS"] != "allow" else {
            return (executable, arguments, environment)
        }
        return (launcher, [executable] + arguments, environment.merging([variable: "1"]) { $1 })
        #else
        return (executable, arguments, environment)
        #endif
    }
}

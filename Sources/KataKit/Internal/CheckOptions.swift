import Foundation

/// The command line of a checks executable, as the `kata` runner calls it.
///
///     XChecks [--list] [--from INDEX] [--timeout SECONDS]
///
/// `--from` skips the checks before INDEX: the runner uses it to go on after a check that
/// crashed the process. The timeout is per check; `KATA_TIMEOUT` sets it too.
struct CheckOptions {
    var listOnly = false
    var firstIndex = 0
    var timeout: Double = 5

    init(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let value = environment["KATA_TIMEOUT"].flatMap(Double.init), value > 0 {
            timeout = value
        }
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--list":
                listOnly = true
            case "--from":
                firstIndex = remaining.popFirst().flatMap(Int.init).map { max(0, $0) } ?? 0
            case "--timeout":
                if let value = remaining.popFirst().flatMap(Double.init), value > 0 { timeout = value }
            default:
                FileHandle.standardError.write(Data("ignoring unknown argument \(argument)\n".utf8))
            }
        }
    }
}

import Foundation

/// The command line of a checks executable, as the `kata` runner calls it.
///
///     XChecks [--list] [--from INDEX] [--standby] [--timeout SECONDS]
///
/// `--from` skips the checks before INDEX: the runner uses it to go on after a check that
/// crashed the process. `--standby` reads INDEX from standard input first (and exits quietly
/// on end of input): the runner starts such a spare process while the current one runs, so
/// that going on after a crash costs no process start. The timeout is per check;
/// `KATA_TIMEOUT` sets it too.
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
            case "--standby":
                // Started ahead of need by the runner: wait for the index to start from.
                guard let line = readLine(), let index = Int(line) else { exit(0) }
                firstIndex = max(0, index)
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

/// The command line of a checks executable.
///
///     XChecks [--list | --standby | --serve | --graph | --describe]
///
/// - `--standby` is how the `kata` runner starts it, ahead of need: the process gets ready,
///   then reads one line, `KEY INDEX`, from standard input, runs that one check, reports it
///   on descriptor 3 with every line starting with its signature under the key (HMAC-SHA256,
///   see `ResultsChannel`), and ends. Its standard output and
///   error are the runner's capture of what the check prints. The runner enforces the time limit.
/// - `--serve` (Linux) is how the runner starts it when the plan says it can: the process then
///   forks a `--standby` process for each check it is asked for (see `CheckServer`).
/// - `--list` writes the plan (every check's name and kind) on standard output.
/// - `--graph` writes the learner's ``PartGraph`` on standard output (a `graph` event), read
///   from the index of `KATA_SOURCES` as the rules read it; it runs none of the learner's code.
/// - `--describe` writes which checks these are: `module <name>` (the executable's module:
///   `XChecks` for the learner's kata, `XSolutionChecks` for the reference's) and `package
///   <folder>` (the package it was built from), one per line, and runs nothing. The runner asks
///   it of a prebuilt executable (`kata run --prebuilt`) before it believes its verdict.
/// - Without arguments it runs every check in this one process and writes the results on
///   standard output, and what the code prints on standard error: a way to look at a checks
///   executable by hand, without the runner's time limits and isolation.
struct CheckOptions {
    enum Mode {
        case all, list, standby, serve, graph, describe
    }

    var mode = Mode.all

    init(arguments: [String]) {
        for argument in arguments {
            switch argument {
            case "--list": mode = .list
            case "--standby": mode = .standby
            case "--serve": mode = .serve
            case "--graph": mode = .graph
            case "--describe": mode = .describe
            default: Platform.writeToStandardError("ignoring unknown argument \(argument)\n")
            }
        }
    }
}

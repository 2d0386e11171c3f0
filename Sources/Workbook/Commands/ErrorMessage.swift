/// The one place where an error becomes what the user reads and `kata`'s exit code, in the
/// manner of swift-argument-parser's `MessageInfo`: rooms throw their own errors, and
/// ``Console/error(_:)`` prints what this makes of them.
struct ErrorMessage: Equatable {
    /// What went wrong, then the lines that help (the known values, a suggestion).
    var lines: [String]
    var exitCode: Int32

    init(_ error: any Error) {
        switch error {
        case let error as UsageError:
            self.init(usage: error)
        case CatalogError.unknownKata(let id, let known):
            var help: [String] = []
            if id.count <= 60, let suggestion = EditDistance.closest(to: id, in: known) {
                help.append("Did you mean '\(suggestion)'?")
            }
            help.append(known.isEmpty ? "There are no katas here yet: `kata dev new <id>` starts one (AUTHORING.md)"
                : "Katas: \(known.joined(separator: ", ")) (or their numbers in `kata list`, 1 to \(known.count))")
            self.init(usage: UsageError(message: "there is no kata '\(UsageError.shown(id))'", help: help))
        case let error as BuildSystem.Refusal:
            self.init(usage: UsageError(message: error.message))
        case let error as InstructorError where error.isUsage:
            self.init(usage: UsageError(message: error.description))
        case let error as CustomStringConvertible:
            self.init(lines: [error.description], exitCode: ExitCode.failure)
        default:
            self.init(lines: [error.localizedDescription], exitCode: ExitCode.failure)
        }
    }

    private init(usage: UsageError) {
        self.init(lines: [usage.message] + usage.help, exitCode: ExitCode.usage)
    }

    private init(lines: [String], exitCode: Int32) {
        self.lines = lines
        self.exitCode = exitCode
    }

    /// The message in one piece, as a warning or an error line shows it.
    var text: String { lines.joined(separator: "\n") }
}

/// What a command accepts, from which both parsing and help are made.
struct CommandSpec: Sendable {
    struct Argument: Sendable {
        var name: String
        var help: String
        var isRequired: Bool
        /// Takes one or more values: `kata compare a b c`.
        var isVariadic = false
    }

    struct Option: Sendable {
        var name: String
        /// The value's name in help, for options that take one: `seconds`.
        var valueName: String?
        var help: String
    }

    var name: String
    var abstract: String
    var discussion: String = ""
    var argument: Argument?
    var options: [Option] = []
    var examples: [String] = []

    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }

    /// One line: `kata run [<kata>] [--solution] …`.
    var usage: String {
        var parts = ["kata"]
        if name != StatusCommand.spec.name { parts.append(name) }
        if let argument {
            let name = argument.isVariadic ? "<\(argument.name)> ..." : "<\(argument.name)>"
            parts.append(argument.isRequired ? name : "[\(name)]")
        }
        for option in options {
            parts.append(option.valueName.map { "[--\(option.name) <\($0)>]" } ?? "[--\(option.name)]")
        }
        return parts.joined(separator: " ")
    }
}

extension CommandSpec.Option {
    static let json = Self(name: "json", help: "Print one JSON document on standard output, and nothing else.")
    static let noColor = Self(name: "no-color", help: "Never use colour (also: NO_COLOR=1, or TERM=dumb).")
    static let help = Self(name: "help", help: "Show help information.")
    static let now = Self(name: "now", help: "Show the reference solution before your kata passes (asks first in a terminal).")
    static let html = Self(name: "html", valueName: "file", help: "Write the room as one self-contained HTML page to this file.")
    static let anonymous = Self(name: "anonymous", help: "Show learners by pseudonym (\"Learner 417\", the same for the same name at every rewrite), never by name: for a projector.")
    static let watchRoom = Self(name: "watch", help: "With --html: rewrite the page as results arrive (the page reloads itself); Ctrl-C stops.")
    static let verbose = Self(name: "verbose", help: "Also show where in the hidden checks (Sources/Checks/) each failure was recorded, and the compiler's errors there.")
    static let timeout = Self(name: "timeout", valueName: "seconds",
                              help: "The time limit of each check, in seconds. (default: \(Int(ChecksRunner.defaultTimeout)))")
    static let buildSystem = Self(name: "build-system", valueName: "native|swiftbuild",
                                  help: "How swift build builds the kata: SwiftPM's native build system or Swift Build. (default: native where the toolchain has it, for the fast direct build; else the toolchain's)")
}

extension CommandSpec.Argument {
    static let kata = Self(name: "kata", help: "The kata's id or number, as `kata list` shows them.", isRequired: true)
}

import Foundation

/// Help in the manner of swift-argument-parser: overview, usage, arguments, options, examples.
enum HelpText {
    static let version = "0.1.0"

    /// The help of one command.
    static func help(for spec: CommandSpec) -> String {
        var lines = ["OVERVIEW: \(spec.abstract)"]
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        lines += ["", "USAGE: \(spec.usage)"]
        if let argument = spec.argument {
            lines += ["", "ARGUMENTS:", row("<\(argument.name)>", argument.help)]
        }
        lines += ["", "OPTIONS:"]
        for option in spec.options + [.noColor] {
            let name = option.valueName.map { "--\(option.name) <\($0)>" } ?? "--\(option.name)"
            lines.append(row(name, option.help))
        }
        lines.append(row("-h, --help", CommandSpec.Option.help.help))
        if !spec.examples.isEmpty {
            lines += ["", "EXAMPLES:"] + spec.examples.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The help of `kata` itself.
    static var overview: String {
        var lines = [
            "OVERVIEW: Architecture katas for Swift: edit a kata until its hidden checks pass.",
            "",
            "USAGE: kata [<command>] [<options>]",
            "",
            "COMMANDS:",
        ]
        lines += CommandTable.specs.map { row($0.name, $0.abstract) }
        lines += [
            "",
            "OPTIONS:",
            row("--no-color", CommandSpec.Option.noColor.help),
            row("--version", "Show the version."),
            row("-h, --help", CommandSpec.Option.help.help),
            "",
            "EXAMPLES:",
            "  swift run kata                         where you are, and what to do next",
            "  swift run kata run trip-validation     check your code for one kata",
            "  swift run kata hint trip-validation    one more hint",
            "",
            "See 'kata help <command>' for detailed help.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ name: String, _ help: String) -> String {
        let padded = name.count < 24 ? name.padding(toLength: 24, withPad: " ", startingAt: 0) : name + "\n" + String(repeating: " ", count: 26)
        return "  \(padded)\(help)"
    }
}

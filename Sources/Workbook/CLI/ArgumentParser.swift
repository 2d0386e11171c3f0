/// Parses `kata`'s command line by hand (the package has no dependencies), with the errors of
/// a mature command-line tool: what was wrong, and what was probably meant.
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var words = arguments[...]
        var colorMode = ColorMode.auto
        // Global options may come anywhere.
        words = words.filter { word in
            switch word {
            case "--no-color", "--no-colour": colorMode = .never; return false
            case "--color", "--colour": colorMode = .always; return false
            default: return true
            }
        }
        guard let first = words.first else {
            return Invocation(action: .command(StatusCommand.spec.name), colorMode: colorMode)
        }
        switch first {
        case "--version", "-V", "version":
            return Invocation(action: .version, colorMode: colorMode)
        case "--help", "-h", "help":
            let topic = words.dropFirst().first { !$0.hasPrefix("-") }
            if let topic, CommandTable.spec(named: topic) == nil {
                throw unknownCommand(topic)
            }
            return Invocation(action: .help(topic), colorMode: colorMode)
        default:
            break
        }
        if first.hasPrefix("-") {
            throw unknownOption(first, of: StatusCommand.spec)
        }
        guard let spec = CommandTable.command(named: first)?.spec else {
            throw unknownCommand(first)
        }
        var invocation = try parse(Array(words.dropFirst()), for: spec)
        invocation.colorMode = colorMode
        return invocation
    }

    private static func parse(_ words: [String], for spec: CommandSpec) throws(UsageError) -> Invocation {
        var invocation = Invocation(action: .command(spec.name))
        var remaining = words[...]
        while let word = remaining.popFirst() {
            if word == "--help" || word == "-h" {
                return Invocation(action: .help(spec.name))
            }
            if word.hasPrefix("--") {
                var name = String(word.dropFirst(2))
                var inlineValue: String?
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let option = spec.option(named: name) else {
                    throw unknownOption(word, of: spec)
                }
                if let valueName = option.valueName {
                    guard let value = inlineValue ?? remaining.popFirst(), !value.hasPrefix("--") else {
                        throw UsageError(message: "--\(name) needs a value: --\(name) <\(valueName)>",
                                         help: seeHelp(spec))
                    }
                    invocation.arguments.values[name] = value
                } else {
                    guard inlineValue == nil else {
                        throw UsageError(message: "--\(name) takes no value", help: seeHelp(spec))
                    }
                    invocation.arguments.flags.insert(name)
                }
            } else if word.hasPrefix("-") && word != "-" {
                throw unknownOption(word, of: spec)
            } else if let argument = spec.argument, argument.isVariadic || invocation.arguments.positional.isEmpty {
                invocation.arguments.positional.append(word)
            } else {
                throw UsageError(message: "unexpected argument '\(word)'", help: seeHelp(spec))
            }
        }
        if let argument = spec.argument, argument.isRequired, invocation.arguments.first == nil {
            throw UsageError(message: "missing <\(argument.name)>", help: ["Usage: \(spec.usage)"] + seeHelp(spec))
        }
        return invocation
    }

    private static func unknownCommand(_ word: String) -> UsageError {
        var help: [String] = []
        if let suggestion = EditDistance.closest(to: word, in: CommandTable.specs.map(\.name)) {
            help.append("Did you mean '\(suggestion)'?")
        }
        help.append("Commands: \(CommandTable.specs.map(\.name).joined(separator: ", "))")
        help.append("See 'kata help'.")
        return UsageError(message: "unknown command '\(word)'", help: help)
    }

    private static func unknownOption(_ word: String, of spec: CommandSpec) -> UsageError {
        var help: [String] = []
        let names = spec.options.map { "--\($0.name)" } + ["--no-color", "--help"]
        let bare = word.split(separator: "=").first.map(String.init) ?? word
        if let suggestion = EditDistance.closest(to: bare, in: names) {
            help.append("Did you mean '\(suggestion)'?")
        }
        return UsageError(message: "unknown option '\(word)' for '\(spec.name)'", help: help + seeHelp(spec))
    }

    private static func seeHelp(_ spec: CommandSpec) -> [String] {
        ["See 'kata \(spec.name) --help'."]
    }
}

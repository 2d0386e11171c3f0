/// One command of `kata`: what it accepts (from which parsing and help are made), its options
/// read once into typed values, and what it does.
protocol Command: Sendable {
    /// Its name, abstract, argument, options and examples.
    static var spec: CommandSpec { get }

    /// Reads the command line, parsed against ``spec``, into typed values.
    ///
    /// - Throws: ``UsageError`` for a value the command cannot take.
    init(_ arguments: Arguments) throws(UsageError)

    /// Carries the command out and returns `kata`'s exit code.
    func run(in workbook: Workbook) throws -> Int32
}

/// A command line parsed against one command's ``CommandSpec``: its positional arguments, the
/// flags given and the options' values, as typed.
struct Arguments: Equatable, Sendable {
    /// The command's name: `run`.
    var command = ""
    /// Every positional argument, in order.
    var positional: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]

    /// The first positional argument.
    var first: String? { positional.first }

    func has(_ flag: CommandSpec.Option) -> Bool { flags.contains(flag.name) }

    func value(of option: CommandSpec.Option) -> String? { values[option.name] }

    /// `--timeout`, in seconds; ``ChecksRunner.defaultTimeout`` when not given.
    func timeout() throws(UsageError) -> Double {
        guard let text = value(of: .timeout) else { return ChecksRunner.defaultTimeout }
        guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
            throw UsageError(message: "--timeout must be a number of seconds between 0 and 3600, not '\(UsageError.shown(text))'",
                             help: ["See 'kata \(command) --help'."])
        }
        return seconds
    }

    /// `--build-system`; nil when not given: the toolchain's default, read when the command runs.
    func buildSystem() throws(UsageError) -> BuildSystem? {
        guard let name = value(of: .buildSystem) else { return nil }
        guard let system = BuildSystem(rawValue: name) else {
            throw UsageError(message: "there is no build system '\(UsageError.shown(name))'",
                             help: ["Build systems: \(BuildSystem.allCases.map(\.rawValue).joined(separator: ", ")) (SwiftPM's own words)"])
        }
        return system
    }

    /// The act an `--act` option names; nil when not given.
    func act(_ option: CommandSpec.Option) throws(UsageError) -> KataInfo.Act? {
        guard let text = value(of: option) else { return nil }
        guard let number = Int(text), let act = KataInfo.Act(rawValue: number) else {
            throw UsageError(message: "--act is 1 or 2, not '\(UsageError.shown(text))'", help: ["See 'kata \(command) --help'."])
        }
        return act
    }
}

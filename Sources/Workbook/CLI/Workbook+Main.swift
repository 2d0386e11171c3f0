import Foundation

/// The `kata` command's logic: find the package, parse the command line, carry it out, and
/// return the exit code. Everything it shows goes through its ``Console``.
extension Workbook {
    /// Runs `kata` with these arguments and returns its exit code.
    public static func main(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                            directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> Int32 {
        if let code = helperProcess(arguments: arguments, environment: environment) { return code }
        let colorMode = arguments.contains("--no-color") || arguments.contains("--no-colour") ? ColorMode.never : .auto
        return main(arguments: arguments, directory: directory, console: Console.standard(mode: colorMode, environment: environment)) { mode in
            Console.standard(mode: mode, environment: environment)
        }
    }

    /// Runs `kata` with this console: the one the command line's colour mode chooses.
    ///
    /// - Parameter console: Shows what goes wrong before the colour mode is known.
    static func main(arguments: [String], directory: URL, console: Console,
                     consoleFor: (ColorMode) -> Console) -> Int32 {
        var console = console
        do {
            let invocation = try ArgumentParser.parse(arguments)
            console = consoleFor(invocation.colorMode)
            switch invocation.action {
            case .version:
                console.print(HelpText.version)
                return ExitCode.success
            case .help(let topic):
                console.write(topic.flatMap(CommandTable.spec(named:)).map(HelpText.help(for:)) ?? HelpText.overview)
                return ExitCode.success
            case .command(let name):
                let command = try command(named: name, invocation.arguments)
                let root = try findRoot(from: directory)
                let workbook = Workbook(root: root, catalog: try Catalog(root: root), console: console)
                return try command.run(in: workbook)
            }
        } catch {
            let message = ErrorMessage(error)
            console.error(message.text)
            return message.exitCode
        }
    }

    /// The command of this name, read from its arguments.
    static func command(named name: String, _ arguments: Arguments) throws(UsageError) -> any Command {
        try (CommandTable.command(named: name) ?? StatusCommand.self).init(arguments)
    }

    /// Installs what `kata` does on Ctrl-C (and SIGTERM): end its child processes, say that
    /// nothing was lost, and exit. Call once, at start.
    public static func handleInterrupts() {
        // A launcher of a checks process (see ConfinedLaunch) only execs it.
        guard !isLauncher(ProcessInfo.processInfo.environment) else { return }
        Interruption.handleInterrupts {
            Console.standard(mode: .never, environment: [:]).end(
                exitCode: ExitCode.interrupted, message: "\nInterrupted. Your code and your progress are as they were before this run.\n")
        }
    }

    /// The nearest folder, from `directory` up, that holds the workbook package, as a real path.
    ///
    /// Outside a package, the package this `kata` was built from: Xcode runs it with the
    /// build products folder as the current directory.
    ///
    /// - Parameter fallbacks: Paths inside the package to use when `directory` is not.
    static func findRoot(from directory: URL, fallbacks: [String] = builtFrom) throws -> URL {
        for start in [directory.path] + fallbacks {
            let folders = RealPath.ancestors(of: start)
            if let root = folders.first(where: isWorkbook) { return URL(fileURLWithPath: root, isDirectory: true) }
        }
        throw NotInPackage(
            "this is not the katas package: no \(Catalog.path) in \(directory.path) or above it. Run kata from the folder you cloned.")
    }

    /// Where this `kata` comes from: its executable (in `<root>/.build` after `swift build`)
    /// and the source it was compiled from (Xcode builds into DerivedData).
    static let builtFrom = [Bundle.main.executablePath, #filePath].compactMap { $0 }

    private static func isWorkbook(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(Catalog.path))
            && FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift"))
    }
}

import Foundation

/// The `kata` command's logic: find the package, parse the command line, carry it out, and
/// return the exit code. Everything it shows goes through its ``Console``.
public struct Workbook: Sendable {
    let root: URL
    let catalog: Catalog
    let console: Console
    let store: ProgressStore

    /// Runs `kata` with these arguments and returns its exit code.
    public static func main(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                            directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> Int32 {
        let colorMode = arguments.contains("--no-color") || arguments.contains("--no-colour") ? ColorMode.never : .auto
        var console = Console.standard(mode: colorMode, environment: environment)
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            return console.report(error)
        }
        console = Console.standard(mode: invocation.colorMode, environment: environment)
        switch invocation.action {
        case .version:
            console.print(HelpText.version)
            return ExitCode.success
        case .help(let topic):
            console.write(topic.flatMap(Commands.named).map(HelpText.help(for:)) ?? HelpText.overview)
            return ExitCode.success
        case .command(let name):
            do {
                let root = try findRoot(from: directory)
                let workbook = Workbook(root: root, catalog: try Catalog(root: root), console: console,
                                        store: ProgressStore(root: root))
                return try workbook.perform(name, invocation)
            } catch let error as UsageError {
                return console.report(error)
            } catch let error as WorkbookError {
                console.error(error.message)
                return ExitCode.failure
            } catch {
                console.error("\(error)")
                return ExitCode.failure
            }
        }
    }

    private func perform(_ command: String, _ invocation: Invocation) throws -> Int32 {
        switch command {
        case Commands.list.name: return list()
        case Commands.run.name: return try run(invocation)
        case Commands.check.name: return try check(invocation)
        case Commands.hint.name: return try hint(invocation)
        case Commands.solution.name: return try solution(invocation)
        case Commands.reset.name: return try reset(invocation)
        case Commands.watch.name: return try watch(invocation)
        case Commands.compare.name: return try compare(invocation)
        case Commands.report.name: return try report(invocation)
        case Commands.graph.name: return try graph(invocation)
        case Commands.room.name: return try room(invocation)
        default: return status()
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
        throw WorkbookError.notInPackage(
            "this is not the katas package: no \(Catalog.path) in \(directory.path) or above it. Run kata from the folder you cloned.")
    }

    /// Where this `kata` comes from: its executable (in `<root>/.build` after `swift build`)
    /// and the source it was compiled from (Xcode builds into DerivedData).
    static let builtFrom = [Bundle.main.executablePath, #filePath].compactMap { $0 }

    private static func isWorkbook(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(Catalog.path))
            && FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift"))
    }

    /// The progress, after printing a warning if the file had to be moved aside.
    func loadProgress() -> Progress {
        let (progress, warning) = store.load()
        if let warning { console.warn(warning) }
        return progress
    }

    /// Changes the progress; a failure to save is a warning, never a lost command.
    func updateProgress(_ change: (inout Progress) -> Void) {
        do {
            if let warning = try store.update(change) { console.warn(warning) }
        } catch let error as WorkbookError {
            console.warn(error.message + " (your progress was not saved)")
        } catch {
            console.warn("\(error) (your progress was not saved)")
        }
    }
}

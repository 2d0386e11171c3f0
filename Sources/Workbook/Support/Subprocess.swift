import Foundation

/// Runs child processes, and ends them all when `kata` is interrupted, so that Ctrl-C never
/// leaves a `swift build` or a checks executable behind.
enum Subprocess {
    /// What a finished process left behind.
    struct Result: Sendable {
        var status: Int32
        var endedBySignal: Bool
        var output: String
    }

    private static let running = RunningProcesses()

    /// Runs a program to the end and returns its status and combined output.
    static func run(_ executable: String, _ arguments: [String], in directory: URL,
                    environment: [String: String] = [:]) throws -> Result {
        let process = makeProcess(executable, arguments, in: directory, environment: environment)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try start(process)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        running.remove(process)
        return Result(
            status: process.terminationStatus,
            endedBySignal: process.terminationReason == .uncaughtSignal,
            output: String(decoding: data, as: UTF8.self)
        )
    }

    /// Runs a program, calling `onLine` with each line of its standard output as it comes;
    /// standard error is collected and returned.
    static func stream(_ executable: String, _ arguments: [String], in directory: URL,
                       environment: [String: String] = [:], onLine: (String) -> Void) throws -> Result {
        let process = makeProcess(executable, arguments, in: directory, environment: environment)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try start(process)
        let errorText = ErrorCollector(errors.fileHandleForReading)
        var buffer = Data()
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                onLine(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                buffer.removeSubrange(buffer.startIndex...newline)
            }
        }
        if !buffer.isEmpty { onLine(String(decoding: buffer, as: UTF8.self)) }
        process.waitUntilExit()
        running.remove(process)
        return Result(
            status: process.terminationStatus,
            endedBySignal: process.terminationReason == .uncaughtSignal,
            output: errorText.finish()
        )
    }

    /// Ends every child process still running.
    static func terminateAll() {
        running.terminateAll()
    }

    private static func makeProcess(_ executable: String, _ arguments: [String], in directory: URL,
                                    environment: [String: String]) -> Process {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return process
    }

    private static func start(_ process: Process) throws {
        do {
            try process.run()
        } catch {
            let name = process.arguments?.first ?? process.executableURL?.path ?? "a program"
            throw WorkbookError.io("cannot start \(name): \(error.localizedDescription)")
        }
        running.add(process)
    }
}

/// The child processes of `kata` that have not ended yet.
private final class RunningProcesses: @unchecked Sendable {
    private let lock = NSLock()
    private var processes: [ObjectIdentifier: Process] = [:]

    func add(_ process: Process) {
        lock.withLock { processes[ObjectIdentifier(process)] = process }
    }

    func remove(_ process: Process) {
        lock.withLock { processes[ObjectIdentifier(process)] = nil }
    }

    func terminateAll() {
        let all = lock.withLock { Array(processes.values) }
        for process in all where process.isRunning {
            process.terminate()
        }
    }
}

/// Reads a pipe to its end on another thread, so that a child writing a lot to standard
/// error never blocks on a full pipe while we read its standard output.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

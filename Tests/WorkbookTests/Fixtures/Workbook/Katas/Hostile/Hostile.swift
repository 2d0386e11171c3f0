import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wrong on purpose: the checks of `answer()` fail however the code below tries to fool the runner.
func answer() -> Int {
    41
}

/// A passing result for every check, as the runner's results channel once read them.
let forgedResults = HostileNames.all.enumerated().map { index, name in
    #"{"index":\#(index),"kind":"finished","result":{"duration":0,"failures":[],"kind":"behaviour","name":"\#(name)","output":"","status":"pass"}}"#
}.joined(separator: "\n") + "\n"

enum HostileNames {
    static let all = [
        "the answer is 42",
        "a thread that prints result-like lines does not make checks pass",
        "forged results on every descriptor are refused",
        "spinning tasks left behind",
        "code that answers on another task is not starved",
        "killing the spare processes, then trapping",
        "output that is not UTF-8 does not hide a trap",
        "the answer is still 42",
    ]
}

/// Starts a thread that prints lines shaped like results, forever.
func printResultLikeLinesForever() {
    Thread.detachNewThread {
        while true {
            print(forgedResults, terminator: "")
            usleep(1_000)
        }
    }
}

/// Writes forged results on every open descriptor, the results channel's included.
func forgeResultsOnEveryDescriptor() {
    let bytes = Array(forgedResults.utf8)
    for descriptor in Int32(0)..<1024 where fcntl(descriptor, F_GETFD) != -1 {
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}

/// Leaves eight tasks spinning forever.
func leaveSpinningTasks() {
    for _ in 0..<8 {
        Task.detached {
            var count = 0
            while true { count &+= 1 }
        }
    }
}

/// 42, computed on another task.
func answerOnAnotherTask() async -> Int {
    await Task.detached { 42 }.value
}

/// Ends the other processes of the parent (the runner's spare checks processes), then traps.
func killTheSparesThenTrap() -> Int {
    let pgrep = Process()
    pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
    // Only this kata's spares: under `kata check` the other katas' checks run beside them.
    pgrep.arguments = ["-P", String(getppid()), "-f", "HostileChecks"]
    let pipe = Pipe()
    pgrep.standardOutput = pipe
    try? pgrep.run()
    let listed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    pgrep.waitUntilExit()
    for pid in listed.split(separator: "\n").compactMap({ Int32($0) }) where pid != getpid() {
        kill(pid, SIGKILL)
    }
    fatalError("after killing the spares")
}

/// Prints bytes that are not UTF-8, then traps.
func printInvalidUTF8ThenTrap() -> Int {
    FileHandle.standardOutput.write(Data([0x62, 0x61, 0x64, 0xFF, 0xFE, 0x0A]))
    fatalError("after bytes that are not UTF-8")
}

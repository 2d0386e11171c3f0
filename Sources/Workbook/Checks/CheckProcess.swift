import Foundation
import KataKit

/// A checks process started with `--standby`: it gets ready ahead of need, then runs the one
/// check it is asked for and ends (see `CheckOptions` in KataKit).
///
/// It reads the process's output and results as they come, so that nothing the check prints
/// blocks it, and ends it (SIGKILL) when the check runs past its time limit, when the check
/// has reported, or when the process stops talking without ending.
final class CheckProcess {
    /// How one run ended.
    enum Ending {
        /// The check reported this result.
        case finished(CheckResult)
        /// The check ran past its time limit and was ended.
        case timedOut(seconds: Double)
        /// The process ended during the check without a valid result.
        case ended(Subprocess.Result)
        /// The process ended, or never got ready, before the check started.
        case didNotStart(Subprocess.Result)
        /// A result line came with a wrong signature: the code forged it.
        case forged
    }

    struct Outcome {
        /// The plan this process sent, or the one it was given.
        var plan: CheckPlan?
        var ending: Ending
        var output: CapturedOutput
        /// The graph of parts, when it was asked for and this process sent it.
        var graph: ArchitectureReader.Reading? = nil
        /// What the check said it was doing last, when it did not finish (see ``ResultsReader/note``).
        var note: String? = nil
    }

    /// How long a process may take to start the check it was asked for: starting is quick, but
    /// a busy machine can make it slow.
    static let startLimit: Double = 30
    /// How long a process that closed its results may take to end before it is ended.
    static let endGrace: Double = 1
    /// How long to go on reading output after the process ended, when a program it started
    /// keeps the output open.
    static let drainLimit: Double = 0.2

    private let child: Child
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    init(_ executable: String, environment: [String: String]) throws {
        let confined = ConfinedLaunch.command(executable, ["--standby"], environment: environment)
        child = try Child(confined.executable, confined.arguments, environment: confined.environment, mergeErrors: true,
                          resultsPipe: true, newSession: true)
    }

    /// A process a check server forked, as a `--standby` one.
    init(_ child: Child) {
        self.child = child
    }

    /// Whether the process ended before it was asked anything: a spare that died.
    var hasEnded: Bool { child.hasEnded() }

    /// Ends a process that is not needed.
    func discard() {
        child.terminate()
        _ = child.waitForEnd()
    }

    /// Asks the process to run these checks, one after the other, and returns how each went, in
    /// order; the process has ended then.
    ///
    /// The outcomes stop at the first check that did not finish (it timed out, or the process
    /// ended): the checks after it are not run. Only checks that run none of the learner's code
    /// (architecture rules) are asked in a row: a behaviour check has a process of its own.
    ///
    /// - Parameters:
    ///   - plan: The checks, when an earlier process reported them.
    ///   - timeout: Each check's time limit, in seconds, from the moment it starts.
    ///   - wantsGraph: Ask for the graph of parts too (with a row of rules); the first outcome carries it.
    func run(_ indices: [Int], plan: CheckPlan?, timeout: Double, wantsGraph: Bool = false) -> [Outcome] {
        let key = ResultsReader.makeKey()
        child.send(key.hexadecimal + " \(indices.map(String.init).joined(separator: " "))\(wantsGraph ? " graph" : "")\n")
        child.closeInput()
        var reader = ResultsReader(key: key, indices: indices, plan: plan)
        var outcomes: [Outcome] = []
        var output = CapturedOutput()
        var outputOpen = true
        var start = Date()
        var deadline = start.addingTimeInterval(Self.startLimit)
        var resultsOpen = true
        while resultsOpen && reader.current != nil && !reader.isForged {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { break }
            let ready = waitForInput([child.results, outputOpen ? child.output : -1], seconds: remaining)
            if ready.contains(child.output) { outputOpen = readAvailable(child.output) { output.append($0) } }
            if ready.contains(child.results) {
                let started = reader.startedCount
                resultsOpen = readAvailable(child.results) { reader.read($0) }
                for result in reader.results.dropFirst(outcomes.count) {
                    outcomes.append(Outcome(plan: reader.plan, ending: .finished(result), output: output,
                                            graph: outcomes.isEmpty ? reader.graph : nil))
                    output = CapturedOutput()
                }
                if reader.startedCount > started {
                    start = Date()
                    deadline = start.addingTimeInterval(timeout)
                } else if !reader.hasStarted {
                    deadline = Date().addingTimeInterval(Self.startLimit)
                }
            }
        }
        var ending: Ending?
        if reader.isForged {
            ending = .forged
        } else if reader.current != nil && reader.hasStarted && resultsOpen {
            ending = .timedOut(seconds: Date().timeIntervalSince(start))
        }
        if reader.current != nil && !resultsOpen {
            // The process closed its results (it ended, most likely): read what it printed
            // before it ended, the runtime's message about a trap included.
            let grace = Date().addingTimeInterval(Self.endGrace)
            while !child.hasEnded() && grace.timeIntervalSinceNow > 0 {
                guard outputOpen else {
                    usleep(2_000)
                    continue
                }
                if !waitForInput([child.output], seconds: min(0.01, grace.timeIntervalSinceNow)).isEmpty {
                    outputOpen = readAvailable(child.output) { output.append($0) }
                }
            }
        }
        child.terminate()
        let drain = Date().addingTimeInterval(Self.drainLimit)
        while outputOpen && drain.timeIntervalSinceNow > 0 {
            guard !waitForInput([child.output], seconds: drain.timeIntervalSinceNow).isEmpty else { break }
            outputOpen = readAvailable(child.output) { output.append($0) }
        }
        let end = child.waitForEnd()
        if reader.current != nil {
            outcomes.append(Outcome(plan: reader.plan, ending: ending ?? (reader.hasStarted ? .ended(end) : .didNotStart(end)), output: output,
                                    graph: outcomes.isEmpty ? reader.graph : nil, note: reader.note))
        } else if output.count > 0 {
            // Printed after the last check reported, before the process ended.
            outcomes[outcomes.count - 1].output.append(Array(output.text.utf8))
        }
        return outcomes
    }

    private func waitForInput(_ descriptors: [Int32], seconds: Double) -> [Int32] {
        Descriptors.waitForInput(descriptors, seconds: seconds)
    }

    /// Reads what is there, and returns false at the end of the pipe.
    private func readAvailable(_ descriptor: Int32, into consume: (UnsafeRawBufferPointer) -> Void) -> Bool {
        Descriptors.readAvailable(descriptor, buffer: &chunk, into: consume)
    }
}

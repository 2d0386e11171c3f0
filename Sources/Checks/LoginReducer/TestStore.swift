#if CHANGE_SOLUTION
@testable import LoginReducerChangeSolution
#elseif SOLUTION
@testable import LoginReducerSolution
#else
@testable import LoginReducer
#endif
import func KataKit.expectEqual
import func KataKit.fail

/// Runs ``LoginReducer`` message by message, in the manner of TCA's `TestStore`, and holds the
/// check to an exhaustive account of what happens:
///
/// - after every message, the check says how the state changed (a closure that edits the state
///   before the message into the expected state after it) and what the reducer output;
/// - every feedback an effect sends must be received by the check, in order;
/// - at the end, no feedback is left unreceived and no effect is still running.
///
/// Like TCA's, `send` only reduces: the effect it returns starts running when the check next
/// waits (`receive`, `finish`, ``settle()``), so a check can type twice before the first
/// email's validation answers.
///
/// ```swift
/// store.send(.passwordInputChanged("secret")) { $0.password = "secret" }
/// ```
@MainActor
final class TestStore {
    private(set) var state: LoginState
    /// How many effects that do work (`.run`) the reducer returned so far.
    private(set) var effectsStarted = 0
    let effects: FakeEffects
    private let reducer: LoginReducer
    /// Feedback that effects sent and the check has not received yet, oldest first.
    private var inbox: [LoginReducer.Feedback] = []
    private var runningEffects = 0

    /// Whether the current task is an effect's work, run by a test store.
    @TaskLocal static var isRunningEffect = false

    init(state: LoginState = LoginState(), effects: FakeEffects = FakeEffects()) {
        self.state = state
        self.effects = effects
        reducer = LoginReducer(effects: effects.effects)
    }

    /// Sends an input and expects the state `change` and the `output` it produces.
    func send(
        _ input: LoginReducer.Input, output: LoginReducer.Output? = nil,
        _ change: (inout LoginState) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) {
        KataKit.expectEqual(inbox, [], "feedback sent by effects but not received before sending \(input)", file: file, line: line)
        handle(.input(input), named: "\(input)", output: output, change, file: file, line: line)
    }

    /// Expects the next feedback that an effect sends to be `expected`, then lets the reducer
    /// handle it and expects the state `change` and the `output` it produces.
    ///
    /// - Parameter fromStream: The feedback comes from an `AsyncStream`, which may take a hop
    ///   through another executor: wait for it patiently.
    func receive(
        _ expected: LoginReducer.Feedback, fromStream: Bool = false, output: LoginReducer.Output? = nil,
        _ change: (inout LoginState) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        if fromStream {
            await waitPatiently(until: { !self.inbox.isEmpty })
        } else {
            await settle(until: { !self.inbox.isEmpty })
            // Quiet is not proof on a busy machine: before failing, wait a little longer.
            if inbox.isEmpty { await waitPatiently(until: { !self.inbox.isEmpty }, for: .milliseconds(500)) }
        }
        guard !inbox.isEmpty else {
            KataKit.fail("expected to receive feedback \(expected), but no effect sent any", file: file, line: line)
            return
        }
        let feedback = inbox.removeFirst()
        KataKit.expectEqual(feedback, expected, "feedback received", file: file, line: line)
        handle(.feedback(feedback), named: "\(feedback)", output: output, change, file: file, line: line)
    }

    /// Expects that every feedback was received and that no effect is still running.
    func finish(file: StaticString = #filePath, line: UInt = #line) async {
        await settle(until: { self.runningEffects == 0 })
        // An effect that listens to a stream ends after the stream's end travelled to it.
        if runningEffects > 0 { await waitPatiently(until: { self.runningEffects == 0 }) }
        KataKit.expectEqual(inbox, [], "feedback sent by effects but never received", file: file, line: line)
        KataKit.expectEqual(runningEffects, 0, "effects still running at the end", file: file, line: line)
    }

    /// Lets the effects run until `done` holds or they have stopped working.
    func settle(until done: () -> Bool = { false }) async {
        await waitUntilSettled(watching: { Observed(inbox: inbox, runningEffects: runningEffects, activity: effects.activity) },
                               until: done)
    }

    /// What the check can see of the effects.
    private struct Observed: Equatable {
        var inbox: [LoginReducer.Feedback]
        var runningEffects: Int
        var activity: [Int]
    }

    private func handle(
        _ message: Message<LoginReducer.Input, LoginReducer.Feedback>, named name: String,
        output expectedOutput: LoginReducer.Output?, _ change: (inout LoginState) -> Void,
        file: StaticString, line: UInt
    ) {
        var expected = state
        change(&expected)
        let effect = reducer.reduce(message, into: &state)
        expectSameState(state, expected, "state after \(name)", file: file, line: line)

        var output: LoginReducer.Output?
        switch effect {
        case .none:
            break
        case .output(let value):
            output = value
        case .run(let work):
            effectsStarted += 1
            runningEffects += 1
            Task {
                await TestStore.$isRunningEffect.withValue(true) {
                    await work { feedback in self.inbox.append(feedback) }
                }
                self.runningEffects -= 1
            }
        }
        KataKit.expectEqual(output, expectedOutput, "output after \(name)", file: file, line: line)
    }
}

/// Compares two states field by field, so a failure names the field that differs.
func expectSameState(
    _ actual: LoginState, _ expected: LoginState, _ label: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    KataKit.expectEqual(actual.online, expected.online, "\(label): online", file: file, line: line)
    KataKit.expectEqual(actual.email.rawValue, expected.email.rawValue, "\(label): email.rawValue", file: file, line: line)
    KataKit.expectEqual(actual.email.valid, expected.email.valid, "\(label): email.valid", file: file, line: line)
    KataKit.expectEqual(actual.email.currentValidation, expected.email.currentValidation,
                        "\(label): email.currentValidation", file: file, line: line)
    KataKit.expectEqual(actual.password, expected.password, "\(label): password", file: file, line: line)
    KataKit.expectEqual(actual.loggingIn, expected.loggingIn, "\(label): loggingIn", file: file, line: line)
}

/// Runs a reducer for a screen: holds the state, feeds it messages, runs the effects it asks
/// for and hands their feedback back to it.
///
/// This is the small library a unidirectional architecture gives you (a `Store` in TCA); the
/// screen's own code is its reducer.
@MainActor
final class Store<R: Reducer> {
    private(set) var state: R.State
    /// Everything the reducer told the view, in order.
    let outputs: AsyncStream<R.Output>

    private let reducer: R
    private let outputContinuation: AsyncStream<R.Output>.Continuation

    init(initialState: R.State, reducer: R) {
        self.state = initialState
        self.reducer = reducer
        (outputs, outputContinuation) = AsyncStream.makeStream(of: R.Output.self)
    }

    /// Handles something the user did.
    func send(_ input: R.Input) {
        handle(.input(input))
    }

    private func handle(_ message: Message<R.Input, R.Feedback>) {
        switch reducer.reduce(message, into: &state) {
        case .none:
            break
        case .output(let output):
            outputContinuation.yield(output)
        case .run(let work):
            Task {
                await work { feedback in self.handle(.feedback(feedback)) }
            }
        }
    }
}

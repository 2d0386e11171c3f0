/// A screen's logic as one function: a message comes in, the state changes, and the function
/// says what should happen next as a value (an ``Effect``).
///
/// The reducer never awaits and never touches the outside world itself: that is what makes
/// every change of state traceable to one message.
protocol Reducer {
    associatedtype State
    /// What the user did.
    associatedtype Input
    /// What an effect found out, sent back to the reducer.
    associatedtype Feedback
    /// What the screen tells its view once (a toast, a navigation).
    associatedtype Output: Sendable

    func reduce(_ message: Message<Input, Feedback>, into state: inout State) -> Effect<Feedback, Output>
}

/// A message to a reducer: an input from the user, or feedback from an effect.
enum Message<Input, Feedback> {
    case input(Input)
    case feedback(Feedback)
}

/// What a reducer asks for after handling a message.
enum Effect<Feedback, Output> {
    /// Nothing.
    case none
    /// Tell the view something.
    case output(Output)
    /// Run some work on the main actor. The work reports what it finds out by calling `send`
    /// with feedback, which goes back into the reducer.
    case run(@MainActor @Sendable (_ send: @escaping @MainActor (Feedback) -> Void) async -> Void)
}

/// What a ``StateMachine``'s comparison found different, with what it read there: the runner
/// then shows the learner the function that wrote that value (or called that function) as
/// "your code at", rather than the step that happened to show it.
///
/// ```swift
/// compare: { model, screen in
///     screen.state.loggingIn == model.loggingIn ? nil
///         : Difference(observed: "LoginState.loggingIn", "expected loggingIn \(model.loggingIn), got \(screen.state.loggingIn)")
/// }
/// ```
public struct Difference: Equatable, Sendable, CustomStringConvertible {
    /// The declaration of the code under test that the comparison read, as `Type.member`: a
    /// property (`LoginState.loggingIn`, `LoginState.Email.valid`) whose writers are at fault, or
    /// a function or closure property (`LoginEffects.login`) whose callers are, or a function
    /// named with its parentheses (`OrderStore.save()`) whose own work is. `nil` when the
    /// comparison names none.
    public var observed: String?
    /// "expected …, got …", as the learner reads it.
    public var description: String

    public init(observed: String? = nil, _ description: String) {
        self.observed = observed
        self.description = description
    }
}

/// What each difference a machine's comparison returned read, by its words: the search keeps
/// only the words (``Counterexample/difference``), and the same words always come from the
/// same reading.
@MainActor
final class ObservedDifferences {
    private var observed: [String: String] = [:]

    func note(_ difference: Difference) {
        if let read = difference.observed { observed[difference.description] = read }
    }

    func observed(in difference: String) -> String? {
        observed[difference]
    }
}

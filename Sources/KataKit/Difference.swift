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
    /// named with its parentheses (`OrderStore.save()`) whose own work is; or functions by their
    /// work (``functions(that:in:else:)``), then other paths to try. `nil` when the comparison
    /// names none.
    public var observed: String?
    /// "expected …, got …", as the learner reads it.
    public var description: String

    public init(observed: String? = nil, _ description: String) {
        self.observed = observed
        self.description = description
    }
}

extension Difference {
    /// Work that the index finds in the learner's code whatever its names: what a comparison
    /// names when the code at fault is behind names the checks do not know (a data source,
    /// a repository, a domain rule), as ``functions(that:in:else:)`` spells it.
    public enum Work: String, CaseIterable, Sendable {
        /// Reads a response: casts it to `HTTPURLResponse`, or reads its status or headers.
        case readResponses = "read responses"
        /// Compares moments, as ``Codebase/mustCompareMomentsOnly(in:)`` finds them.
        case compareMoments = "compare moments"
        /// Reorders a list: `sorted`, `sort`, `reversed`, `shuffled`, `partition`.
        case reorderLists = "reorder lists"
        /// Reads a clock: uses a clock the module holds (a property that returns a `Date`:
        /// `today: () -> Date`), calling it or passing it on, outside an initializer.
        case readClock = "read the clock"
    }

    /// An ``observed`` that names the functions doing some work, in a folder (`Data/`) or
    /// anywhere, else the next path: `functions that reorder lists, else TodoListView.rows`.
    /// The runner shows where the first function doing it does it; with none, the next path's
    /// producers.
    public static func functions(that work: Work, in folder: String? = nil, else next: String? = nil) -> String {
        "functions that \(work.rawValue)" + (folder.map { " in \($0)" } ?? "") + (next.map { otherwise + $0 } ?? "")
    }

    /// Between an ``observed``'s paths, the first naming something is read: no `Type.member`
    /// path holds it.
    public static let otherwise = ", else "

    /// The work and the folder a path of ``functions(that:in:else:)`` names (without its `else`);
    /// nil for any other path.
    public static func work(in path: String) -> (work: Work, folder: String?)? {
        let prefix = "functions that "
        guard path.hasPrefix(prefix) else { return nil }
        let rest = path.dropFirst(prefix.count)
        for work in Work.allCases where rest.hasPrefix(work.rawValue) {
            let tail = rest.dropFirst(work.rawValue.count)
            if tail.isEmpty { return (work, nil) }
            if tail.hasPrefix(" in ") { return (work, String(tail.dropFirst(4))) }
        }
        return nil
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

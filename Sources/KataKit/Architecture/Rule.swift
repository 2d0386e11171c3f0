/// An architecture rule: a statement about the structure of the learner's code, read from the
/// compiler's index, and why the kata's article cares.
///
/// ```swift
/// static let rules: [Rule] = [
///     Rule("the screen uses no type of the data layer",
///          because: "the screen should only see domain types: a change of API stays in Data/") { code in
///         code.folder("Presentation").mustNotUse(code.folder("Data"))
///     },
/// ]
/// ```
///
/// A broken rule fails with each offending place in the learner's files, then the why:
///
///     Presentation/TodoListViewModel.swift:14:9 uses TodoDTO, from Data/
///     Why: the screen should only see domain types: a change of API stays in Data/
public struct Rule: Sendable {
    /// What the code's structure should be, in words.
    public let name: String
    /// One sentence: why the article wants it so.
    public let why: String
    let verify: @Sendable (Codebase) -> [Violation]

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - name: The rule, phrased as a statement about the learner's code.
    ///   - why: Why it matters, in one sentence the learner reads when the rule fails.
    ///   - verify: Returns every place that breaks the rule; combine statements with `+`.
    public init(_ name: String, because why: String, _ verify: @escaping @Sendable (Codebase) -> [Violation]) {
        self.name = name
        self.why = why
        self.verify = verify
    }

    /// The rule as a check of kind `architecture`.
    var check: Check {
        Check(name, kind: .architecture) { [verify, why] in
            // The benchmark's switch (``Codebase/indexOffVariable``): the rule passes unread.
            guard !Codebase.isReadingSwitchedOff else { return }
            let code: Codebase
            do {
                code = try Codebase.shared()
            } catch {
                FailureRecorder.shared.record(Failure(
                    message: "this rule could not be checked: \(error). It is not passed until it can be."))
                return
            }
            let spelled = SpelledNames()
            let violations = SpelledNames.$current.withValue(spelled) { verify(code) }
            FailureRecorder.shared.recordUnmatched(spelled.names)
            for violation in violations {
                // A violation about the whole module (a selection that matches nothing) has no place.
                FailureRecorder.shared.record(Failure(
                    message: violation.message, file: violation.file.isEmpty ? nil : code.absolutePath(of: violation.file),
                    line: violation.file.isEmpty ? nil : violation.line))
            }
            if !violations.isEmpty {
                FailureRecorder.shared.record(Failure(message: "Why: \(why)"))
            }
        }
    }
}

/// A place in the learner's code that breaks a rule.
public struct Violation: Hashable, Sendable {
    /// The file's path relative to the module's folder.
    public var file: String
    public var line: Int
    public var column: Int
    /// What is wrong there, starting with the place: `Domain/Trip.swift:3:8 imports SwiftUI`.
    public var message: String
    /// For a rule that follows dependencies, the path it reports, from the use at this place:
    /// the picture draws the failure on the arrow between the parts it crosses first.
    var chain: [SymbolOccurrence] = []

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}

/// Where a running check says what it is doing, so that the runner can say it when the check
/// traps or never finishes: a search sends its seed and the steps it has run before each step
/// (see ``StateMachine``). Nothing is sent when no runner listens (a person runs the checks).
@MainActor
enum CheckProgress {
    /// Sends a note on the results channel, for the check that is running.
    static var sink: ((String) -> Void)?

    static func report(_ note: @autoclosure () -> String) {
        sink?(note())
    }
}

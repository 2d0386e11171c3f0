/// Where a running search says where it is, so that the runner can say it when the check traps
/// or never finishes (see ``StateMachine``): each sequence once, signed, with its seed and steps;
/// then each step's number before it runs, as a bare line (``SearchProgress``). Nothing is sent
/// when no runner listens (a person runs the checks).
@MainActor
enum CheckProgress {
    /// Sends a sequence's seed and steps on the results channel, for the check that is running.
    static var sequence: ((UInt64, [String]) -> Void)?
    /// Writes the number of the step about to run.
    static var step: ((Int) -> Void)?
}

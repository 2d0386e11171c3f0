/// What a run of the learner's code did to the kata's acts, for the run's last lines.
enum ChangeStep: Equatable, Sendable {
    /// Nothing to say: a failing run, a kata without a change request, an unrecorded run.
    case none
    /// The first act passes and the change request is open; `now`: this run opened it.
    case opened(now: Bool)
    /// The second act passes: the change request is done, at this cost to the learner's code
    /// (nil without a snapshot of the first act), beside the reference's own.
    case done(yours: ChangeFootprint?, reference: ChangeFootprint?)
}

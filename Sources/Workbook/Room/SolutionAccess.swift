/// Whether `kata solution` and `kata compare` may show a kata's reference solution.
///
/// Working alone, the reference is shown once the learner's kata has passed (or they asked for
/// it early with `--now`). In a room, the instructor's decision for the kata comes first.
enum SolutionAccess: Equatable, Sendable {
    case shown
    /// The kata has not passed yet; `--now` shows it anyway.
    case notYetPassed
    /// The instructor holds it; `--now` does not open it.
    case heldByInstructor

    static func of(_ kata: String, progress: KataProgress, membership: RoomMembership?) -> SolutionAccess {
        if membership?.role == .instructor { return .shown }
        switch membership?.solutions[kata] {
        case .released: return .shown
        case .held: return .heldByInstructor
        case nil: break
        }
        return progress.passes > 0 || progress.status == .passing || progress.sawSolutionEarly ? .shown : .notYetPassed
    }
}

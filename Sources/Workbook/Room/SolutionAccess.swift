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

    /// - Parameter act: whose reference: the kata's (act one) or its change request's (act two).
    ///   The second act's reference shows the first act's answer too, and the instructor's
    ///   release opens the first act's only: the second act's opens once the learner's second
    ///   act passed (or with `--now`); the instructor's hold holds both.
    static func of(_ kata: String, act: KataInfo.Act = .one, progress: KataProgress, membership: RoomMembership?) -> SolutionAccess {
        if membership?.role == .instructor { return .shown }
        switch membership?.solutions[kata] {
        case .released: if act == .one { return .shown }
        case .held: return .heldByInstructor
        case nil: break
        }
        guard act == .two else {
            return progress.passes > 0 || progress.status == .passing || progress.sawSolutionEarly ? .shown : .notYetPassed
        }
        guard let change = progress.change else { return .notYetPassed }
        return change.passes > 0 || change.status == .passing || change.sawSolutionEarly ? .shown : .notYetPassed
    }
}

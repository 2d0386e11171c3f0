/// A kata's second act: the change request that opens once the kata passes (`change` in
/// `Katas/katas.json`). Its checks run with the first act's, against the same code.
struct ChangeRequest: Codable, Equatable, Sendable {
    var title: String
    /// The request as the lesson tells it: who asks, and why.
    var story: String
    /// What must now hold, one sentence each.
    var mustHold: [String]
    /// The names of the new checks, in the order they run (a test keeps them equal to the checks').
    var checks: [String]
    /// The names of the change's own architecture rules, which the first act did not have (a
    /// test keeps them equal to the rules the act-2 executable adds): listed as pending while
    /// the learner's code cannot run them yet. Absent: none.
    var rules: [String]?
    /// From a nudge to nearly the answer.
    var hints: [String]
    /// The reference's own footprint, act-1 reference to act-2 reference (a test measures it
    /// again with the same code and keeps it equal), shown beside the learner's.
    var reference: ChangeFootprint?
    /// Where the lesson promises that a change of this kind stays in one place: a rule over the
    /// footprint. Absent where the architecture makes no such promise (the figures are shown,
    /// not judged).
    var locality: Locality?

    /// A rule over the change's footprint: the first act's code in these parts stays as it was.
    struct Locality: Codable, Equatable, Sendable {
        /// The rule's name, as `kata run` prints it.
        var rule: String
        var unchangedParts: [String]
        /// The lesson's why.
        var because: String
    }
}

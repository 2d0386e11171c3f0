/// What `kata dev check` found about one kata: each step of the proof, and what its author
/// must fix there.
struct KataProof: Sendable {
    /// One step: the contract, the starter, a reference, the designs.
    struct Step: Sendable {
        var name: String
        /// What the author must fix; none: the step holds.
        var findings: [String] = []
        /// What the author should know but need not fix (a draft's checks still to write).
        var notes: [String] = []

        var isPassing: Bool { findings.isEmpty }
    }

    var kata: KataInfo
    var steps: [Step] = []
    /// How long the proof took, build included.
    var seconds: Double = 0

    var isPassing: Bool { steps.allSatisfy(\.isPassing) }
}

/// A build that failed for a reason other than the learner's code: no toolchain, a missing product, SwiftPM's own failure.
struct BuildError: Error, Equatable, CustomStringConvertible {
    /// What went wrong and what to do, in a sentence or two.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

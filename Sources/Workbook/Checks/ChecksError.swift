/// A checks executable that could not be run or did not report its checks.
struct ChecksError: Error, Equatable, CustomStringConvertible {
    /// What went wrong and what to do, in a sentence or two.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

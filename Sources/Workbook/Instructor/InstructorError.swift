/// A report for instructors or CI that cannot be written.
struct InstructorError: Error, Equatable, CustomStringConvertible {
    /// What went wrong and what to do, in a sentence or two.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

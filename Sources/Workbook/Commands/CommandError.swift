/// A command that cannot be carried out for a reason of the workbook's files: a missing starter, a picture or a report that cannot be written.
struct CommandError: Error, Equatable, CustomStringConvertible {
    /// What went wrong and what to do, in a sentence or two.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

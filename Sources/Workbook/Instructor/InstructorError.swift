/// A report for instructors or CI that cannot be written.
struct InstructorError: Error, Equatable, CustomStringConvertible {
    /// What went wrong and what to do, in a sentence or two.
    var description: String
    /// Whether what was asked cannot be done as written (a submission that is not a folder, a
    /// format without its place): a usage error, exit 64, rather than a failure of the workbook.
    var isUsage = false

    init(_ description: String, isUsage: Bool = false) {
        self.description = description
        self.isUsage = isUsage
    }
}

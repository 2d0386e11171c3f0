/// A call to the operating system that failed: a process that could not start, a pipe or a socket that could not be made.
struct SystemError: Error, Equatable, CustomStringConvertible {
    /// What went wrong and what to do, in a sentence or two.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A command line the workbook cannot carry out as typed. Exits with 64.
struct UsageError: Error, Equatable {
    /// What was wrong, in one sentence.
    var message: String
    /// Lines that help: the known values, a suggestion, where to read more.
    var help: [String] = []

    /// What a usage error quotes of a word typed on the command line: at most 60 characters,
    /// and how many there were when it is longer.
    static func shown(_ word: String) -> String {
        word.count > 60 ? "\(word.prefix(60))… (\(word.count) characters)" : word
    }
}

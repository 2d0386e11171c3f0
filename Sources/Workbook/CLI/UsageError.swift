/// A command line the workbook cannot carry out as typed. Exits with 64.
struct UsageError: Error, Equatable {
    /// What was wrong, in one sentence.
    var message: String
    /// Lines that help: the known values, a suggestion, where to read more.
    var help: [String] = []

    static func unknownKata(_ id: String, known: [String]) -> UsageError {
        var help: [String] = []
        if id.count <= 60, let suggestion = EditDistance.closest(to: id, in: known) {
            help.append("Did you mean '\(suggestion)'?")
        }
        help.append("Katas: \(known.joined(separator: ", ")) (or their numbers in `kata list`, 1 to \(known.count))")
        return UsageError(message: "there is no kata '\(shown(id))'", help: help)
    }

    /// What a usage error quotes of a word typed on the command line: at most 60 characters,
    /// and how many there were when it is longer.
    static func shown(_ word: String) -> String {
        word.count > 60 ? "\(word.prefix(60))… (\(word.count) characters)" : word
    }
}

/// A failure of the workbook itself rather than of the learner's code.
enum WorkbookError: Error, Equatable {
    /// Not inside the workbook package.
    case notInPackage(String)
    case badCatalog(String)
    /// `swift build` could not run or failed without a diagnostic.
    case buildFailed(String)
    case io(String)

    var message: String {
        switch self {
        case .notInPackage(let message), .badCatalog(let message), .buildFailed(let message), .io(let message):
            message
        }
    }
}

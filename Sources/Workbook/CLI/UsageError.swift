/// A command line the workbook cannot carry out as typed. Exits with 64.
struct UsageError: Error, Equatable {
    /// What was wrong, in one sentence.
    var message: String
    /// Lines that help: the known values, a suggestion, where to read more.
    var help: [String] = []

    static func unknownKata(_ id: String, known: [String]) -> UsageError {
        var help: [String] = []
        if let suggestion = EditDistance.closest(to: id, in: known) {
            help.append("Did you mean '\(suggestion)'?")
        }
        help.append("Katas: \(known.joined(separator: ", ")) (or their numbers in `kata list`, 1 to \(known.count))")
        return UsageError(message: "there is no kata '\(id)'", help: help)
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

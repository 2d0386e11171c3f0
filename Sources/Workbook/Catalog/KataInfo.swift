/// One kata of the workbook, as `Katas/katas.json` describes it.
struct KataInfo: Codable, Equatable, Sendable {
    /// What the command line calls it: `trip-validation`.
    var id: String
    /// The Swift module of the starter: `TripValidation`.
    var module: String
    var title: String
    /// The file to open first, relative to the starter's folder.
    var open: String
    /// From a nudge to nearly the answer.
    var hints: [String]

    var starterPath: String { "Katas/\(module)" }
    var solutionPath: String { "Solutions/\(module)" }
    var checksPath: String { "Sources/Checks/\(module)" }
    var lessonPath: String { "Katas/\(module)/README.md" }

    /// The target of the code the checks run against: the learner's or the reference solution.
    func target(solution: Bool) -> String {
        solution ? "\(module)Solution" : module
    }

    /// The checks executable built against the starter or the solution.
    func checksProduct(solution: Bool) -> String {
        solution ? "\(module)SolutionChecks" : "\(module)Checks"
    }

    /// The folder of the code the checks run against.
    func sourcesPath(solution: Bool) -> String {
        solution ? solutionPath : starterPath
    }
}

extension KataInfo {
    /// The untouched copy of the starter that `kata reset` restores.
    var pristineStarterPath: String { "Starters/\(module)" }
}

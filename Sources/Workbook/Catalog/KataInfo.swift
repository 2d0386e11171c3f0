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
    /// The second act, once the kata passes; nil for a kata that has none yet.
    var change: ChangeRequest?
    /// A kata `kata dev new` made, not yet written out: it may have fewer checks than
    /// ``KataContract/minimumChecks`` (`kata dev check` says how many are still to write).
    var draft: Bool?
    /// The APIs outside safe Swift that the kata's lesson teaches, and so allows in its code
    /// (`UnsafeRawPointer`, `withUnsafeBytes`, `write`); none for every kata of the workbook.
    var unsafeAPIs: [String]?
    /// Which act the paths and products below are about: the first unless ``inAct(_:)`` says
    /// otherwise. Not in the catalog's file.
    var act: Act = .one

    /// A kata has two acts: its own checks, then (once it passes) its change request's.
    enum Act: Int, Codable, Sendable, Comparable {
        case one = 1
        case two = 2

        static func < (lhs: Act, rhs: Act) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private enum CodingKeys: String, CodingKey {
        case id, module, title, open, hints, change, draft, unsafeAPIs
    }

    init(id: String, module: String, title: String, open: String, hints: [String], change: ChangeRequest? = nil) {
        self.id = id
        self.module = module
        self.title = title
        self.open = open
        self.hints = hints
        self.change = change
    }

    /// The same kata, about this act. A kata without a change request stays in act one.
    func inAct(_ act: Act) -> KataInfo {
        var kata = self
        kata.act = change == nil ? .one : act
        return kata
    }

    var starterPath: String { "Katas/\(module)" }
    /// The reference of this act: `Solutions/<Module>`, or `Solutions/Changes/<Module>` in act two.
    var solutionPath: String { act == .two ? "Solutions/Changes/\(module)" : "Solutions/\(module)" }
    var checksPath: String { act == .two ? "Sources/ChangeChecks/\(module)" : "Sources/Checks/\(module)" }
    var lessonPath: String { "Katas/\(module)/README.md" }
    /// The change request's checks: compiled against the act-2 reference always, and against the
    /// learner's code once the change opens, through a link at ``changeChecksLinkPath``.
    var changeChecksPath: String { "Sources/ChangeSolutionChecks/\(module)/\(module)ChangeChecks.swift" }
    /// Where `kata` links the change request's checks into the learner's act-2 executable (with
    /// any other file of the change's checks, see `ChangeChecksLink`).
    var changeChecksLinkPath: String { "Sources/ChangeChecks/\(module)/\(module)ChangeChecks.swift" }

    /// The target of the code the checks run against: the learner's or the reference solution.
    func target(solution: Bool) -> String {
        solution ? "\(module)\(act == .two ? "Change" : "")Solution" : module
    }

    /// The checks executable built against the learner's code or the reference, in this act.
    func checksProduct(solution: Bool) -> String {
        "\(module)\(act == .two ? "Change" : "")\(solution ? "Solution" : "")Checks"
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

import Foundation

/// The learner's state across runs, kept in `.kata/progress.json`.
struct Progress: Codable, Equatable, Sendable {
    var version = 1
    var katas: [String: KataProgress] = [:]

    subscript(id: String) -> KataProgress {
        get { katas[id] ?? KataProgress() }
        set { katas[id] = newValue }
    }

    /// Records a run of the checks against the learner's code, in the first act or the second.
    /// A second act's run before its change request opened is not recorded.
    mutating func record(_ status: KataStatus, for id: String, act: KataInfo.Act = .one, at date: Date) {
        var kata = self[id]
        switch act {
        case .one:
            kata.status = status
            kata.firstRun = kata.firstRun ?? date
            kata.lastRun = date
            kata.runs += 1
            if status == .passing {
                kata.passes += 1
                kata.firstPass = kata.firstPass ?? date
            }
        case .two:
            guard var change = kata.change else { return }
            change.status = status
            change.firstRun = change.firstRun ?? date
            change.lastRun = date
            change.runs += 1
            if status == .passing { change.passes += 1 }
            kata.change = change
        }
        self[id] = kata
    }

    /// Opens a kata's change request, once: the second act starts.
    ///
    /// - Returns: Whether it opened now (false when it was open already).
    @discardableResult
    mutating func openChange(of id: String, at date: Date) -> Bool {
        guard self[id].change == nil else { return false }
        self[id].change = ChangeProgress(openedAt: date)
        return true
    }

    /// The act a kata is in: the second once its change request is open (and it has one).
    func act(of kata: KataInfo) -> KataInfo.Act {
        kata.change != nil && self[kata.id].change != nil ? .two : .one
    }
}

/// One kata's progress.
struct KataProgress: Codable, Equatable, Sendable {
    var status: KataStatus = .notStarted
    var firstRun: Date?
    var lastRun: Date?
    var runs = 0
    var passes = 0
    /// When the kata first passed; nil before, and in files written before it was kept.
    var firstPass: Date?
    var hintsShown = 0
    /// The learner asked for the reference solution (`kata solution --now`) before the kata passed.
    var sawSolutionEarly = false
    /// The second act: nil until the first act passes and the kata's change request opens.
    var change: ChangeProgress?

    init() {}

    // Missing keys decode to their defaults, so that an older or hand-edited file still reads.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decodeIfPresent(KataStatus.self, forKey: .status) ?? .notStarted
        firstRun = try container.decodeIfPresent(Date.self, forKey: .firstRun)
        lastRun = try container.decodeIfPresent(Date.self, forKey: .lastRun)
        runs = try container.decodeIfPresent(Int.self, forKey: .runs) ?? 0
        passes = try container.decodeIfPresent(Int.self, forKey: .passes) ?? 0
        firstPass = try container.decodeIfPresent(Date.self, forKey: .firstPass)
        hintsShown = try container.decodeIfPresent(Int.self, forKey: .hintsShown) ?? 0
        sawSolutionEarly = try container.decodeIfPresent(Bool.self, forKey: .sawSolutionEarly) ?? false
        change = try container.decodeIfPresent(ChangeProgress.self, forKey: .change)
    }
}

/// A kata's second act: its change request, opened when the first act first passed.
///
/// The file stays at version 1: this key is new and optional, so a file written before it reads
/// as "no change request open", and a `kata` from before it still reads a file that has it.
struct ChangeProgress: Codable, Equatable, Sendable {
    var openedAt: Date
    var status: KataStatus = .notStarted
    var firstRun: Date?
    var lastRun: Date?
    var runs = 0
    var passes = 0
    var hintsShown = 0
    /// The second act's reference was shown before the second act passed (`--now`).
    var sawSolutionEarly = false

    init(openedAt: Date) {
        self.openedAt = openedAt
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        openedAt = try container.decode(Date.self, forKey: .openedAt)
        status = try container.decodeIfPresent(KataStatus.self, forKey: .status) ?? .notStarted
        firstRun = try container.decodeIfPresent(Date.self, forKey: .firstRun)
        lastRun = try container.decodeIfPresent(Date.self, forKey: .lastRun)
        runs = try container.decodeIfPresent(Int.self, forKey: .runs) ?? 0
        passes = try container.decodeIfPresent(Int.self, forKey: .passes) ?? 0
        hintsShown = try container.decodeIfPresent(Int.self, forKey: .hintsShown) ?? 0
        sawSolutionEarly = try container.decodeIfPresent(Bool.self, forKey: .sawSolutionEarly) ?? false
    }
}

/// Where a learner stands with a kata.
enum KataStatus: String, Codable, Sendable {
    case notStarted = "not-started"
    case failing
    case doesNotCompile = "does-not-compile"
    case passing

    var label: String {
        switch self {
        case .notStarted: "not started"
        case .failing: "failing"
        case .doesNotCompile: "does not compile"
        case .passing: "passing"
        }
    }
}

extension Progress {
    /// The first kata, in workshop order, that does not pass yet; nil when every kata passes.
    func nextKata(in catalog: Catalog) -> KataInfo? {
        catalog.katas.first { self[$0.id].status != .passing }
    }
}

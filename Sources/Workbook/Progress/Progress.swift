import Foundation

/// The learner's state across runs, kept in `.kata/progress.json`.
struct Progress: Codable, Equatable, Sendable {
    var version = 1
    var katas: [String: KataProgress] = [:]

    subscript(id: String) -> KataProgress {
        get { katas[id] ?? KataProgress() }
        set { katas[id] = newValue }
    }

    /// Records a run of the checks against the learner's code.
    mutating func record(_ status: KataStatus, for id: String, at date: Date) {
        var kata = self[id]
        kata.status = status
        kata.firstRun = kata.firstRun ?? date
        kata.lastRun = date
        kata.runs += 1
        if status == .passing { kata.passes += 1 }
        self[id] = kata
    }
}

/// One kata's progress.
struct KataProgress: Codable, Equatable, Sendable {
    var status: KataStatus = .notStarted
    var firstRun: Date?
    var lastRun: Date?
    var runs = 0
    var passes = 0
    var hintsShown = 0
    /// The learner asked for the reference solution (`kata solution --now`) before the kata passed.
    var sawSolutionEarly = false

    init() {}

    // Missing keys decode to their defaults, so that an older or hand-edited file still reads.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
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

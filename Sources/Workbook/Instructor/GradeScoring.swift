import Foundation
import KataKit

/// One kata's points in a grade: whole numbers, the same on every platform.
struct KataScore: Equatable, Sendable {
    var kata: String
    /// Whole points earned (``exact`` rounded half up).
    var earned: Int
    var max: Int
    /// The points before rounding, from 0 to ``max``.
    var exact: Double
    /// By act: the points earned in it before rounding (the second act only when graded).
    var byAct: [KataInfo.Act: Double]
    /// One line for the summary: how the points were given.
    var explanation: String
}

/// How a grade turns checks into points, the same for every platform:
///
/// - A check the pristine starter already passes (``GradeBaseline``) earns nothing: the
///   untouched workbook scores 0. Breaking it costs what an earned check is worth.
/// - The kata's points are split over the checks left to earn: by act, then by kind, when
///   `points.json` weighs them, then by each check's weight (1 unless listed).
/// - Failing a central rule of the lesson makes the kata's points 0 (unless the file says not).
/// - A kata that does not compile earns 0, and every check of it counts as failed.
/// - A kata's points are rounded to a whole number; the total is their sum.
enum GradeScoring {
    static func score(_ reports: [KataReport], points: GradePoints, baseline: GradeBaseline?) -> (tests: [GradedTest], scores: [KataScore]) {
        // A kata whose starter already passes every check has nothing to earn: its share goes
        // to the others (unless the file gives it points itself).
        let earnable = reports.map(\.kata.id).filter { id in
            guard !points.earnsForStarterChecks, points.points[id] == nil,
                  let act = reports.first(where: { $0.kata.id == id })?.kata.act, let checks = baseline?.checks(of: id, act: act) else { return true }
            return checks.contains { !$0.passes }
        }
        let perKata = points.perKata(earnable)
        var tests: [GradedTest] = []
        var scores: [KataScore] = []
        for report in reports {
            let (kataTests, score) = self.score(report, worth: perKata[report.kata.id] ?? 0, points: points, baseline: baseline)
            tests += kataTests
            scores.append(score)
        }
        return (tests, scores)
    }

    static func score(_ report: KataReport, worth: Int, points: GradePoints, baseline: GradeBaseline?) -> ([GradedTest], KataScore) {
        let id = report.kata.id
        let act = report.kata.act
        let starter = points.earnsForStarterChecks ? nil : baseline?.checks(of: id, act: act)
        var tests = GradedTest.tests(of: report, listing: baseline?.checks(of: id, act: act))
        for index in tests.indices {
            let checkName = tests[index].checkName
            tests[index].act = baseline?.act(of: checkName, kata: id) ?? .one
            tests[index].isKept = starter?.contains { $0.name == checkName && $0.passes } ?? false
            // The starter compiles: with a baseline, compiling earns nothing either.
            if tests[index].kind == "compiles", starter != nil { tests[index].isKept = true }
            tests[index].visibility = points.visibility(kata: id, act: tests[index].act, kind: tests[index].kind, test: tests[index].name)
        }
        let weights = tests.map { test -> Double in
            guard !test.isKept else { return 0 }
            return points.checks?[test.name] ?? (test.kind == "compiles" ? points.kinds?["compiles"] ?? 0 : 1)
        }
        var shares = Self.shares(tests, weights: weights, points: points)
        if shares.allSatisfy({ $0 == 0 }), let compiles = tests.firstIndex(where: { $0.kind == "compiles" && !$0.isKept }) {
            // Nothing else to earn (no check ran, no baseline): compiling carries the kata.
            shares[compiles] = 1
        }
        let earnable = tests.indices.filter { shares[$0] > 0 }.count
        let penalty = Double(worth) / Double(Swift.max(1, earnable))
        for index in tests.indices {
            tests[index].maxScore = Double(worth) * shares[index]
            if tests[index].isKept {
                tests[index].score = tests[index].isPassing ? 0 : -penalty
            } else {
                tests[index].score = tests[index].isPassing ? tests[index].maxScore : 0
            }
        }
        let central = Set(points.centralRules?[id] ?? [])
        let brokenCentral = tests.filter { central.contains($0.checkName) && !$0.isPassing }.map(\.checkName)
        for index in tests.indices where central.contains(tests[index].checkName) {
            tests[index].isCentral = true
        }
        var exact = Swift.min(Double(worth), Swift.max(0, tests.reduce(0) { $0 + $1.score }))
        if report.status == .error || (points.costsTheKata && !brokenCentral.isEmpty) { exact = 0 }
        var byAct: [KataInfo.Act: Double] = [:]
        for test in tests { byAct[test.act, default: 0] += test.score }
        let ratio = byAct.values.reduce(0, +) > 0 ? exact / byAct.values.reduce(0, +) : 0
        for key in byAct.keys { byAct[key] = Swift.max(0, byAct[key]! * ratio) }
        let earned = Int(GradeResults.rounded(exact).rounded(.toNearestOrAwayFromZero))
        let explanation = Self.explain(report, tests: tests, earned: earned, worth: worth, brokenCentral: points.costsTheKata ? brokenCentral : [],
                                       hasBaseline: starter != nil)
        return (tests, KataScore(kata: id, earned: earned, max: worth, exact: exact, byAct: byAct, explanation: explanation))
    }

    /// Each test's share of the kata's points: by act, then kind, when the file weighs them,
    /// then by weight.
    private static func shares(_ tests: [GradedTest], weights: [Double], points: GradePoints) -> [Double] {
        func groups<Key: Hashable>(_ indices: [Int], by key: (Int) -> Key, weight: (Key) -> Double?) -> [(indices: [Int], share: Double)] {
            let grouped = Dictionary(grouping: indices, by: key).filter { $0.value.contains { weights[$0] > 0 } }
            let given = grouped.keys.map { weight($0) ?? 1 }.reduce(0, +)
            return grouped.map { key, members in (members, given > 0 ? (weight(key) ?? 1) / given : 0) }
        }
        var shares = [Double](repeating: 0, count: tests.count)
        let all = Array(tests.indices)
        let byAct = points.acts == nil ? [(all, 1.0)] : groups(all, by: { tests[$0].act.rawValue }, weight: { points.acts?[String($0)] })
        for (actMembers, actShare) in byAct {
            let byKind = points.kinds == nil ? [(actMembers, 1.0)] : groups(actMembers, by: { tests[$0].kind }, weight: { points.kinds?[$0] })
            for (members, kindShare) in byKind {
                let total = members.reduce(0) { $0 + weights[$1] }
                guard total > 0 else { continue }
                for index in members { shares[index] = actShare * kindShare * weights[index] / total }
            }
        }
        return shares
    }

    private static func explain(_ report: KataReport, tests: [GradedTest], earned: Int, worth: Int, brokenCentral: [String], hasBaseline: Bool) -> String {
        let head = "\(report.kata.id): \(earned) of \(worth) points"
        let checks = tests.filter { $0.kind != "compiles" }
        if report.status == .error {
            return head + ": does not compile" + (checks.isEmpty ? "" : " (its \(checks.count) checks count as failed)")
        }
        if worth == 0, hasBaseline, !checks.isEmpty, checks.allSatisfy(\.isKept) {
            return head + ": the starter already passes every check, so it has no points to earn" + (checks.allSatisfy(\.isPassing) ? "" : " (and some now fail)")
        }
        let toEarn = checks.filter { !$0.isKept && $0.maxScore > 0 }
        var parts = ["\(toEarn.filter(\.isPassing).count) of \(toEarn.count) check\(toEarn.count == 1 ? "" : "s") " + (hasBaseline ? "the starter failed now pass" : "pass")]
        let kept = checks.filter(\.isKept)
        if !kept.isEmpty {
            let broken = kept.filter { !$0.isPassing }
            parts.append(broken.isEmpty ? "the \(kept.count) the starter passed still pass (they earn nothing)"
                                        : "\(broken.count) of the \(kept.count) the starter passed now fail (−\(GradeResults.shown(GradeResults.rounded(-broken.reduce(0) { $0 + $1.score }))))")
        }
        if let rule = brokenCentral.first {
            parts.append("it fails the lesson's central rule “\(rule)”, which costs the kata")
        }
        // Many checks failed at once: say where they stopped, once.
        parts += BlockedChecks.sentences(checks, sources: report.kata.sourcesPath(solution: report.isSolution))
        return head + ": " + parts.joined(separator: "; ")
    }
}

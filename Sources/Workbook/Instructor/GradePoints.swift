import Foundation

/// How a grade gives points, from a file the instructor edits (`Graders/points.json`):
///
/// ```json
/// {
///   "points": { "trip-validation": 30, "login-reducer": 20 },
///   "acts": { "1": 2, "2": 1 },
///   "kinds": { "behaviour": 1, "architecture": 1 },
///   "checks": { "vanilla-todos · the model never reaches a request": 3 },
///   "centralRules": { "vanilla-todos": ["the model never reaches a request"] },
///   "centralRuleCostsTheKata": true,
///   "starterChecksEarn": false,
///   "visibility": { "default": "visible", "architecture": "after_due_date" },
///   "gradableWhenNotCompiling": true
/// }
/// ```
///
/// Every key is optional. A kata's points are whole numbers (Classroom 50 records integers);
/// katas the file does not list share what is left of 100, the remainder going to the first
/// katas. Inside a kata, `acts` and then `kinds` split its points (relative weights, among the
/// acts and kinds that have checks to earn), and `checks` weighs single checks (1 when not
/// listed; 0: not graded). See ``GradeScoring``.
struct GradePoints: Codable, Equatable, Sendable {
    var points: [String: Double] = [:]
    var acts: [String: Double]?
    var kinds: [String: Double]?
    var checks: [String: Double]?
    /// By kata id: the rules that carry the lesson's central claim.
    var centralRules: [String: [String]]?
    /// Whether failing a central rule makes the kata's points 0 (default true).
    var centralRuleCostsTheKata: Bool?
    /// Whether a check the pristine starter already passes earns points (default false: it
    /// earns nothing, and breaking it costs what a check earns).
    var starterChecksEarn: Bool?
    /// Gradescope's visibility of the tests, by `default`, a kind, `act 2`, a kata id, `<kata> ·
    /// act 2` or a test's full name (the most specific wins).
    var visibility: [String: String]?
    var gradableWhenNotCompiling: Bool?

    /// The file read when `--points` is not given.
    static let defaultPath = "Graders/points.json"
    static let visibilities = ["visible", "hidden", "after_due_date", "after_published"]
    static let kindNames = ["behaviour", "architecture", "compiles"]

    /// The whole points of each kata, by id: listed ones as listed, the rest of 100 split
    /// evenly, the remainder to the first.
    func perKata(_ ids: [String]) -> [String: Int] {
        let listed = ids.filter { points[$0] != nil }
        let rest = max(0, 100 - listed.reduce(0) { $0 + Int(points[$1] ?? 0) })
        let unlisted = ids.filter { points[$0] == nil }
        var result: [String: Int] = [:]
        for id in listed { result[id] = Int(points[id] ?? 0) }
        for (index, id) in unlisted.enumerated() {
            result[id] = rest / unlisted.count + (index < rest % unlisted.count ? 1 : 0)
        }
        return result
    }

    var isGradableWhenNotCompiling: Bool { gradableWhenNotCompiling ?? true }
    var costsTheKata: Bool { centralRuleCostsTheKata ?? true }
    var earnsForStarterChecks: Bool { starterChecksEarn ?? false }

    /// A test's visibility on Gradescope: the most specific entry of ``visibility``.
    func visibility(kata: String, act: KataInfo.Act, kind: String, test: String) -> String {
        let table = visibility ?? [:]
        let keys = [test] + (act == .two ? ["\(kata) · act 2"] : []) + [kata] + (act == .two ? ["act 2"] : []) + [kind, "default"]
        return keys.lazy.compactMap { table[$0] }.first ?? "visible"
    }

    /// Reads the file at `path`; the defaults when `path` is nil and there is no default file.
    ///
    /// - Throws: ``InstructorError`` when the file cannot be read or is not the shape above,
    ///   or names a kata, act, kind or visibility that does not exist.
    static func load(_ path: String?, root: URL, ids: [String]) throws -> GradePoints {
        let url = path.map { URL(fileURLWithPath: $0, relativeTo: root) } ?? root.appendingPathComponent(defaultPath)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if path != nil { throw InstructorError("cannot read the points file \(url.path)") }
            return GradePoints()
        }
        let points: GradePoints
        do {
            points = try JSONDecoder().decode(GradePoints.self, from: data)
        } catch {
            throw InstructorError("\(url.path) is not a points file: expected {\"points\": {\"<kata id>\": <whole points>, …}, …} (see Graders/README.md, \"Points\")")
        }
        try points.validate(ids: ids, file: url.path)
        return points
    }

    func validate(ids: [String], file: String) throws {
        let katas = "katas: \(ids.joined(separator: ", "))"
        if let unknown = points.keys.sorted().first(where: { !ids.contains($0) }) {
            throw InstructorError("\(file) gives points to '\(unknown)', which is not a kata (\(katas))")
        }
        if let bad = points.sorted(by: { $0.key < $1.key }).first(where: { $0.value < 0 || !$0.value.isFinite || $0.value != $0.value.rounded() }) {
            throw InstructorError("\(file) gives \(bad.value) points to '\(bad.key)': points are whole numbers, 0 or more (Classroom 50 records integers)")
        }
        if let unknown = centralRules?.keys.sorted().first(where: { !ids.contains($0) }) {
            throw InstructorError("\(file) lists central rules of '\(unknown)', which is not a kata (\(katas))")
        }
        if let act = acts?.keys.sorted().first(where: { !["1", "2"].contains($0) }) {
            throw InstructorError("\(file) weighs act '\(act)': the acts are \"1\" and \"2\"")
        }
        if let kind = kinds?.keys.sorted().first(where: { !Self.kindNames.contains($0) }) {
            throw InstructorError("\(file) weighs the kind '\(kind)': the kinds are \(Self.kindNames.joined(separator: ", "))")
        }
        let weights = (acts ?? [:]).merging(kinds ?? [:]) { $1 }.merging(checks ?? [:]) { $1 }
        if let bad = weights.sorted(by: { $0.key < $1.key }).first(where: { $0.value < 0 || !$0.value.isFinite }) {
            throw InstructorError("\(file) weighs '\(bad.key)' \(bad.value): weights are 0 or more")
        }
        if let bad = (visibility ?? [:]).sorted(by: { $0.key < $1.key }).first(where: { !Self.visibilities.contains($0.value) }) {
            throw InstructorError("\(file) makes '\(bad.key)' \(bad.value): a visibility is one of \(Self.visibilities.joined(separator: ", "))")
        }
    }
}

import Foundation

/// How many points each kata is worth, from a file the instructor edits (`Graders/points.json`):
///
/// ```json
/// { "points": { "trip-validation": 30, "login-reducer": 20 }, "gradableWhenNotCompiling": true }
/// ```
///
/// Katas the file does not list share what is left of 100 evenly (all of it when there is no
/// file). A kata's points are split evenly over its checks. `gradableWhenNotCompiling` is
/// PrairieLearn's `gradable` for a submission with a kata that does not compile (default true:
/// graded, with 0 for that kata).
struct GradePoints: Codable, Equatable, Sendable {
    var points: [String: Double] = [:]
    var gradableWhenNotCompiling: Bool?

    /// The file read when `--points` is not given.
    static let defaultPath = "Graders/points.json"

    /// The points of each kata, by id.
    func perKata(_ ids: [String]) -> [String: Double] {
        let listed = ids.filter { points[$0] != nil }
        let rest = max(0, 100 - listed.reduce(0) { $0 + (points[$1] ?? 0) })
        let unlisted = ids.count - listed.count
        var result: [String: Double] = [:]
        for id in ids {
            result[id] = points[id] ?? (unlisted > 0 ? rest / Double(unlisted) : 0)
        }
        return result
    }

    var isGradableWhenNotCompiling: Bool { gradableWhenNotCompiling ?? true }

    /// Reads the file at `path`; the defaults when `path` is nil and there is no default file.
    ///
    /// - Throws: ``InstructorError`` when the file cannot be read or is not the shape above,
    ///   or names a kata that does not exist.
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
            throw InstructorError("\(url.path) is not a points file: expected {\"points\": {\"<kata id>\": <points>, …}, \"gradableWhenNotCompiling\": true}")
        }
        if let unknown = points.points.keys.sorted().first(where: { !ids.contains($0) }) {
            throw InstructorError("\(url.path) gives points to '\(unknown)', which is not a kata (katas: \(ids.joined(separator: ", ")))")
        }
        if let negative = points.points.first(where: { $0.value < 0 || !$0.value.isFinite }) {
            throw InstructorError("\(url.path) gives \(negative.value) points to '\(negative.key)': points are 0 or more")
        }
        return points
    }
}

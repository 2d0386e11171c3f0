import Foundation
import KataKit

/// Why many checks of a kata failed at once: they crashed at the same line of the learner's code
/// (a `fatalError` left in `load()`, a failed `precondition`), so none of them ran past it.
/// A grade says so once, in the kata's points line: "14 checks did not run past
/// `TodoListModel.swift:27`, a `fatalError`".
enum BlockedChecks {
    /// The fewest checks stopped at one line that a grade explains.
    static let fewest = 2

    /// One sentence per line of the kata's code (`sources`, relative to the workbook) where
    /// ``fewest`` or more checks crashed, the line that stopped the most first.
    static func sentences(_ tests: [GradedTest], sources: String) -> [String] {
        let crashed = tests.filter { $0.status == CheckResult.Status.crash.rawValue }
        let prefix = sources.hasSuffix("/") ? sources : sources + "/"
        var order: [String] = []
        var byLocation: [String: [GradedTest]] = [:]
        for test in crashed {
            guard let location = test.location, location.hasPrefix(prefix) else { continue }
            if byLocation[location] == nil { order.append(location) }
            byLocation[location, default: []].append(test)
        }
        let blocked = order.compactMap { location in byLocation[location].map { (location, $0) } }
            .filter { $0.1.count >= fewest }
            .sorted { $0.1.count > $1.1.count }
        return blocked.map { location, tests in
            let shown = String(location.dropFirst(prefix.count))
            return "\(tests.count) checks did not run past `\(shown)`, \(tests[0].trap ?? "a crash")"
        }
    }

    /// What stopped a crashed check, in words: "a `fatalError`", "a failed `precondition`", "a
    /// force unwrap of nil", or the runtime's message.
    ///
    /// - Parameter sources: The kata's folder: a `fatalError` is the learner's only when the
    ///   runtime names a file of it.
    static func trap(_ failure: Failure, sources: String) -> String {
        let message = failure.message.split(separator: "\n").first.map(String.init) ?? ""
        let isLearners = failure.file.map { $0.hasPrefix(sources.hasSuffix("/") ? sources : sources + "/") } ?? false
        if message.hasPrefix("Fatal error: Unexpectedly found nil") { return "a force unwrap of nil" }
        if message.hasPrefix("Fatal error"), isLearners { return "a `fatalError`" }
        if message.hasPrefix("Precondition failed") { return "a failed `precondition`" }
        if message.hasPrefix("Assertion failed") { return "a failed `assert`" }
        let cut = message.count > 80 ? String(message.prefix(80)) + "…" : message
        return "which crashed (“\(cut.escapingControlCharacters())”)"
    }
}

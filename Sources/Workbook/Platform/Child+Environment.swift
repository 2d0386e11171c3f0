import Foundation
import KataKit

extension Child {
    /// The variables no child of `kata` inherits from its environment: the benchmarks' switches,
    /// `KATA_SEARCHES=off` (the checks' searches) and `KATA_INDEX=off` (the rules' reading of the
    /// index), which the benchmarks hand to the checks of a run of the reference; a learner who
    /// exports one before `kata run` or `kata grade` must not skip a search or a rule.
    static let withheldVariables: Set<String> = [SearchBudget.searchesOffVariable, Codebase.indexOffVariable]

    /// The parent's environment as a child inherits it: without ``withheldVariables``. (A
    /// caller may still pass one explicitly, in the child's own `environment`.)
    static func inherited(_ environment: [String: String]) -> [String: String] {
        environment.filter { !withheldVariables.contains($0.key) }
    }
}

extension Child {
    /// The benchmarks' switches that `kata` was started with (`KATA_SEARCHES=off`,
    /// `KATA_INDEX=off`), handed on explicitly to the checks of a run of the reference
    /// (`kata run <id> --solution`): `Benchmarks/searches.sh` times the checks phase with and
    /// without the searches, `Benchmarks/feedback-loop.sh` a run with and without the rules'
    /// reading. Never to the checks of a learner's code, so that exporting one skips nothing in
    /// a run or a grade.
    static func benchmarkSwitches(solution: Bool,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        guard solution else { return [:] }
        return withheldVariables.reduce(into: [:]) { switches, variable in
            if environment[variable] == "off" { switches[variable] = "off" }
        }
    }
}

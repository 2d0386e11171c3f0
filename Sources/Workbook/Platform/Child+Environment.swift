import Foundation
import KataKit

extension Child {
    /// The variables no child of `kata` inherits from its environment: `KATA_SEARCHES=off` turns
    /// the checks' searches off for the benchmark, which starts the checks itself; a learner who
    /// exports it before `kata run` or `kata grade` must not skip them.
    static let withheldVariables: Set<String> = [SearchBudget.searchesOffVariable]

    /// The parent's environment as a child inherits it: without ``withheldVariables``. (A
    /// caller may still pass one explicitly, in the child's own `environment`.)
    static func inherited(_ environment: [String: String]) -> [String: String] {
        environment.filter { !withheldVariables.contains($0.key) }
    }
}

extension Child {
    /// `KATA_SEARCHES=off`, handed on explicitly to the checks of a run of the reference
    /// (`kata run <id> --solution`) when `kata` was started with it, for `Benchmarks/searches.sh`
    /// to time the checks phase before and after the searches; never to the checks of a
    /// learner's code, so that exporting it skips no search of a run or a grade.
    static func searchesSwitch(solution: Bool,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        let variable = SearchBudget.searchesOffVariable
        guard solution, environment[variable] == "off" else { return [:] }
        return [variable: "off"]
    }
}

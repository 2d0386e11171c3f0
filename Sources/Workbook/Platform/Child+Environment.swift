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

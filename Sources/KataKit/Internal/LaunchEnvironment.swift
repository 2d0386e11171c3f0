import Foundation

/// The checks process's environment as it was when the session started, before any of the
/// learner's code ran. The switches KataKit reads during checks (the searches' `KATA_SEED`,
/// `KATA_SEARCHES` and `KATA_EVERY_SEQUENCE`, `KATA_SEARCH_STATS`, `KATA_INDEX`, `KATA_EFFECTS`)
/// come from here, so code that calls `setenv` in one search cannot turn off a search or a rule
/// that runs after it.
enum LaunchEnvironment {
    static let values: [String: String] = ProcessInfo.processInfo.environment
}

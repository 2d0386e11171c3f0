/// Every command of `kata`, in the order help lists them.
enum Commands {
    static let status = CommandSpec(
        name: "status",
        abstract: "Show your progress and what to do next. (default command)",
        examples: ["swift run kata"]
    )
    static let list = CommandSpec(
        name: "list",
        abstract: "List every kata in workshop order, with its status.",
        examples: ["swift run kata list"]
    )
    static let run = CommandSpec(
        name: "run",
        abstract: "Build one kata and run its checks against your code.",
        discussion: "Builds only that kata, runs its hidden checks against your code in Katas/, and records the result in .kata/progress.json.",
        argument: .kata,
        options: [
            .init(name: "solution", help: "Run the checks against the reference solution instead of your code."),
            .json, .timeout,
        ],
        examples: ["swift run kata run trip-validation", "swift run kata run trip-validation --solution"]
    )
    static let watch = CommandSpec(
        name: "watch",
        abstract: "Run a kata, then again each time you save one of its files.",
        discussion: "Without a kata, watches the first one that does not pass yet. On a terminal: h next hint, l list, r re-run, n next kata, q quit.",
        argument: .init(name: "kata", help: "The kata's id (default: the first kata not passing yet).", isRequired: false),
        examples: ["swift run kata watch", "swift run kata watch login-reducer"]
    )
    static let check = CommandSpec(
        name: "check",
        abstract: "Run every kata's checks and show one summary table.",
        discussion: "A kata that does not compile is reported as such, and the others still run.",
        options: [
            .init(name: "solutions", help: "Run the checks against the reference solutions instead of your code."),
            .json, .timeout,
        ],
        examples: ["swift run kata check", "swift run kata check --solutions --json > results.json"]
    )
    static let hint = CommandSpec(
        name: "hint",
        abstract: "Show the next hint of a kata.",
        discussion: "Each call shows one more hint, from a nudge to nearly the answer; progress remembers how many you have seen.",
        argument: .kata,
        options: [.init(name: "all", help: "Show every hint of the kata.")],
        examples: ["swift run kata hint trip-validation", "swift run kata hint trip-validation --all"]
    )
    static let solution = CommandSpec(
        name: "solution",
        abstract: "Show the reference solution of a kata.",
        argument: .kata,
        options: [.init(name: "diff", help: "Show a unified diff from your files to the reference solution.")],
        examples: ["swift run kata solution trip-validation", "swift run kata solution trip-validation --diff"]
    )
    static let reset = CommandSpec(
        name: "reset",
        abstract: "Put a kata's starter back, after backing up your files.",
        discussion: "Your files are first copied to .kata/backups/, and the command prints where.",
        argument: .kata,
        examples: ["swift run kata reset trip-validation"]
    )
    static let help = CommandSpec(
        name: "help",
        abstract: "Show help for kata or one of its commands.",
        argument: .init(name: "command", help: "The command to describe.", isRequired: false),
        examples: ["swift run kata help run"]
    )

    static let all: [CommandSpec] = [status, list, run, watch, check, hint, solution, reset, help]

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }
}

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
        argument: .init(name: "kata", help: "The kata's id or number (default: the first kata not passing yet).", isRequired: false),
        options: [
            .init(name: "solution", help: "Run the checks against the reference solution instead of your code."),
            .json, .timeout, .buildSystem,
            .init(name: "no-progress", help: "Do not record the result in .kata/progress.json."),
            .verbose,
            .init(name: "prebuilt", valueName: "executable",
                  help: "Run this checks executable, built already (the package plugin does), instead of building the kata."),
            .init(name: "index-store", valueName: "folder",
                  help: "With --prebuilt: the compiler's index store of the build that made it (Xcode's DataStore)."),
        ],
        examples: ["swift run kata run trip-validation", "swift run kata run trip-validation --solution"]
    )
    static let watch = CommandSpec(
        name: "watch",
        abstract: "Run a kata, then again each time you save one of its files.",
        discussion: "Without a kata, watches the first one that does not pass yet. Type a letter and press Enter: h next hint, l list, r run again, n next kata, q quit (at once, even during a run). Anything else typed there is ignored.",
        argument: .init(name: "kata", help: "The kata's id or number (default: the first kata not passing yet).", isRequired: false),
        options: [.buildSystem, .verbose],
        examples: ["swift run kata watch", "swift run kata watch login-reducer"]
    )
    static let check = CommandSpec(
        name: "check",
        abstract: "Run every kata's checks and show one summary table.",
        discussion: "A kata that does not compile is reported as such, and the others still run. A kata whose files have not changed since the last check is not run again: its results are reused.",
        options: [
            .init(name: "solutions", help: "Run the checks against the reference solutions instead of your code."),
            .json,
            .init(name: "junit", valueName: "file", help: "Also write the results as JUnit XML to this file, for autograders and CI."),
            .init(name: "no-cache", help: "Run every check again, even for katas whose files have not changed since the last check."),
            .timeout, .buildSystem,
        ],
        examples: ["swift run kata check", "swift run kata check --json > results.json", "swift run kata check --junit results.xml"]
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
        abstract: "Show the reference solution of a kata, once your code passes.",
        discussion: "Before your kata passes, it says so (exit 1) and how to see it anyway. In a room, the instructor decides (kata room release / hold).",
        argument: .kata,
        options: [
            .now,
            .init(name: "diff", help: "Show a unified diff from your files to the reference solution."),
            .init(name: "side-by-side", help: "Show your files and the reference solution in two columns (COLUMNS sets the width)."),
        ],
        examples: ["swift run kata solution trip-validation", "swift run kata solution trip-validation --diff",
                   "COLUMNS=200 swift run kata solution trip-validation --side-by-side"]
    )
    static let reset = CommandSpec(
        name: "reset",
        abstract: "Put a kata's starter back, after backing up your files.",
        discussion: "Your files are first copied to .kata/backups/, and the command prints where.",
        argument: .kata,
        examples: ["swift run kata reset trip-validation"]
    )
    static let compare = CommandSpec(
        name: "compare",
        abstract: "Show katas' code side by side as numbers: files, lines, types, protocols, message cases.",
        discussion: "Measured from the sources each time. With one kata, each of its folders (one per version, for login-reducer) gets a row.",
        argument: .init(name: "kata", help: "The katas to compare.", isRequired: false, isVariadic: true),
        options: [
            .init(name: "mine", help: "Measure your code in Katas/ instead of the reference solutions."),
            .now,
            .json,
            .init(name: "markdown", help: "Print a Markdown table, for slides and lessons."),
            .init(name: "update-lessons", help: "Rewrite the measured tables in every lesson (for kata authors)."),
        ],
        examples: ["swift run kata compare vanilla-todos ddd-todos", "swift run kata compare login-reducer --json"]
    )
    static let graph = CommandSpec(
        name: "graph",
        abstract: "Draw your code's parts beside the kata's intended arrows, as an SVG and a Mermaid block.",
        discussion: "Builds the kata and reads which of its parts uses which from the compiler's index, as the rules do. Writes .kata/graph/<kata>.svg (self-contained: any browser shows it) and .kata/graph/<kata>.md (Mermaid, for Markdown); arrows that are not intended are red, with their first line.",
        argument: .kata,
        options: [
            .init(name: "mine", help: "Draw your code in Katas/. (default)"),
            .init(name: "solution", help: "Draw the reference solution instead of your code."),
            .init(name: "open", help: "Open the SVG once written (open on macOS, xdg-open on Linux)."),
            .buildSystem,
            .init(name: "prebuilt", valueName: "executable",
                  help: "Read this checks executable, built already, instead of building the kata."),
        ],
        examples: ["swift run kata graph ddd-todos", "swift run kata graph ddd-todos --solution --open"]
    )
    static let report = CommandSpec(
        name: "report",
        abstract: "Summarise the room from the learners' `kata check --json` files, or a room's folder.",
        discussion: "Per kata: how many learners pass, fail or cannot compile; the checks that fail most often; who has not started, and who looks stuck. Unreadable files are skipped with a warning.",
        argument: .init(name: "file", help: "One results file per learner (the file name names the learner), or a room's folder.", isRequired: true, isVariadic: true),
        options: [.json, .html, .watchRoom],
        examples: ["swift run kata report results/*.json", "swift run kata report /Volumes/Workshop/room --html room.html"]
    )
    static let room = CommandSpec(
        name: "room",
        abstract: "Join a workshop's room on a shared folder, or show the room to the instructor.",
        discussion: """
            kata room join <folder> [--name NAME]   after every run, watch and check, your results go to <folder>/<NAME>.json
                                                    (the name defaults to git config user.name, else your login name)
            kata room join <folder> --instructor    you decide on solutions and watch; nothing of yours is written there
            kata room                               the room you joined
            kata room leave                         stop sending your results
            kata room release <kata> [<folder>]     open a kata's reference solution for every learner (hold: close it)
            kata room <folder> [--html FILE [--watch]]   the room in the terminal, or as one HTML page, rewritten as results arrive
            """,
        argument: .init(name: "action", help: "join <folder>, leave, release <kata>, hold <kata>, or a room's folder; nothing: the room you joined.",
                        isRequired: false, isVariadic: true),
        options: [
            .init(name: "name", valueName: "name", help: "With join: your name in the room (default: git config user.name, else your login name)."),
            .init(name: "instructor", help: "With join: join as the room's instructor."),
            .html, .watchRoom,
        ],
        examples: ["swift run kata room join /Volumes/Workshop/room", "swift run kata room join ~/Dropbox/room --name ada",
                   "swift run kata room release ddd-todos", "swift run kata room /Volumes/Workshop/room --html room.html --watch"]
    )
    static let help = CommandSpec(
        name: "help",
        abstract: "Show help for kata or one of its commands.",
        argument: .init(name: "command", help: "The command to describe.", isRequired: false),
        examples: ["swift run kata help run"]
    )

    static let all: [CommandSpec] = [status, list, run, watch, check, hint, solution, reset, compare, graph, report, room, help]

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }
}

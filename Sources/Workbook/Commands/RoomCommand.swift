import Foundation

/// `kata room …`: join or leave a room, decide on solutions, or show a room.
struct RoomCommand: Command {
    static let name = CommandSpec.Option(name: "name", valueName: "name",
                                         help: "With join: your name in the room (default: git config user.name, else your login name).")
    static let instructor = CommandSpec.Option(name: "instructor", help: "With join: join as the room's instructor (the first to do so makes the room's mark; after that it takes their secret).")
    static let learners = CommandSpec.Option(name: "learners", valueName: "count",
                                             help: "With rehearse: how many simulated learners. (default: \(RoomRehearsal.defaultLearners))")
    static let seed = CommandSpec.Option(name: "seed", valueName: "number", help: "With rehearse: another room of simulated learners (the same seed, the same room). (default: 1)")
    static let spec = CommandSpec(
        name: "room",
        abstract: "Join a workshop's room on a shared folder, or show the room to the instructor.",
        discussion: """
            kata room join <folder> [--name NAME]   after every run, watch and check, your results go to <folder>/<NAME>.json
                                                    (the name defaults to git config user.name, else your login name)
            kata room join <folder> --instructor    you decide on solutions and watch; nothing of yours is written there
                                                    (the first to join so makes the room's instructor mark; after that,
                                                    it takes their secret: KATA_INSTRUCTOR_SECRET)
            kata room                               the room you joined
            kata room leave                         stop sending your results
            kata room release <kata> [<folder>]     the instructor only: open a kata's reference solution for every learner (hold: close it)
            kata room <folder> [--html FILE [--watch]] [--anonymous]   the room in the terminal, or as one HTML page, rewritten as
                                                    results arrive (--anonymous: learners by pseudonym, for a projector)
            kata room rehearse <folder> [--learners N] [--seed N]   a dry run: fills <folder> with simulated learners'
                                                    files (rehearsal-01.json…), in the room's format; never over a real one
            """,
        argument: .init(name: "action", help: "join <folder>, leave, release <kata>, hold <kata>, rehearse <folder>, or a room's folder; nothing: the room you joined.",
                        isRequired: false, isVariadic: true),
        options: [name, instructor, .html, .watchRoom, .anonymous, learners, seed],
        examples: ["swift run kata room rehearse /tmp/dry-run && swift run kata room /tmp/dry-run --html room.html", "swift run kata room join /Volumes/Workshop/room", "swift run kata room join ~/Dropbox/room --name ada",
                   "swift run kata room release ddd-todos", "swift run kata room /Volumes/Workshop/room --html room.html --watch"]
    )

    /// The forms of `kata room`.
    enum Action: Sendable {
        case showMembership
        case join(folder: String, name: String?, instructor: Bool)
        case leave
        case decide(SolutionDecision, kata: String, folder: String?)
        case show(folder: String, typed: String, RoomView)
        case rehearse(folder: String, learners: Int, seed: UInt64)
    }

    var action: Action

    init(_ arguments: Arguments) throws(UsageError) {
        let words = arguments.positional
        try Self.allowOnly(Self.options(for: words.first), in: arguments)
        switch words.first {
        case nil:
            action = .showMembership
        case "join":
            guard words.count == 2 else { throw Self.usage("join takes one folder: kata room join <folder> [--name NAME]") }
            action = .join(folder: words[1], name: arguments.value(of: Self.name), instructor: arguments.has(Self.instructor))
        case "leave":
            guard words.count == 1 else { throw Self.usage("leave takes nothing more: kata room leave") }
            action = .leave
        case "release", "hold":
            guard words.count == 2 || words.count == 3 else {
                throw Self.usage("\(words[0]) takes a kata, and the room's folder when you did not join it: kata room \(words[0]) <kata> [<folder>]")
            }
            action = .decide(words[0] == "release" ? .released : .held, kata: words[1], folder: words.count == 3 ? words[2] : nil)
        case "rehearse":
            guard words.count == 2 else { throw Self.usage("rehearse takes one folder: kata room rehearse <folder> [--learners N]") }
            let count = arguments.value(of: Self.learners) ?? String(RoomRehearsal.defaultLearners)
            guard let number = Int(count), (1...500).contains(number) else {
                throw Self.usage("--learners takes a number from 1 to 500, not '\(UsageError.shown(count))'")
            }
            let seedText = arguments.value(of: Self.seed) ?? "1"
            guard let seed = UInt64(seedText) else { throw Self.usage("--seed takes a whole number, not '\(UsageError.shown(seedText))'") }
            action = .rehearse(folder: Self.absolute(words[1]), learners: number, seed: seed)
        default:
            guard words.count == 1 else {
                throw Self.usage("unexpected argument '\(words[1])': show one room at a time (kata room <folder>)")
            }
            action = .show(folder: Self.absolute(words[0]), typed: words[0], try RoomView(arguments))
        }
    }

    func run(in workbook: Workbook) throws -> Int32 {
        switch action {
        case .showMembership:
            return workbook.showMembership()
        case .join(let folder, let name, let instructor):
            return try workbook.join(folder, name: name, instructor: instructor)
        case .leave:
            return try workbook.leave()
        case .decide(let decision, let kata, let folder):
            return try workbook.decide(decision, kata: kata, folder: folder)
        case .rehearse(let folder, let learners, let seed):
            return try workbook.rehearse(in: folder, learners: learners, seed: seed)
        case .show(let folder, let typed, let view):
            let room = RoomFolder(path: folder)
            guard room.isThere else {
                throw Self.usage("there is no folder \(typed) (commands: join, leave, release, hold; or a room's folder)")
            }
            return try workbook.showRoom(view, emptyIsFine: true, decisionsOf: room) { try room.learnerFiles() }
        }
    }

    /// Which options each form of `kata room` takes.
    private static func options(for action: String?) -> Set<String> {
        switch action {
        case "join": [name.name, instructor.name]
        case "rehearse": [learners.name, seed.name]
        case nil, "leave", "release", "hold": []
        default: [CommandSpec.Option.html.name, CommandSpec.Option.watchRoom.name, CommandSpec.Option.anonymous.name]
        }
    }

    private static func allowOnly(_ allowed: Set<String>, in arguments: Arguments) throws(UsageError) {
        let given = arguments.flags.union(arguments.values.keys)
        if let option = given.subtracting(allowed).sorted().first {
            let form = arguments.first.map { ["join", "leave", "release", "hold", "rehearse"].contains($0) ? "room \($0)" : "room <folder>" } ?? "room"
            throw usage("--\(option) does not go with kata \(form)")
        }
    }

    static func usage(_ message: String) -> UsageError {
        UsageError(message: message, help: ["See 'kata room --help'."])
    }

    /// A path typed on the command line, made absolute from the current folder.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL.path
    }
}

private extension Workbook {

    func showMembership() -> Int32 {
        guard let membership = refreshedMembership() else {
            console.print("You are not in a room. To join one: swift run kata room join <folder> [--name NAME]")
            return ExitCode.success
        }
        switch membership.role {
        case .instructor:
            console.print("You are the instructor of the room at \(membership.folder).")
            console.print("See it: swift run kata room \(membership.folder) --html room.html --watch")
        case .learner:
            console.print("You are in the room at \(membership.folder) as '\(membership.name)'.")
            console.print("After every run, watch and check, your results go to \(membership.room.fileURL(of: membership.name).path).")
            if !membership.room.isThere { console.print("That folder cannot be reached now: your results go there after your next run once it can.") }
        }
        let released = membership.solutions.filter { $0.value == .released }.keys.sorted()
        let held = membership.solutions.filter { $0.value == .held }.keys.sorted()
        // Decisions come from a file anyone in the room can write: known katas only, escaped all the same.
        func shown(_ ids: [String]) -> String { ids.isEmpty ? "none" : ids.map { $0.escapingControlCharacters() }.joined(separator: ", ") }
        console.print("Solutions released: \(shown(released)); held: \(shown(held)); any other opens once the kata passes.")
        console.print("To leave: swift run kata room leave")
        return ExitCode.success
    }

    func join(_ path: String, name: String?, instructor: Bool) throws -> Int32 {
        let room = RoomFolder(path: RoomCommand.absolute(path))
        guard room.isThere else {
            throw RoomCommand.usage("there is no folder \(path): create it (or mount the share, plug in the stick) and join again")
        }
        let previous = RoomMembership.load(root: root).membership
        let workbook = RoomMembership.workbookID(root: root)
        if instructor {
            let (secret, created) = try instructorSecret(of: room)
            var membership = RoomMembership(folder: room.path, name: "instructor", role: .instructor, workbook: workbook)
            membership.secret = secret
            try membership.save(root: root)
            let mark = created
                ? """
                    You are the first to join it as its instructor: its mark (\(InstructorMark.fileName) there) is yours, and your secret is kept in \(InstructorMark.secretsFile).
                    Only that secret makes someone the room's instructor: from another copy of the katas, \(InstructorMark.environmentKey)=<the secret> swift run kata room join \(room.path) --instructor
                    Let only yourself write \(InstructorMark.fileName) and \(RoomFolder.decisionsName) in the folder (its permissions are the last door).
                    """
                : "Your secret matches the room's instructor mark."
            console.print("""
                You are the instructor of the room at \(room.path); nothing of yours is written there.
                \(mark)
                Open or hold a kata's solution for everyone: swift run kata room release <kata> / swift run kata room hold <kata>
                Watch the room: swift run kata room \(room.path) --html room.html --watch
                """)
            return ExitCode.success
        }
        let (chosen, source) = try learnerName(name)
        if let owner = room.owner(of: chosen), owner != workbook {
            throw RoomCommand.usage("""
                someone in the room is called '\(chosen)' already (\(chosen).json there is another workbook's): join with another name, --name <name>.
                If it was you, from another copy of the katas, delete \(room.fileURL(of: chosen).path) first.
                """)
        }
        var membership = RoomMembership(folder: room.path, name: chosen, role: .learner, workbook: workbook)
        if case .read(let decisions) = room.decisions(katas: Set(catalog.katas.map(\.id))) { membership.solutions = decisions }
        let state = updateRoomState(membership)
        if let problem = room.publish(state, as: chosen, workbook: workbook) {
            throw RoomCommand.usage(problem.replacingOccurrences(of: ": your results stay here and go to the room after your next run there.", with: ""))
        }
        try membership.save(root: root)
        if let previous, previous.folder != room.path { console.print("You left the room at \(previous.folder).") }
        console.print("""
            You joined the room at \(room.path) as '\(chosen)' (\(source); another: --name <name>).
            After every kata run, watch and check, your results go to \(room.fileURL(of: chosen).path).
            The reference solutions open as your instructor decides. To leave: swift run kata room leave
            """)
        return ExitCode.success
    }

    /// The secret that opens the room's instructor mark, and whether the mark was made now
    /// (the room had none: whoever joins first as its instructor is its instructor).
    ///
    /// - Throws: When the room has a mark and no secret this workbook knows opens it.
    func instructorSecret(of room: RoomFolder) throws -> (secret: String, created: Bool) {
        switch room.instructorMark() {
        case .unreachable:
            throw RoomCommand.usage("the room's folder \(room.path) did not answer within \(Int(RoomFolder.timeLimit)) s: join again once it does")
        case .damaged:
            throw RoomCommand.usage("the room's instructor mark (\(InstructorMark.fileName) in \(room.path)) is damaged: whoever created the room may delete it and join again as its instructor")
        case .none:
            let (secret, mark) = InstructorMark.make()
            try InstructorMark.keep(secret, root: root)
            try room.placeInstructorMark(mark)
            return (secret, true)
        case .mark(let mark):
            guard let secret = InstructorMark.secrets(root: root, environment: ProcessInfo.processInfo.environment).first(where: mark.opens) else {
                throw RoomCommand.usage("""
                    the room at \(room.path) has an instructor already, and joining as its instructor needs their secret: \(InstructorMark.environmentKey)=<secret> swift run kata room join \(room.path) --instructor
                    (the secret is in the instructor's \(InstructorMark.secretsFile)). To join as a learner: swift run kata room join \(room.path)
                    """)
            }
            try InstructorMark.keep(secret, root: root)
            return (secret, false)
        }
    }

    /// The name to join with, and where it came from.
    func learnerName(_ given: String?) throws -> (name: String, source: String) {
        if let given {
            guard let name = RoomName.make(given) else {
                throw RoomCommand.usage("'\(given)' cannot be a name in the room: use letters, digits, spaces, '-', '_' or '.', not first")
            }
            return (name, name == given ? "the name you gave" : "the name you gave, made safe for a file name")
        }
        if let result = try? Subprocess.run("git", ["config", "user.name"]), result.status == 0,
           let name = RoomName.make(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) {
            return (name, "your name from git config user.name")
        }
        if let name = RoomName.make(NSUserName()) {
            return (name, "your login name; git config user.name is not set")
        }
        throw RoomCommand.usage("no name found (git config user.name is not set): join with --name <name>")
    }

    func leave() throws -> Int32 {
        guard let membership = RoomMembership.load(root: root).membership else {
            console.print("You are not in a room.")
            return ExitCode.success
        }
        try RoomMembership.remove(root: root)
        if membership.role == .learner {
            console.print("You left the room at \(membership.folder). Your file there stays for the instructor; your runs no longer go to it.")
        } else {
            console.print("You are no longer the instructor of the room at \(membership.folder).")
        }
        return ExitCode.success
    }

    func decide(_ decision: SolutionDecision, kata id: String, folder: String?) throws -> Int32 {
        let kata = try catalog.kata(id)
        guard let path = folder.map(RoomCommand.absolute) ?? RoomMembership.load(root: root).membership?.folder else {
            throw RoomCommand.usage("you have not joined a room: name its folder, kata room \(decision == .released ? "release" : "hold") \(kata.id) <folder>")
        }
        let room = RoomFolder(path: path)
        guard room.isThere else { throw RoomCommand.usage("there is no folder \(path)") }
        // Only the room's instructor decides for the room: a learner who releases a solution
        // would open it for everyone without a record of having looked.
        let word = decision == .released ? "release" : "hold"
        switch room.instructorMark() {
        case .mark(let mark):
            guard InstructorMark.secrets(root: root, environment: ProcessInfo.processInfo.environment).contains(where: mark.opens) else {
                throw RoomCommand.usage("only the room's instructor can \(word) a solution for the room at \(path): this workbook has not their secret (\(InstructorMark.environmentKey), or joining as the instructor first).")
            }
        case .none:
            throw RoomCommand.usage("the room at \(path) has no instructor yet: join it as its instructor first (swift run kata room join \(path) --instructor), then \(word).")
        case .damaged:
            throw RoomCommand.usage("the room's instructor mark (\(InstructorMark.fileName) in \(path)) is damaged: nobody can \(word) until whoever created the room deletes it and joins again as its instructor.")
        case .unreachable:
            throw RoomCommand.usage("the room's folder \(path) did not answer within \(Int(RoomFolder.timeLimit)) s")
        }
        try room.decide(decision, for: kata.id, katas: Set(catalog.katas.map(\.id)))
        switch decision {
        case .released:
            console.print("The reference solution of \(kata.id) is released in the room at \(path): every learner's kata solution and compare show it now.")
        case .held:
            console.print("The reference solution of \(kata.id) is held in the room at \(path): no learner sees it, passing or not, until you release it (kata room release \(kata.id)).")
        }
        return ExitCode.success
    }
}

import Foundation

extension Workbook {
    /// `kata room …`: join or leave a room, decide on solutions, or show a room.
    func room(_ invocation: Invocation) throws -> Int32 {
        let words = invocation.arguments
        let action = words.first
        try allowOnly(roomOptions(for: action), in: invocation)
        switch action {
        case nil:
            return showMembership()
        case "join":
            guard words.count == 2 else { throw roomUsage("join takes one folder: kata room join <folder> [--name NAME]") }
            return try join(words[1], name: invocation.values["name"], instructor: invocation.has("instructor"))
        case "leave":
            guard words.count == 1 else { throw roomUsage("leave takes nothing more: kata room leave") }
            return try leave()
        case "release", "hold":
            guard words.count == 2 || words.count == 3 else {
                throw roomUsage("\(words[0]) takes a kata, and the room's folder when you did not join it: kata room \(words[0]) <kata> [<folder>]")
            }
            return try decide(words[0] == "release" ? .released : .held, kata: words[1], folder: words.count == 3 ? words[2] : nil)
        default:
            guard words.count == 1 else {
                throw roomUsage("unexpected argument '\(words[1])': show one room at a time (kata room <folder>)")
            }
            let room = RoomFolder(path: absolute(words[0]))
            guard room.isThere else {
                throw roomUsage("there is no folder \(words[0]) (commands: join, leave, release, hold; or a room's folder)")
            }
            return try showRoom(invocation, emptyIsFine: true) { try room.learnerFiles() }
        }
    }

    /// Which options each form of `kata room` takes.
    private func roomOptions(for action: String?) -> Set<String> {
        switch action {
        case "join": ["name", "instructor"]
        case nil, "leave", "release", "hold": []
        default: ["html", "watch"]
        }
    }

    private func allowOnly(_ allowed: Set<String>, in invocation: Invocation) throws {
        let given = invocation.flags.union(invocation.values.keys)
        if let option = given.subtracting(allowed).sorted().first {
            let form = invocation.argument.map { ["join", "leave", "release", "hold"].contains($0) ? "room \($0)" : "room <folder>" } ?? "room"
            throw roomUsage("--\(option) does not go with kata \(form)")
        }
    }

    private func roomUsage(_ message: String) -> UsageError {
        UsageError(message: message, help: ["See 'kata room --help'."])
    }

    /// A path typed on the command line, made absolute from the current folder.
    private func absolute(_ path: String) -> String {
        URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL.path
    }

    private func showMembership() -> Int32 {
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
        console.print("Solutions released: \(released.isEmpty ? "none" : released.joined(separator: ", ")); held: \(held.isEmpty ? "none" : held.joined(separator: ", ")); any other opens once the kata passes.")
        console.print("To leave: swift run kata room leave")
        return ExitCode.success
    }

    private func join(_ path: String, name: String?, instructor: Bool) throws -> Int32 {
        let room = RoomFolder(path: absolute(path))
        guard room.isThere else {
            throw roomUsage("there is no folder \(path): create it (or mount the share, plug in the stick) and join again")
        }
        let previous = RoomMembership.load(root: root).membership
        let workbook = RoomMembership.workbookID(root: root)
        if instructor {
            let membership = RoomMembership(folder: room.path, name: "instructor", role: .instructor, workbook: workbook)
            try membership.save(root: root)
            console.print("""
                You are the instructor of the room at \(room.path); nothing of yours is written there.
                Open or hold a kata's solution for everyone: swift run kata room release <kata> / swift run kata room hold <kata>
                Watch the room: swift run kata room \(room.path) --html room.html --watch
                """)
            return ExitCode.success
        }
        let (chosen, source) = try learnerName(name)
        if let owner = room.owner(of: chosen), owner != workbook {
            throw roomUsage("""
                someone in the room is called '\(chosen)' already (\(chosen).json there is another workbook's): join with another name, --name <name>.
                If it was you, from another copy of the katas, delete \(room.fileURL(of: chosen).path) first.
                """)
        }
        var membership = RoomMembership(folder: room.path, name: chosen, role: .learner, workbook: workbook)
        membership.solutions = room.decisions() ?? [:]
        let state = updateRoomState(membership)
        if let problem = room.publish(state, as: chosen, workbook: workbook) {
            throw roomUsage(problem.replacingOccurrences(of: ": your results stay here and go to the room after your next run there.", with: ""))
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

    /// The name to join with, and where it came from.
    private func learnerName(_ given: String?) throws -> (name: String, source: String) {
        if let given {
            guard let name = RoomName.make(given) else {
                throw roomUsage("'\(given)' cannot be a name in the room: use letters, digits, spaces, '-', '_' or '.', not first")
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
        throw roomUsage("no name found (git config user.name is not set): join with --name <name>")
    }

    private func leave() throws -> Int32 {
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

    private func decide(_ decision: SolutionDecision, kata id: String, folder: String?) throws -> Int32 {
        let kata = try catalog.kata(id)
        guard let path = folder.map(absolute) ?? RoomMembership.load(root: root).membership?.folder else {
            throw roomUsage("you have not joined a room: name its folder, kata room \(decision == .released ? "release" : "hold") \(kata.id) <folder>")
        }
        let room = RoomFolder(path: path)
        guard room.isThere else { throw roomUsage("there is no folder \(path)") }
        try room.decide(decision, for: kata.id)
        switch decision {
        case .released:
            console.print("The reference solution of \(kata.id) is released in the room at \(path): every learner's kata solution and compare show it now.")
        case .held:
            console.print("The reference solution of \(kata.id) is held in the room at \(path): no learner sees it, passing or not, until you release it (kata room release \(kata.id)).")
        }
        return ExitCode.success
    }
}

import Foundation

/// SwiftPM's build plan: the llbuild manifest (`.build/debug.yaml`) that `swift build` writes
/// before it builds, with every command's tool, inputs, outputs and arguments.
///
/// Only the subset of YAML that SwiftPM writes is read: a `commands:` map of quoted keys, each
/// with one `key: value` line per field, lists as JSON arrays. Anything else in a command makes
/// the plan unreadable, so that a newer SwiftPM with another format is never half understood.
struct BuildPlan: Sendable {
    /// One command of the plan.
    struct Command: Equatable, Sendable {
        var key: String
        /// `shell` (run `args`), `phony`, `write-auxiliary-file`, …
        var tool = ""
        var inputs: [String] = []
        var outputs: [String] = []
        var arguments: [String] = []
    }

    /// The fields a command may have; any other field is a format this reader does not know.
    private static let knownFields: Set = ["tool", "inputs", "outputs", "args", "description",
                                           "allow-missing-inputs", "always-out-of-date"]

    let commands: [Command]
    private let producers: [String: Int]

    init(commands: [Command]) {
        self.commands = commands
        var producers: [String: Int] = [:]
        for (index, command) in commands.enumerated() {
            for output in command.outputs { producers[output] = index }
        }
        self.producers = producers
    }

    /// Reads the plan at `url`.
    ///
    /// - Throws: ``Unreadable`` with the reason, when it is missing or not in the format read here.
    static func load(_ url: URL) throws -> BuildPlan {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Unreadable("there is no build plan (\(url.lastPathComponent))")
        }
        return try parse(String(decoding: data, as: UTF8.self))
    }

    /// Why a plan cannot be used.
    struct Unreadable: Error, Equatable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    static func parse(_ text: String) throws -> BuildPlan {
        // Split as bytes: splitting the plan (400 KB) by Characters took about 15 ms of every
        // direct build, half of reading it.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
        guard lines.first == "client:", lines.contains("  name: basic") else {
            throw Unreadable("the build plan is not an llbuild manifest of the kind read here")
        }
        guard let start = lines.firstIndex(of: "commands:") else {
            throw Unreadable("the build plan has no commands")
        }
        var commands: [Command] = []
        for line in lines[(start + 1)...] {
            if line.isEmpty { continue }
            if line.hasPrefix("    ") {
                guard !commands.isEmpty else { throw Unreadable("the build plan has a field outside a command") }
                try read(field: line.dropFirst(4), into: &commands[commands.count - 1])
            } else if line.hasPrefix("  \""), line.hasSuffix("\":") {
                commands.append(Command(key: try decode(String.self, line.dropFirst(2).dropLast())))
            } else if !line.hasPrefix(" ") {
                break  // the next top-level section
            } else {
                throw Unreadable("the build plan has a line not read here: \(line.prefix(80))")
            }
        }
        return BuildPlan(commands: commands)
    }

    private static func read(field line: Substring, into command: inout Command) throws {
        guard let colon = line.range(of: ": ") else { throw Unreadable("the build plan has a field without a value") }
        let name = String(line[..<colon.lowerBound])
        let value = line[colon.upperBound...]
        guard knownFields.contains(name) else { throw Unreadable("the build plan has a field not read here: \(name)") }
        switch name {
        case "tool": command.tool = String(value)
        case "inputs": command.inputs = try decode([String].self, value)
        case "outputs": command.outputs = try decode([String].self, value)
        case "args": command.arguments = try decode([String].self, value)
        default: break
        }
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ json: Substring) throws -> T {
        guard let value = try? JSONDecoder().decode(type, from: Data(json.utf8)) else {
            throw Unreadable("the build plan has a value not read here: \(json.prefix(80))")
        }
        return value
    }

    /// The command that writes `path`, if any.
    func command(producing path: String) -> Command? {
        producers[path].map { commands[$0] }
    }

    /// Every command needed to make `path`, each after the commands that make its inputs.
    func commands(toMake path: String) -> [Command] {
        var visited: Set<Int> = []
        var ordered: [Command] = []
        func visit(_ node: String) {
            guard let index = producers[node], visited.insert(index).inserted else { return }
            for input in commands[index].inputs { visit(input) }
            ordered.append(commands[index])
        }
        visit(path)
        return ordered
    }
}

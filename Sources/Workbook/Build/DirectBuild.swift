import Foundation

/// Builds a checks product with the very commands of SwiftPM's plan (`.build/debug.yaml`), and
/// only those whose inputs changed since they last ran well: after a one-line edit, the learner
/// module's `swiftc` and the checks executable's link. This skips SwiftPM's planning, about 40%
/// of `swift build --product` for such an edit.
///
/// It answers ``Outcome/fallBack(_:)`` whenever the plan may not hold, and the caller then runs
/// `swift build`, which makes a new plan.
struct DirectBuild {
    let root: URL
    /// How long one compiler command may take, in seconds.
    var timeLimit = KataBuilder.timeLimit

    enum Outcome: Equatable {
        /// Built; the signatures of the commands' inputs to remember for the next build, and
        /// the commands that ran, with their time in milliseconds.
        case built(commands: [String: String], ran: [String])
        /// A compiler command failed with errors in the package's code; what it printed.
        case doesNotCompile(output: String)
        /// The plan may not hold, for this reason: use `swift build`.
        case fallBack(String)
        /// A compiler command ran past ``timeLimit`` and was ended.
        case timedOut
    }

    private var planFile: URL { root.appendingPathComponent(".build/debug.yaml") }

    /// Builds `product` if the state recorded at its last good build still describes everything
    /// but the learner's files.
    ///
    /// - Parameters:
    ///   - current: The state of the files now (see ``BuildStamps/current(_:learnerFolder:)``).
    ///   - recorded: The state at the product's last good build, if any.
    func build(_ product: String, learnerFolder: String, current: BuildStamps.Stamp,
               recorded: BuildStamps.Stamp?) -> Outcome {
        guard let recorded, !recorded.commands.isEmpty else { return .fallBack("no earlier build of \(product) by kata") }
        let plan: BuildPlan
        do { plan = try BuildPlan.load(planFile) } catch let error as BuildPlan.Unreadable {
            return .fallBack(error.reason)
        } catch { return .fallBack("\(error)") }
        guard recorded.package == current.package else { return .fallBack("Package.swift or Sources changed since the last build") }
        guard recorded.toolchain == current.toolchain else { return .fallBack("the Swift toolchain changed") }
        guard let (executable, commands) = DirectBuild.commands(making: product, in: plan) else {
            return .fallBack("the build plan has no command that links \(product)")
        }
        // A plan made by a build without `KATA_CHANGE_CHECKS` (the learner's `swift build`) leaves
        // the change's checks out of the act-2 executable: SwiftPM plans again with them.
        if product.hasSuffix("ChangeChecks"), !product.hasSuffix("SolutionChecks"),
           !commands.contains(where: { $0.arguments.contains("-DKATA_CHANGE_CHECKS") || $0.arguments.contains("KATA_CHANGE_CHECKS") }) {
            return .fallBack("the plan was made without the change's checks (by a build other than kata's)")
        }
        let planRoot = String(executable[..<(executable.range(of: "/.build/")?.lowerBound ?? executable.endIndex)])
        let planned = Set(commands.flatMap(\.inputs).filter { $0.hasPrefix("\(planRoot)/\(learnerFolder)/") && $0.hasSuffix(".swift") })
        let onDisk = Set(current.learner.files.keys.map { "\(planRoot)/\($0)" })
        guard planned == onDisk else { return .fallBack("a Swift file was added, removed or renamed in \(learnerFolder)") }
        guard !SwiftPMLock.isHeld(in: root) else { return .fallBack("SwiftPM is building in .build now") }
        // SwiftPM's claim is a process id written at its start, not a lock `kata` can hold: a
        // `swift build` or `swift test` that starts during the replay may write the same objects.
        // Its claim then differs at the end, and the replay is not trusted.
        let claim = SwiftPMLock.claim(in: root)

        var signatures = recorded.commands
        var ran: [String] = []
        for command in commands {
            switch command.tool {
            case "phony":
                continue
            case "write-auxiliary-file":
                // Written from the plan alone. A `swift build` of another product (`swift run
                // kata`) may have planned again since, with a file added or removed, without
                // writing this product's lists: the compiler would then miss the new file.
                if let missing = command.outputs.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
                    return .fallBack("a file of the plan is missing: \(missing)")
                }
                if let stale = AuxiliaryFile.staleList(written: command) {
                    return .fallBack("the plan lists other files than \(stale) does (planned again since)")
                }
            case "shell":
                let signature = DirectBuild.signature(of: command)
                let isMissingAnOutput = DirectBuild.files(in: command.outputs).contains { !FileManager.default.fileExists(atPath: $0) }
                guard signature != recorded.commands[command.key] || isMissingAnOutput else { continue }
                if let missing = DirectBuild.fileInputs(of: command).first(where: { !FileManager.default.fileExists(atPath: $0) }) {
                    return .fallBack("an input of the plan is missing: \(missing)")
                }
                guard let tool = command.arguments.first else { return .fallBack("the plan has a command without arguments: \(command.key)") }
                let start = Date()
                let result: Subprocess.Result
                do { result = try Subprocess.run(tool, Array(command.arguments.dropFirst()), timeLimit: timeLimit) } catch {
                    return .fallBack("\(tool) did not start")
                }
                if result.timedOut { return .timedOut }
                let output = ParseableOutput.text(of: result.output)
                guard result.status == 0, !result.endedBySignal else {
                    let errors = DiagnosticParser.diagnostics(in: output, root: planRoot).filter { $0.severity == .error }
                    return errors.isEmpty
                        ? .fallBack("\(command.key) failed without a diagnostic in the package's code")
                        : .doesNotCompile(output: output)
                }
                signatures[command.key] = signature
                ran.append("\(command.key) \(Int(Date().timeIntervalSince(start) * 1000)) ms")
            default:
                return .fallBack("the plan uses a tool not run here: \(command.tool)")
            }
        }
        guard SwiftPMLock.claim(in: root) == claim, !SwiftPMLock.isHeld(in: root) else {
            return .fallBack("SwiftPM built in .build while kata replayed the plan")
        }
        return .built(commands: signatures, ran: ran)
    }

    /// Per product, the signatures of the inputs of every command that makes it, as they are
    /// now: what to remember after `swift build` made them.
    func signatures(of products: [String]) -> [String: [String: String]] {
        guard let plan = try? BuildPlan.load(planFile) else { return [:] }
        var signatures: [String: [String: String]] = [:]
        for product in products {
            guard let (_, commands) = DirectBuild.commands(making: product, in: plan) else { continue }
            for command in commands where command.tool == "shell" {
                signatures[product, default: [:]][command.key] = DirectBuild.signature(of: command)
            }
        }
        return signatures
    }

    /// The debug executable named `product` and the commands that make it, in order.
    private static func commands(making product: String, in plan: BuildPlan) -> (String, [BuildPlan.Command])? {
        let link = plan.commands.first { command in
            command.tool == "shell" && command.outputs.contains { $0.hasSuffix("/debug/\(product)") }
        }
        guard let executable = link?.outputs.first(where: { $0.hasSuffix("/debug/\(product)") }) else { return nil }
        return (executable, plan.commands(toMake: executable))
    }

    /// The files among a command's inputs.
    private static func fileInputs(of command: BuildPlan.Command) -> [String] {
        files(in: command.inputs)
    }

    /// The files among a command's inputs or outputs (not llbuild's `<virtual>` nodes nor folders).
    private static func files(in nodes: [String]) -> [String] {
        nodes.filter { !$0.hasPrefix("<") && !$0.hasSuffix("/") }
    }

    /// The command's arguments, and the size, time and inode of its program and of each input:
    /// when it differs from the one of its last good run, the command runs again (llbuild's rule).
    static func signature(of command: BuildPlan.Command) -> String {
        var hasher = FNV1a()
        for argument in command.arguments { hasher.add(argument) }
        for path in command.arguments.prefix(1) + fileInputs(of: command) {
            hasher.add("\(path) \(BuildStamps.identity(of: path) ?? "missing")")
        }
        return String(hasher.value, radix: 16)
    }
}

/// What the Swift driver prints with `-parseable-output`: messages of the form `<length>\n<JSON>`.
/// SwiftPM shows the `output` of each finished job; other lines are kept as they are.
enum ParseableOutput {
    private struct Message: Decodable {
        var kind: String
        var output: String?
    }

    static func text(of raw: String) -> String {
        var text = ""
        var rest = Substring(raw)
        while !rest.isEmpty {
            let line = rest.prefix { $0 != "\n" }
            rest = rest.dropFirst(line.count + 1)
            guard let length = Int(line), length > 0 else {
                text += line + "\n"
                continue
            }
            let bytes = Data(rest.utf8.prefix(length))
            rest = Substring(String(decoding: rest.utf8.dropFirst(length), as: UTF8.self))
            if rest.first == "\n" { rest = rest.dropFirst() }
            if let message = try? JSONDecoder().decode(Message.self, from: bytes), let output = message.output,
               message.kind == "finished" || message.kind == "signalled" {
                text += output
            }
        }
        return text
    }
}

/// SwiftPM's claim on `.build`: `.build/.lock` holds the id of the SwiftPM process that builds
/// there (and stays after it ended). While it runs, a direct build must not write the same files.
enum SwiftPMLock {
    /// Whether a process other than this one holds `.build` now.
    static func isHeld(in root: URL) -> Bool {
        guard let text = try? String(contentsOf: root.appendingPathComponent(".build/.lock"), encoding: .utf8),
              let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return false }
        // `swift run kata` becomes `kata` with the same process id.
        return pid != Subprocess.currentID && Subprocess.isRunning(pid)
    }

    /// What `.build/.lock` says and when it was written: it changes whenever a SwiftPM process
    /// starts building there.
    static func claim(in root: URL) -> String? {
        let path = root.appendingPathComponent(".build/.lock").path
        guard let status = FileStatus(path) else { return nil }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return "\(status.modificationTime) \(status.inode) \(text)"
    }
}

/// The files that SwiftPM's plan writes from its own inputs: a target's list of sources
/// (`<sources-file-list>`) and a product's list of objects to link (`<link-file-list>`), one
/// path a line.
enum AuxiliaryFile {
    /// The file that `command` writes, when it is such a list and does not list the command's
    /// inputs as they are now; nil when it does, or when it is another kind of file.
    static func staleList(written command: BuildPlan.Command) -> String? {
        guard let kind = command.inputs.first, ["<sources-file-list>", "<link-file-list>"].contains(kind),
              let output = command.outputs.first else { return nil }
        let planned = command.inputs.filter { !$0.hasPrefix("<") }
        guard let data = FileManager.default.contents(atPath: output) else { return output }
        let written = String(decoding: data, as: UTF8.self).split(separator: "\n").map { unquoted(String($0)) }
        return written == planned ? nil : output
    }

    /// A path as SwiftPM writes it: as it is, or in single quotes (`'\''` for a quote) when it
    /// holds a space or another character a shell would read.
    static func unquoted(_ line: String) -> String {
        guard line.count >= 2, line.hasPrefix("'"), line.hasSuffix("'") else { return line }
        return String(line.dropFirst().dropLast()).replacingOccurrences(of: "'\\''", with: "'")
    }
}

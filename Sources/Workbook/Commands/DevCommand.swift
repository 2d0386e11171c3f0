import Foundation

/// `kata dev new <id>` and `kata dev check [<id>]`: the author's commands.
struct DevCommand: Command {
    static let title = CommandSpec.Option(name: "title", valueName: "text", help: "With new: the kata's title (default: made from its id).")
    static let spec = CommandSpec(
        name: "dev",
        abstract: "For kata authors: scaffold a kata (new), or prove one or all (check).",
        discussion: """
            new <id>: writes a kata that builds and passes dev check (starter, reference, checks with one \
            behaviour check and one rule, a lesson with the contract's sections, hints, its catalog entry and \
            its line in Package.swift), as a draft: it may have fewer checks than a kata has until you remove \
            "draft" from its entry. check [<id>]: the contract (AUTHORING.md), then the starter compiles and \
            fails and each act's reference passes every check and rule; every kata when no id is given.
            """,
        argument: .init(name: "command", help: "new <id>: scaffold a kata; check [<id>]: prove one kata, or every one.",
                        isRequired: true, isVariadic: true),
        options: [title, .timeout, .buildSystem],
        examples: ["swift run kata dev new caching-repository --title \"A repository that caches\"",
                   "swift run kata dev check caching-repository", "swift run kata dev check"]
    )

    enum Action: Equatable, Sendable {
        case new(id: String, title: String?)
        case check(String?)
    }

    var action: Action
    var timeout = ChecksRunner.defaultTimeout
    var buildSystem: BuildSystem?

    init(_ arguments: Arguments) throws(UsageError) {
        let words = arguments.positional
        let help = ["Usage: \(Self.spec.usage)", "See 'kata dev --help'."]
        switch words.first {
        case "new":
            guard words.count == 2, let id = words.last else {
                throw UsageError(message: "dev new takes one kata id: kata dev new <id>", help: help)
            }
            action = .new(id: id, title: arguments.value(of: Self.title))
        case "check":
            guard words.count <= 2 else { throw UsageError(message: "dev check takes one kata id, or none for every kata", help: help) }
            action = .check(words.dropFirst().first)
        default:
            throw UsageError(message: "dev does 'new' or 'check', not '\(UsageError.shown(words.first ?? ""))'", help: help)
        }
        timeout = try arguments.timeout()
        buildSystem = try arguments.buildSystem()
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let console = workbook.console, style = console.style
        switch action {
        case .new(let id, let title):
            guard KataScaffold.isValid(id: id) else {
                throw UsageError(message: "'\(UsageError.shown(id))' is not a kata id: lowercase words joined by hyphens, such as caching-repository",
                                 help: ["See 'kata dev --help'."])
            }
            let scaffold = KataScaffold(id: id, title: title ?? id.split(separator: "-").joined(separator: " ").capitalizedFirst)
            let written = try workbook.write(scaffold)
            let inPack = workbook.root.deletingLastPathComponent().lastPathComponent == Pack.folder
            console.print(Renderer.scaffolded(scaffold, files: written, inPack: inPack, style: style))
            return ExitCode.success
        case .check(let id):
            let katas = try id.map { [try workbook.catalog.kata($0)] } ?? workbook.catalog.katas
            let system = try BuildSystem.forKata(chosen: buildSystem, root: workbook.root)
            var proofs: [KataProof] = []
            var holds = true
            if id == nil {
                // Modules with code but no entry are no kata to any command: only the whole
                // workbook's proof can see them.
                let orphans = KataContract(root: workbook.root).orphans(cataloged: workbook.catalog.katas)
                let step = KataProof.Step(name: "every module with folders or a line in Package.swift has a catalog entry",
                                          findings: orphans.map(\.description))
                console.print(Renderer.proofStep(step, style: style) + "\n")
                holds = step.isPassing
            }
            for kata in katas {
                console.print(style.bold("\(kata.id)") + ": proving it for its author…")
                proofs.append(try workbook.prove(kata, timeout: timeout, buildSystem: system) { step in
                    console.print(Renderer.proofStep(step, style: style))
                })
                console.print(Renderer.proofSummary(proofs[proofs.count - 1], style: style))
            }
            return holds && proofs.allSatisfy(\.isPassing) ? ExitCode.success : ExitCode.checksFailed
        }
    }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

extension Workbook {
    /// Writes a new kata's files, its catalog entry and its line in Package.swift, and returns
    /// the paths written. Writes nothing when the id or module is taken (a usage error: another id
    /// will do) or a file exists.
    func write(_ scaffold: KataScaffold) throws -> [String] {
        let fileManager = FileManager.default
        if catalog.katas.contains(where: { $0.id == scaffold.id || $0.module == scaffold.module }) {
            throw UsageError(message: "the catalog has a kata \(scaffold.id) or a module \(scaffold.module) already: nothing was written",
                             help: ["Choose another id; `swift run kata list` lists the katas there are."])
        }
        let files = scaffold.files
        if let taken = files.first(where: { fileManager.fileExists(atPath: root.appendingPathComponent($0.path).path) }) {
            throw CommandError("\(taken.path) exists already: nothing was written")
        }
        let catalogURL = root.appendingPathComponent(Catalog.path), manifestURL = root.appendingPathComponent("Package.swift")
        let catalogText = try scaffold.catalogText(adding: scaffold.kata, to: String(contentsOf: catalogURL, encoding: .utf8))
        let manifestText = try scaffold.manifestText(adding: scaffold.module, to: String(contentsOf: manifestURL, encoding: .utf8))
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if file.isLink {
                try fileManager.createSymbolicLink(atPath: url.path, withDestinationPath: file.contents)
            } else {
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        try catalogText.write(to: catalogURL, atomically: true, encoding: .utf8)
        try manifestText.write(to: manifestURL, atomically: true, encoding: .utf8)
        return files.map(\.path) + [Catalog.path, "Package.swift"]
    }
}

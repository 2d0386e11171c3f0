import Foundation
import KataKit

/// `kata graph <kata>`: the learner's graph of parts, drawn beside the kata's intended
/// arrows, as an SVG and as Markdown with Mermaid blocks under `.kata/graph/`.
struct GraphCommand: Command {
    static let mine = CommandSpec.Option(name: "mine", help: "Draw your code in Katas/. (default)")
    static let solution = CommandSpec.Option(name: "solution", help: "Draw the reference solution instead of your code.")
    static let open = CommandSpec.Option(name: "open", help: "Open the SVG once written (open on macOS, xdg-open on Linux).")
    static let prebuilt = CommandSpec.Option(name: "prebuilt", valueName: "executable",
                                             help: "Read this checks executable, built already, instead of building the kata.")
    static let spec = CommandSpec(
        name: "graph",
        abstract: "Draw your code's parts beside the kata's intended arrows, as an SVG and a Mermaid block.",
        discussion: "Builds the kata and reads which of its parts uses which from the compiler's index, as the rules do. Writes .kata/graph/<kata>.svg (self-contained: any browser shows it) and .kata/graph/<kata>.md (Mermaid, for Markdown); arrows that are not intended are red, with their first line.",
        argument: .kata,
        options: [mine, solution, .now, open, .buildSystem, prebuilt],
        examples: ["swift run kata graph ddd-todos", "swift run kata graph ddd-todos --solution --open"]
    )

    var kata: String
    var solution: Bool
    /// With `solution`: draw the reference before the kata passes (`--now`).
    var early = false
    var opens: Bool
    var buildSystem: BuildSystem?
    var prebuilt: String?

    init(_ arguments: Arguments) throws(UsageError) {
        guard !(arguments.has(Self.mine) && arguments.has(Self.solution)) else {
            throw UsageError(message: "--mine and --solution cannot be used together: draw one of them",
                             help: ["See 'kata graph --help'."])
        }
        kata = arguments.first ?? ""
        solution = arguments.has(Self.solution)
        early = arguments.has(.now)
        opens = arguments.has(Self.open)
        buildSystem = try arguments.buildSystem()
        prebuilt = arguments.value(of: Self.prebuilt)
    }

    func run(in workbook: Workbook) throws -> Int32 {
        try workbook.graph(try workbook.catalog.kata(kata), self)
    }
}

private extension Workbook {
    func graph(_ kata: KataInfo, _ command: GraphCommand) throws -> Int32 {
        let solution = command.solution
        let sources = kata.sourcesPath(solution: solution)
        let prebuilt = command.prebuilt
        // The reference's picture names its parts: it opens as `kata solution` does.
        guard !solution || mayShowSolution(of: [kata], early: command.early, command: "graph --solution") else { return ExitCode.checksFailed }
        if let prebuilt, let problem = PrebuiltChecks.problem(with: prebuilt, kata: kata, solution: solution, root: root) {
            throw CommandError(problem + " Nothing was drawn.")
        }
        let lock = prebuilt == nil ? takeBuildLock() : nil
        let outcome = try prebuilt.map { .built(BuiltChecks(prebuilt: $0, indexStore: nil)) }
            ?? KataBuilder(root: root, buildSystem: try BuildSystem.forKata(chosen: command.buildSystem, root: root))
                .build(kata, solution: solution)
        lock?.share()
        defer { withExtendedLifetime(lock) {} }
        let built: BuiltChecks
        switch outcome {
        case .doesNotCompile(let diagnostics):
            console.print(Renderer.diagnosticsText(diagnostics, style: console.style))
            console.error("\(kata.id) does not compile: the picture is drawn from a build. Fix the first error, then run kata graph again.")
            return ExitCode.doesNotCompile
        case .built(let checks):
            built = checks
        }
        let graph: PartGraph
        switch ArchitectureReader(root: root).read(built.executable, sources: sources, environment: built.environment) {
        case .graph(let read): graph = read
        case .none: throw CommandError("\(kata.id) declares no parts to draw.")
        case .unavailable(let reason): throw CommandError("the picture of \(kata.id) could not be made: \(reason)")
        }
        // After the second act passed, the parts its change touched are marked.
        let touched = solution ? [] : Set(ActSnapshot.footprint(of: kata.id, root: root)?.partsTouched ?? [])
        let title = "\(kata.id): \(solution ? "the reference solution" : "your code") (\(sources))"
            + (touched.isEmpty ? "" : "; changed by the change request: \(touched.sorted().joined(separator: ", "))")
        let base = ".kata/graph/\(kata.id)\(solution ? "-solution" : "")"
        let folder = root.appendingPathComponent(".kata/graph")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try PartGraphSVG.make(graph, title: title, touched: touched).write(to: root.appendingPathComponent("\(base).svg"), atomically: true, encoding: .utf8)
            try PartGraphMermaid.make(graph, title: title, touched: touched).write(to: root.appendingPathComponent("\(base).md"), atomically: true, encoding: .utf8)
        } catch {
            throw CommandError("could not write the picture under \(folder.path): \(error.localizedDescription)")
        }
        console.print(Renderer.partsText(graph, isSolution: solution, style: console.style))
        console.print()
        console.print(Renderer.pictureWritten(svg: "\(base).svg", markdown: "\(base).md", style: console.style))
        if command.opens {
            let opened = try? Subprocess.run(Self.opener, [root.appendingPathComponent("\(base).svg").path])
            if opened?.status != 0 || opened?.endedBySignal == true {
                console.warn("could not open \(base).svg with \(Self.opener): open it in a browser yourself")
            }
        }
        return ExitCode.success
    }

    /// The program that opens a file in the user's default application.
    static var opener: String {
        #if os(macOS)
        "/usr/bin/open"
        #else
        "xdg-open"
        #endif
    }
}

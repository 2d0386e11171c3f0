import Foundation
import KataKit

extension Workbook {
    /// `kata graph <kata>`: the learner's graph of parts, drawn beside the kata's intended
    /// arrows, as an SVG and as Markdown with Mermaid blocks under `.kata/graph/`.
    func graph(_ invocation: Invocation) throws -> Int32 {
        let kata = try catalog.kata(invocation.argument ?? "")
        guard !(invocation.has("mine") && invocation.has("solution")) else {
            throw UsageError(message: "--mine and --solution cannot be used together: draw one of them",
                             help: ["See 'kata graph --help'."])
        }
        let solution = invocation.has("solution")
        let sources = kata.sourcesPath(solution: solution)
        let prebuilt = invocation.values["prebuilt"]
        let lock = prebuilt == nil ? BuildLock(root: root) : nil
        let outcome = try prebuilt.map { .built(BuiltChecks(prebuilt: $0, indexStore: nil)) }
            ?? KataBuilder(root: root, buildSystem: buildSystem(invocation)).build(kata, solution: solution)
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
        case .none: throw WorkbookError.io("\(kata.id) declares no parts to draw.")
        case .unavailable(let reason): throw WorkbookError.io("the picture of \(kata.id) could not be made: \(reason)")
        }
        let title = "\(kata.id): \(solution ? "the reference solution" : "your code") (\(sources))"
        let base = ".kata/graph/\(kata.id)\(solution ? "-solution" : "")"
        let folder = root.appendingPathComponent(".kata/graph")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try PartGraphSVG.make(graph, title: title).write(to: root.appendingPathComponent("\(base).svg"), atomically: true, encoding: .utf8)
            try PartGraphMermaid.make(graph, title: title).write(to: root.appendingPathComponent("\(base).md"), atomically: true, encoding: .utf8)
        } catch {
            throw WorkbookError.io("could not write the picture under \(folder.path): \(error.localizedDescription)")
        }
        console.print(Renderer.partsText(graph, isSolution: solution, style: console.style))
        console.print()
        console.print(Renderer.pictureWritten(svg: "\(base).svg", markdown: "\(base).md", style: console.style))
        if invocation.has("open") {
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

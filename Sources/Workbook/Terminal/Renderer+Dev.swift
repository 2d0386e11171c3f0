import Foundation

extension Renderer {
    /// One step of `kata dev check`: ✓ or ✗, then what to fix and what to know.
    static func proofStep(_ step: KataProof.Step, style: Style) -> String {
        var lines = [(step.isPassing ? style.green("✓ ") : style.red("✗ ")) + step.name]
        lines += step.findings.map { "    " + style.red("•") + " " + $0.escapingControlCharacters() }
        lines += step.notes.map { "    " + style.dim("· " + $0.escapingControlCharacters()) }
        return lines.joined(separator: "\n")
    }

    /// The last line of one kata's proof.
    static func proofSummary(_ proof: KataProof, style: Style) -> String {
        let time = String(format: "%.0f s", proof.seconds)
        return proof.isPassing
            ? style.green(style.bold("\(proof.kata.id) holds for its author")) + " (\(time)).\n"
            : style.red(style.bold("\(proof.kata.id): \(proof.steps.flatMap(\.findings).count) to fix")) + " (\(time)).\n"
    }

    /// What `kata dev new` wrote, and what to do next.
    /// In a pack (`Packs/<pack>`), `kata` is the workbook's, two folders up.
    static func scaffolded(_ scaffold: KataScaffold, files: [String], inPack: Bool = false, style: Style) -> String {
        var lines = ["Wrote the draft kata " + style.bold(scaffold.id) + " (module \(scaffold.module)):"]
        lines += files.map { "  " + $0 }
        let kata = inPack ? "swift run --package-path ../.. kata" : "swift run kata"
        lines += [
            "",
            "Prove it: " + style.cyan("\(kata) dev check \(scaffold.id)"),
            "Then make it yours: the starter and reference (Greeting.swift), the checks and rules in Sources/Checks/\(scaffold.module),",
            "the lesson (Katas/\(scaffold.module)/README.md), the hints in \(Catalog.path); AUTHORING.md says what each must hold.",
            "Copy each starter file you change to Starters/\(scaffold.module) too; link each new checks file into Sources/SolutionChecks/\(scaffold.module).",
        ]
        return lines.joined(separator: "\n")
    }
}

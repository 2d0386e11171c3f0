import Foundation

extension Workbook {
    /// `kata solution <kata>`: the reference solution's files, or a diff from the learner's.
    func solution(_ invocation: Invocation) throws -> Int32 {
        let kata = try catalog.kata(invocation.argument ?? "")
        let style = console.style
        let solutionFiles = try SwiftFiles.list(in: root.appendingPathComponent(kata.solutionPath))
        if invocation.has("side-by-side") {
            let width = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 160
            let learnerFiles = try SwiftFiles.list(in: root.appendingPathComponent(kata.starterPath))
            for name in Set(solutionFiles).union(learnerFiles).sorted() {
                let old = SwiftFiles.read(root.appendingPathComponent("\(kata.starterPath)/\(name)"))
                let new = SwiftFiles.read(root.appendingPathComponent("\(kata.solutionPath)/\(name)"))
                let column = max(20, (width - 3) / 2)
                let left = old == nil ? "(no such file)" : "\(kata.starterPath)/\(name)"
                let right = new == nil ? "(no such file)" : "\(kata.solutionPath)/\(name)"
                console.print(style.bold(left.padding(toLength: column, withPad: " ", startingAt: 0) + "   " + right))
                console.print(UnifiedDiff.sideBySide(old, new, width: width).map { Renderer.sideBySideRow($0, style: style, column: column) }.joined(separator: "\n"))
                console.print()
            }
            return ExitCode.success
        }
        if invocation.has("diff") {
            let learnerFiles = try SwiftFiles.list(in: root.appendingPathComponent(kata.starterPath))
            var differences = 0
            for name in Set(solutionFiles).union(learnerFiles).sorted() {
                let old = SwiftFiles.read(root.appendingPathComponent("\(kata.starterPath)/\(name)"))
                let new = SwiftFiles.read(root.appendingPathComponent("\(kata.solutionPath)/\(name)"))
                let diff = UnifiedDiff.make(
                    from: old, to: new,
                    oldName: old == nil ? "/dev/null" : "\(kata.starterPath)/\(name)",
                    newName: new == nil ? "/dev/null" : "\(kata.solutionPath)/\(name)"
                )
                guard !diff.isEmpty else { continue }
                differences += 1
                console.print(Renderer.diff(diff, style: style))
            }
            if differences == 0 {
                console.print("Your files are the same as the reference solution's.")
            }
            return ExitCode.success
        }
        for name in solutionFiles {
            let text = SwiftFiles.read(root.appendingPathComponent("\(kata.solutionPath)/\(name)")) ?? ""
            console.print(style.bold("── \(kata.solutionPath)/\(name) ──"))
            console.print(text)
        }
        console.print(style.dim("Your files and these, line by line: swift run kata solution \(kata.id) --diff"))
        return ExitCode.success
    }
}

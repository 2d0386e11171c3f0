import Foundation

/// Whether a checks executable built elsewhere (`kata run --prebuilt`, the package plugin) was
/// built from the learner's kata, so that its verdict is about their code.
///
/// The executable says which module it is (`--describe`): `XChecks` is compiled against the
/// learner's `Katas/X`, `XSolutionChecks` against the reference solution; and which package it
/// was built from. The runner believes it only when both are this workbook's and the kata's,
/// and when no file of the kata changed after it was built.
enum PrebuiltChecks {
    /// How long the executable has to describe itself, in seconds.
    static let timeLimit = 10.0

    /// Why the executable's verdict cannot be believed; nil when it can.
    ///
    /// - Parameters:
    ///   - solution: The run is about the reference solution (`--solution`), not the learner's code.
    static func problem(with executable: String, kata: KataInfo, solution: Bool, root: URL) -> String? {
        let expected = kata.checksProduct(solution: solution)
        let shown = "--prebuilt \(executable)"
        guard FileStatus(executable) != nil else { return "\(shown): there is no such file." }
        let answer = BoundedWait.run(within: timeLimit) { try? Subprocess.run(executable, ["--describe"]) } ?? nil
        guard let answer, answer.status == 0 else {
            return "\(shown) does not say which checks it is (\(executable) --describe): it is not a kata's checks executable, or was built before kata asked."
        }
        var fields: [String: String] = [:]
        for line in answer.output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[0] == "module" || parts[0] == "package" { fields[String(parts[0])] = String(parts[1]) }
        }
        let module = fields["module"] ?? ""
        guard module == expected else {
            let whose = module == kata.checksProduct(solution: !solution)
                ? (solution ? "the checks of your own code" : "the checks of the reference solution")
                : "the checks of another module"
            return "\(shown) is \(whose) (\(module.isEmpty ? "no module" : module)), not \(expected): its verdict is not about \(solution ? "the reference solution" : "your code in \(kata.sourcesPath(solution: false))/")."
        }
        guard let package = fields["package"], RealPath.of(package) == RealPath.of(root.path) else {
            return "\(shown) was built from another copy of the katas (\(fields["package"] ?? "unknown")), not from \(root.path)."
        }
        let built = FileStatus(executable).flatMap { Double($0.modificationTime) } ?? 0
        let folder = root.appendingPathComponent(kata.sourcesPath(solution: solution))
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        if let newer = files.filter({ $0.hasSuffix(".swift") }).sorted().first(where: { name in
            (FileStatus(folder.appendingPathComponent(name).path).flatMap { Double($0.modificationTime) } ?? 0) > built
        }) {
            return "\(shown) was built before your last edit (\(kata.sourcesPath(solution: solution))/\(newer) is newer): build it again."
        }
        return nil
    }
}

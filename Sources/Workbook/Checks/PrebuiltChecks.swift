import Foundation

/// Whether a checks executable built elsewhere (`kata run --prebuilt`, the package plugin) was
/// built from the learner's kata, so that its verdict is about their code.
///
/// The executable is read, never asked: it must be a program the compiler linked (ELF or
/// Mach-O, not a script), holding the symbols of the kata's checks module (`XChecks` is compiled
/// against the learner's `Katas/X`, `XSolutionChecks` against the reference solution) and of no
/// other kata's, and KataKit's sources paths of this workbook; and no file of the kata may have
/// changed after it was built. Nothing of it runs before that.
enum PrebuiltChecks {
    /// Why the executable's verdict cannot be believed; nil when it can.
    ///
    /// - Parameters:
    ///   - solution: The run is about the reference solution (`--solution`), not the learner's code.
    static func problem(with executable: String, kata: KataInfo, solution: Bool, root: URL) -> String? {
        let expected = kata.checksProduct(solution: solution)
        let shown = "--prebuilt \(executable)"
        guard FileStatus(executable) != nil else { return "\(shown): there is no such file." }
        guard let binary = try? Data(contentsOf: URL(fileURLWithPath: executable), options: .alwaysMapped),
              isCompiledProgram(binary) else {
            return "\(shown) is not a program the compiler built (a script, or another kind of file): it is not a kata's checks executable."
        }
        let katas = ((try? Catalog(root: root))?.katas ?? [kata]).flatMap { [$0.inAct(.one), $0.inAct(.two)] }
        let products = Set(katas.flatMap { [$0.checksProduct(solution: false), $0.checksProduct(solution: true)] } + [expected])
        let found = products.filter { binary.range(of: Data(mangledPrefix(of: $0).utf8)) != nil }.sorted()
        guard found == [expected] else {
            let module = found.first ?? ""
            let whose = found.count > 1 ? "the checks of several modules"
                : module == kata.checksProduct(solution: !solution)
                ? (solution ? "the checks of your own code" : "the checks of the reference solution")
                : "the checks of another module"
            return "\(shown) is \(whose) (\(found.isEmpty ? "no module" : found.joined(separator: ", "))), not \(expected): its verdict is not about \(solution ? "the reference solution" : "your code in \(kata.sourcesPath(solution: false))/")."
        }
        let kataKit = (RealPath.of(root.path) ?? root.path) + "/Sources/KataKit/"
        guard binary.range(of: Data(kataKit.utf8)) != nil else {
            return "\(shown) was built from another copy of the katas, not from \(root.path)."
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

    /// The start of every symbol of a Swift module: `$s14TripValidation`.
    static func mangledPrefix(of module: String) -> String {
        "$s\(module.utf8.count)\(module)"
    }

    /// Whether the file starts as an ELF or Mach-O (thin or universal) program does.
    static func isCompiledProgram(_ data: Data) -> Bool {
        let magic = [UInt8](data.prefix(4))
        return magic == [0x7f, 0x45, 0x4c, 0x46] || magic == [0xcf, 0xfa, 0xed, 0xfe] || magic == [0xca, 0xfe, 0xba, 0xbe]
    }
}

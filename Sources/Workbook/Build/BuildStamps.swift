import Foundation

/// Remembers, per checks product, the state of the files it was last built from, so that
/// `kata check` and `kata run` skip the build when nothing changed, and so that the direct build
/// (see ``DirectBuild``) knows which commands of SwiftPM's plan are still current.
struct BuildStamps: Sendable {
    let root: URL

    private var file: URL { root.appendingPathComponent(".kata/build-stamps.json") }

    /// The state a checks product was built from.
    struct Stamp: Codable, Equatable, Sendable {
        /// ``BuildStamps/fingerprint(of:)`` of the package's build files other than the learners'
        /// folders (`Package.swift`, `Sources`).
        var package: String
        /// The learner's files the product was built from, with their content.
        var learner: SourceSnapshot
        /// ``Toolchain/identity(environment:)`` when it was built.
        var toolchain: String
        /// Per command of SwiftPM's plan that made it, a signature of the command's inputs
        /// when it last ran well.
        var commands: [String: String] = [:]
        /// ``BuildStamps/identity(of:)`` of the executable this build made: when it differs now,
        /// something else (`swift build`, an editor) built it since.
        var executable: String?
        /// Per learner file, its content and the index unit that described it when `kata` last
        /// looked (see ``IndexFreshness``).
        var index: [String: IndexFreshness.Entry] = [:]

        /// Whether the product built from this state is the product of `current` too.
        func matches(_ current: Stamp) -> Bool {
            package == current.package && toolchain == current.toolchain && learner.hasSameContent(as: current.learner)
        }

        /// The learner's files whose content differs in `current`, relative to the root.
        func changedFiles(in current: Stamp) -> [String] {
            current.learner.files.filter { learner.files[$0.key]?.hash != $0.value.hash }.keys.sorted()
        }
    }

    /// The files and folders a checks product is built from.
    static let inputs = ["Package.swift", "Sources", "Katas", "Solutions"]
    /// The same without the learners' folders, which ``SourceSnapshot`` reads by content.
    static let packageInputs = ["Package.swift", "Sources"]

    /// A fingerprint of the files a build reads (the manifest and Swift files, not `.DS_Store`,
    /// lessons or editors' files): path, size and modification time of each under `inputs`.
    func fingerprint(of inputs: [String] = BuildStamps.inputs) -> String {
        var entries: [String] = []
        for input in inputs {
            let path = root.appendingPathComponent(input).path
            entries += BuildStamps.describe(path, as: input)
            guard let names = FileManager.default.enumerator(atPath: path) else { continue }
            for case let name as String in names where name.hasSuffix(".swift") {
                entries += BuildStamps.describe("\(path)/\(name)", as: "\(input)/\(name)")
            }
        }
        var hasher = FNV1a()
        for entry in entries.sorted() { hasher.add(entry) }
        return String(hasher.value, radix: 16)
    }

    /// `path size seconds.nanoseconds` for a file (not a folder), or nothing.
    private static func describe(_ path: String, as name: String) -> [String] {
        guard let status = FileStatus(path), !status.isDirectory else { return [] }
        return ["\(name)\u{0}\(status.size)\u{0}\(status.modificationTime)"]
    }

    /// The state of the files `product` is built from now, the learner's being in `learnerFolder`.
    ///
    /// - Parameter package: ``fingerprint(of:)`` of ``packageInputs``, when the caller read it
    ///   already for other products.
    func current(_ product: String, learnerFolder: String, package: String? = nil) -> Stamp {
        Stamp(package: package ?? fingerprint(of: BuildStamps.packageInputs),
              learner: SourceSnapshot.take(of: learnerFolder, in: root), toolchain: Toolchain.identity())
    }

    /// Size, modification time and inode of the file at `path`, or nil when there is none.
    static func identity(of path: String) -> String? {
        FileStatus(path).map { "\($0.size) \($0.modificationTime) \($0.inode)" }
    }

    /// What was recorded for `product` when it last built well.
    func stamp(of product: String) -> Stamp? {
        load()[product]
    }

    /// What was recorded for every product, read once.
    func all() -> [String: Stamp] {
        load()
    }

    /// Records the state these products built well from.
    func record(_ stamps: [String: Stamp]) {
        let all = load().merging(stamps) { $1 }
        guard let data = try? JSONEncoder().encode(all) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }

    /// Forgets `product`, whose outputs are no longer those of a good build.
    func forget(_ product: String) {
        var all = load()
        guard all.removeValue(forKey: product) != nil, let data = try? JSONEncoder().encode(all) else { return }
        try? data.write(to: file, options: .atomic)
    }

    private func load() -> [String: Stamp] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        return (try? JSONDecoder().decode([String: Stamp].self, from: data)) ?? [:]
    }
}

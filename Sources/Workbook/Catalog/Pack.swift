import Foundation

/// A course's own katas, without forking the workbook: a Swift package of its own in a folder of
/// the workbook's `Packs/`, laid out as the workbook is (`Katas/katas.json`, `Katas/<Module>`,
/// `Solutions/<Module>`, `Sources/Checks/<Module>`…), that depends on the workbook's package for
/// its `KataKit` product. `kata list` shows its katas under its name; a command given one of its
/// ids (or `<pack>/<id>`) works in the pack's package: builds there, records progress there.
struct Pack: Equatable, Sendable {
    /// The workbook's folder of packs.
    static let folder = "Packs"

    /// The pack's folder name: `swift-concurrency`.
    var name: String
    var root: URL
    var catalog: Catalog

    /// Every pack of the workbook at `root`, by name, and a sentence for each folder of `Packs/`
    /// that is not one.
    static func all(in root: URL) -> (packs: [Pack], problems: [String]) {
        let folder = root.appendingPathComponent(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return ([], []) }
        var packs: [Pack] = [], problems: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let packRoot = folder.appendingPathComponent(name, isDirectory: true)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: packRoot.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            guard FileManager.default.fileExists(atPath: packRoot.appendingPathComponent("Package.swift").path) else {
                problems.append("\(Self.folder)/\(name) is not a pack: it has no Package.swift")
                continue
            }
            do {
                packs.append(Pack(name: name, root: packRoot, catalog: try Catalog(root: packRoot)))
            } catch {
                problems.append("\(Self.folder)/\(name) is not a pack: \(error)")
            }
        }
        return (packs, problems)
    }

    /// The pack that has this kata, `<pack>/<id>` or a plain id, and the id in the pack.
    static func find(_ id: String, in packs: [Pack]) -> (pack: Pack, id: String)? {
        if let slash = id.firstIndex(of: "/") {
            let name = String(id[..<slash]), rest = String(id[id.index(after: slash)...])
            return packs.first { $0.name == name && $0.catalog.ids.contains(rest) }.map { ($0, rest) }
        }
        return packs.first { $0.catalog.ids.contains(id) }.map { ($0, id) }
    }
}

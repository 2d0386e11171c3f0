import Foundation

/// The workbook's katas in workshop order, read from `Katas/katas.json`.
struct Catalog: Equatable, Sendable {
    static let path = "Katas/katas.json"

    var katas: [KataInfo]

    private struct File: Codable {
        var version: Int
        var katas: [KataInfo]
    }

    init(katas: [KataInfo]) {
        self.katas = katas
    }

    /// Reads the catalog of the package at `root`.
    ///
    /// - Throws: ``CatalogError/badCatalog(_:)`` when the file is missing or malformed.
    init(root: URL) throws {
        let url = root.appendingPathComponent(Catalog.path)
        do {
            let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
            katas = file.katas
        } catch {
            throw CatalogError.badCatalog("\(Catalog.path) cannot be read: \(error.localizedDescription)")
        }
        let ids = katas.map(\.id)
        if Set(ids).count != ids.count {
            throw CatalogError.badCatalog("\(Catalog.path) lists a kata id twice")
        }
    }

    var ids: [String] { katas.map(\.id) }

    /// The kata with this id, module name, or number in `kata list` (from 1).
    ///
    /// - Throws: ``CatalogError/unknownKata(_:known:)`` (a usage error: its message names the ids, and the closest one).
    func kata(_ id: String) throws -> KataInfo {
        if let kata = katas.first(where: { $0.id == id }) { return kata }
        if let kata = katas.first(where: { $0.module.lowercased() == id.lowercased() }) { return kata }
        if let number = Int(id), katas.indices.contains(number - 1) { return katas[number - 1] }
        throw CatalogError.unknownKata(id, known: ids)
    }

    /// The kata after this one in workshop order, if any.
    func kata(after id: String) -> KataInfo? {
        guard let index = katas.firstIndex(where: { $0.id == id }), index + 1 < katas.count else { return nil }
        return katas[index + 1]
    }
}

/// A catalog that cannot be read, a kata that is not in it, or a kata folder that cannot be read.
enum CatalogError: Error, Equatable, CustomStringConvertible {
    /// `Katas/katas.json` is missing or malformed.
    case badCatalog(String)
    /// No kata has this id, module name or number; `known` are the ids.
    case unknownKata(String, known: [String])
    /// A kata's folder cannot be listed.
    case unreadableFolder(String)

    var description: String {
        switch self {
        case .badCatalog(let message): message
        case .unknownKata(let id, _): "there is no kata '\(id)'"
        case .unreadableFolder(let path): "cannot read \(path)"
        }
    }
}

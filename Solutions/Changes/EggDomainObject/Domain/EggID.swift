import Foundation

/// Who an egg is: a UUID, kept as its canonical text (upper case, with hyphens).
///
/// An `EggID` always holds a valid identifier: the only ways to get one are to make a new one,
/// or to check a text that came from outside.
struct EggID: Hashable, Sendable {
    let identifier: String

    /// A new, random identifier.
    init() {
        identifier = UUID().uuidString
    }

    /// Checks a text that claims to be an identifier and writes it the canonical way, so that
    /// `e621e1f8-…` and `E621E1F8-…` are the same egg.
    ///
    /// - Throws: `EggError.invalidIdentifier` when the text is not a UUID.
    init(identifier: String) throws(EggError) {
        // The article force-unwrapped here: one bad string from a file or a server crashed the app.
        guard let uuid = UUID(uuidString: identifier) else {
            throw .invalidIdentifier(identifier)
        }
        self.identifier = uuid.uuidString
    }
}

import Foundation

/// Who an egg is: a UUID, kept as its canonical text (upper case, with hyphens).
struct EggID: Hashable, Sendable {
    let identifier: String

    /// A new, random identifier.
    init() {
        identifier = UUID().uuidString
    }

    /// Checks a text that claims to be an identifier, character by character, and writes it
    /// in upper case.
    ///
    /// - Throws: `EggError.invalidIdentifier` when the text is not a UUID.
    init(identifier: String) throws(EggError) {
        let characters = Array(identifier)
        let hyphens = [8, 13, 18, 23]
        guard characters.count == 36,
              characters.indices.allSatisfy({ hyphens.contains($0) ? characters[$0] == "-" : characters[$0].isHexDigit })
        else {
            throw .invalidIdentifier(identifier)
        }
        self.identifier = identifier.uppercased()
    }
}

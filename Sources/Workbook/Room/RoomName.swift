import Foundation

/// A learner's name in a room, which is also their file's name there.
enum RoomName {
    /// The name, with characters that a file name on a share may not hold replaced by `-`; nil
    /// when nothing usable is left.
    static func make(_ text: String) -> String? {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: " -_."))
        let safe = String(String.UnicodeScalarView(text.unicodeScalars.map { allowed.contains($0) ? $0 : "-" }))
            .trimmingCharacters(in: .whitespaces)
        guard let first = safe.unicodeScalars.first, CharacterSet.alphanumerics.contains(first), safe.count <= 64 else { return nil }
        return safe
    }
}

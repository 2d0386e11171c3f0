import Foundation

/// A screen that breaks the layering on purpose: it decodes the server's type itself.
@MainActor
final class NoteScreen {
    var notes: [Note] = []
    var draft = Note(text: "")

    func show(_ data: Data) throws {
        let dtos = try JSONDecoder().decode([NoteDTO].self, from: data)
        notes = dtos.map { Note(text: $0.body) }
    }

    func edit(_ text: String) {
        draft.text = text
    }
}

import Foundation

/// A note as the server sends it.
struct NoteDTO: Decodable {
    var id: Int
    var body: String
}

/// Fetches notes and turns them into domain values.
struct NoteSource {
    func notes(from data: Data) throws -> [Note] {
        try JSONDecoder().decode([NoteDTO].self, from: data).map { Note(text: $0.body) }
    }
}

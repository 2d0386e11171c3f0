/// Formats notes: a value, so the closure of each copy of the reducer holds its own.
struct NoteFormat: Sendable {
    func note(_ text: String) {}
}

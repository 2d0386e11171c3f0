/// Counts notes: one object, captured by the closure every copy of the reducer holds.
final class NoteCounter: Sendable {
    func note(_ text: String) {}
}

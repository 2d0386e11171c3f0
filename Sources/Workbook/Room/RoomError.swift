/// A room's folder or membership that cannot be read or written.
struct RoomError: Error, Equatable, CustomStringConvertible {
    /// What went wrong and what to do, in a sentence or two.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

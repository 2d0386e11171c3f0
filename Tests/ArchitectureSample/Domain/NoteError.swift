/// Why a note cannot be kept.
enum NoteError: Error, Equatable {
    case empty, tooLong(Int)
}

extension Note {
    /// The note's rules, in one place.
    func checked() throws(NoteError) -> Note {
        if text.isEmpty { throw .empty }
        if text.count > 100 { throw NoteError.tooLong(100) }
        return self
    }
}

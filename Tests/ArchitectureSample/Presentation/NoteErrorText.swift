/// What the screen says about each error: it matches the cases and makes none.
func message(for error: NoteError) -> String {
    switch error {
    case .empty,
         .tooLong(0):
        return "Write something."
    case NoteError.tooLong(let limit):
        return "At most \(limit) characters."
    }
}

func isEmptyNote(_ error: any Error) -> Bool {
    if case NoteError.empty? = error as? NoteError { return true }
    if (error as? NoteError) == .empty || .empty == (error as? NoteError) { return true }
    do { throw error } catch NoteError.empty { return true } catch { return false }
}

/// A second copy of a rule: it makes a case.
func quickCheck(_ text: String) -> NoteError? {
    text.isEmpty ? .empty : nil
}

func limitError() -> NoteError {
    let errors: [NoteError] = [.tooLong(5),
                               .empty]
    return errors[0]
}

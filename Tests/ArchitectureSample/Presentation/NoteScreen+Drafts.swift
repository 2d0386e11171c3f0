/// The screen's own code in another file: naming `NoteScreen` here is not a use of it.
extension NoteScreen {
    func clearDraft() {
        draft = Note(text: "")
    }
}

extension GradedTest {
    /// The test with the text from the submission (what its code printed, the failure's
    /// message and place) and its names, control characters written out as the terminal shows
    /// them (``Swift/String/escapingControlCharacters(keepingLines:)``): every file a grade writes
    /// holds them as data, never as escape sequences.
    func escapingControlCharacters() -> GradedTest {
        var test = self
        test.name = name.escapingControlCharacters()
        test.checkName = checkName.escapingControlCharacters()
        test.message = message.escapingControlCharacters(keepingLines: true)
        test.location = location?.escapingControlCharacters()
        test.printed = printed.escapingControlCharacters(keepingLines: true)
        return test
    }
}

extension ResultsDocument {
    /// The document with the text from the submission (messages, what its code printed, file
    /// names, the functions a failure points at) and the checks' names, control characters
    /// written out as the terminal shows them: the document a grader's file holds.
    func escapingControlCharacters() -> ResultsDocument {
        var document = self
        document.katas = katas.map { kata in
            var kata = kata
            kata.message = kata.message?.escapingControlCharacters(keepingLines: true)
            kata.checks = kata.checks.map { check in
                var check = check
                check.name = check.name.escapingControlCharacters()
                check.message = check.message?.escapingControlCharacters(keepingLines: true)
                check.output = check.output?.escapingControlCharacters(keepingLines: true)
                for path in [\Check.file, \.codeFile, \.codeWrites, \.codeSymbol, \.readFile] {
                    check[keyPath: path] = check[keyPath: path]?.escapingControlCharacters()
                }
                return check
            }
            return kata
        }
        return document
    }
}

/// A line of the code under test that a failed check points at.
///
/// When the index says which function wrote the property the failing assertion read, the line
/// is that function's write (`TodoListModel.swift:31`, `load() writes todos`), and ``read`` is
/// the property's declaration; otherwise it is the declaration, the `throw`, or the line that
/// trapped.
struct CodeLocation: Codable, Equatable, Sendable {
    /// Relative to the package root: `Katas/Mixed/Mixed.swift`.
    var file: String
    var line: Int
    /// The declaration the failing assertion exercises, when that is how the line was found.
    var symbol: String?
    /// The function whose write this line is: `load()`.
    var writer: String?
    /// The property it writes: the one the check read, or one that the getter of the one the
    /// check read reads (`rows` reads `todos`).
    var writes: String?
    /// The other functions that write the same property, the next most likely first.
    var otherWriters: [CodeLine]?
    /// The declaration the failing assertion read, when the line is a write of it.
    var read: CodeLine?
    /// Whether the line calls what the check read (a function, a closure property: `effects.login`)
    /// or makes it (an enum case), rather than writing a property.
    var calls: Bool?

    /// A line of the code under test with the name it is about: a writer (`load()`), a
    /// declaration (`todos`).
    struct CodeLine: Codable, Equatable, Sendable {
        var file: String
        var line: Int
        var name: String
    }

    /// `load() writes todos`, when the line is a write.
    var writeSummary: String? {
        guard let writer, let read else { return nil }
        return "\(writer) \(verb) \(writes ?? read.name)"
    }

    /// What the writer does with what the check read: `writes`, or `calls`.
    var verb: String {
        calls == true ? "calls" : "writes"
    }
}

import Foundation

/// The names a rule spells (a folder, a file, a type, a property) that match nothing in the code
/// it reads. A rule about a type that does not exist selects nothing and holds, so that any design
/// passes it: on the reference, that is the author's mistake (a misspelt or renamed name), and
/// `kata dev check` fails it (``CheckResult/unmatchedNames``). A learner's code is held to the
/// rule as it is: a name missing there is the checks' business, not the rule's.
///
/// A rule that may hold for nothing on purpose (a forbidden API the reference never uses) says so
/// with ``CodeSelection/mayBeEmpty()``.
final class SpelledNames: @unchecked Sendable {
    /// The rule being verified, if any: the selections it makes note their names here.
    @TaskLocal static var current: SpelledNames?

    private let lock = NSLock()
    private var unmatched: [String] = []
    private var allowed: Set<String> = []

    /// `name` (as a failure would say it: "the type Trpi") matched nothing in the code.
    static func note(_ name: String, found: Bool) {
        guard !found, let current else { return }
        current.lock.withLock {
            if !current.unmatched.contains(name) { current.unmatched.append(name) }
        }
    }

    /// The names of a selection that may match nothing.
    static func allow(_ names: [String]) {
        guard let current else { return }
        current.lock.withLock { current.allowed.formUnion(names) }
    }

    /// The names that matched nothing and may not, in the order the rule spelled them.
    var names: [String] {
        lock.withLock { unmatched.filter { !allowed.contains($0) } }
    }
}

extension CodeSelection {
    /// The same selection, allowed to match nothing in the reference: a rule about an API the
    /// reference never uses, kept for the designs that would.
    ///
    ///     code.folder("Domain").mustNotUse(code.types("JSONSerialization").mayBeEmpty())
    public func mayBeEmpty() -> CodeSelection {
        SpelledNames.allow(spelled)
        return self
    }
}

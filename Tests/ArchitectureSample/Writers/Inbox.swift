/// Writes its properties in every way the runner looks for, for the tests of who wrote a value a
/// check read (`Codebase.writers(ofPropertyIn:line:named:)`).
final class Inbox {
    var messages: [String] = []
    var unread = 0
    var title: String { "Inbox (\(unread))" }
    let owner: String

    init(owner: String) {
        self.owner = owner
        unread = 0
    }

    func receive(_ message: String) {
        messages.append(message)
        unread += 1
    }

    func clear() {
        messages = []
        messages.removeAll()
        unread = 0
    }
}

/// Writes an inbox's messages from outside its type.
struct Mailman {
    func deliver(to inbox: Inbox) {
        inbox.messages = ["from the mailman"]
    }

    var name: String { "the mailman" }
}

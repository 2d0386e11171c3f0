/// One egg as the store keeps it: raw values in the shapes a database knows, and no rules.
///
/// This stands in for the article's Core Data managed object, `CoreDataEgg`. Its fields are
/// constants: nobody edits a stored egg in place; the store replaces the whole record.
struct EggRecord: Equatable, Sendable {
    let eggIdentifier: String
    let eggSize: Int
    /// Rows stored before eggs could crack have no mark: they are whole.
    let isCracked: Bool

    init(eggIdentifier: String, eggSize: Int, isCracked: Bool = false) {
        self.eggIdentifier = eggIdentifier
        self.eggSize = eggSize
        self.isCracked = isCracked
    }
}

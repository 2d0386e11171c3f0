/// One egg as the store keeps it: raw values in the shapes a database knows, and no rules.
///
/// This stands in for the article's Core Data managed object, `CoreDataEgg`.
struct EggRecord: Equatable, Sendable {
    // TODO: any code can set these raw values, for example a size of 7. Only the store, and
    // the egg that translates them, should: a rule checks it, and the compiler can enforce it.
    var eggIdentifier: String
    var eggSize: Int

    init(eggIdentifier: String, eggSize: Int) {
        self.eggIdentifier = eggIdentifier
        self.eggSize = eggSize
    }
}

import Observation

/// `@Observable` writes its properties' storage (`_count`, `_total`) in accessors of its own,
/// which the index places at the attribute's line: those are not the learner's writes.
@Observable
final class Scoreboard {
    var count = 0
    var total = 0

    func add() {
        count += 1
    }
}

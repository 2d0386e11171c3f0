#if CHANGE_SOLUTION
@testable import ShelfChangeSolution
#else
@testable import Shelf
#endif
import KataKit

struct ShelfChecks: Kata {
    static let checks = [
        Check("a shelf counts its books") {
            expectEqual(Shelf(name: "Poems", books: ["Odes", "Ariel"]).count, 2, "count of a shelf of 2 books")
        },
    ]
}

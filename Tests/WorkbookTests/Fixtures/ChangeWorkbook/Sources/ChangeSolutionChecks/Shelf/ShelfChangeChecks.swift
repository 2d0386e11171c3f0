// Compiled into the learner's act-2 executable only by `kata`'s builds (KATA_CHANGE_CHECKS, see
// Package.swift), and always into the reference's: `swift build` builds at every point of act 2.
#if KATA_CHANGE_CHECKS || CHANGE_SOLUTION

#if CHANGE_SOLUTION
@testable import ShelfChangeSolution
#else
@testable import Shelf
#endif
import KataKit

extension ShelfChangeChecks {
    static let changeChecks = [
        Check("the label is the name in capitals and the number of books") {
            expectEqual(Shelf(name: "Poems", books: ["Odes", "Ariel"]).label, "POEMS (2)", "label of the shelf \"Poems\" of 2 books")
        },
    ]
}

#endif

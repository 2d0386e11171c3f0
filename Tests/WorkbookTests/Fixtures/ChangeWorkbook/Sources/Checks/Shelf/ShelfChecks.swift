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

    static let rules = [
        Rule("Format knows nothing of Shelf", because: "a format serves every shelf") { code in
            code.types("Format").mustNotUse(code.types("Shelf"))
        },
    ]

    static let architecture: Architecture? = Architecture(rules: rules, arrows: ["shelf": ["format"]]) { code in
        [Part("shelf", code.types("Shelf")), Part("format", code.types("Format"))]
    }
}

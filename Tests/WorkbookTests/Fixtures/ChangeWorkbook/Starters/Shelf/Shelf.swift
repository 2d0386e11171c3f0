/// A shelf of books.
struct Shelf {
    var name: String
    var books: [String]

    var count: Int {
        0
    }
}

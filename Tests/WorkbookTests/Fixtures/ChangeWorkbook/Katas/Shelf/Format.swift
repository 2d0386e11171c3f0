/// How the shelf's texts are written.
enum Format {
    static let separator = ", "
}

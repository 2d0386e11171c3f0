/// How the shelf's texts are written.
enum Format {
    static let separator = ", "

    static func label(_ name: String, _ count: Int) -> String {
        "\(name.uppercased()) (\(count))"
    }
}

/// `kata` was started outside the workbook package, and was not built from one either.
struct NotInPackage: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

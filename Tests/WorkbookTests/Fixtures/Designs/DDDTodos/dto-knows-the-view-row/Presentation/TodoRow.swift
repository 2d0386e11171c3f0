/// One row of the list, as the view draws it.
struct TodoRow: Equatable {
    let title: String
    let isDone: Bool
}

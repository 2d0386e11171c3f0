/// Hears about orders as they are placed.
@MainActor
protocol OrderObserver {
    func orderPlaced(_ orderID: String)
}

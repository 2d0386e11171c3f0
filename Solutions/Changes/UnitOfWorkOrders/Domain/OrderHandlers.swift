/// The handlers of the orders' events, registered in one place: the app calls this once, when
/// it sets up its unit of work.
@MainActor
func registerOrderHandlers(in registry: HandlerRegistry) {
    registry.register(ReserveStock.self)
    registry.register(SendOrderConfirmation.self)
}

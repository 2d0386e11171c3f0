extension TodoListModel {
    /// The screen as the app shows it: no need to pass anything.
    convenience init() {
        self.init(client: .live(transport: appTransport))
    }
}

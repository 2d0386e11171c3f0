extension LoginEffects {
    /// Asks the user a yes/no question and calls back with `true` for "yes": the callback
    /// API of an older alert.
    @MainActor
    func askToConfirm(_ text: String, then answer: @escaping @Sendable (Bool) -> Void) {
        Task {
            answer(await showConfirmation(text))
        }
    }
}

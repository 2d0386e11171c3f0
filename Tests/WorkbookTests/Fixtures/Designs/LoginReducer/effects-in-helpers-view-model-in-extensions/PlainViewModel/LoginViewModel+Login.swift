extension LoginViewModel {
    func loginButtonClicked() {
        guard state.canLogin, !state.loggingIn else { return }
        Task { await confirmAndLogIn() }
    }

    private func confirmAndLogIn() async {
        guard await effects.showConfirmation("Are you sure?"), !state.loggingIn else { return }
        state.loggingIn = true
        defer { state.loggingIn = false }
        do {
            tell.yield(.loginFinished(token: try await effects.login(state.email.rawValue, state.password)))
        } catch {
            tell.yield(.showErrorToast)
        }
    }
}

/// The login screen with plain methods, its flows in extensions.
@MainActor
final class LoginViewModel {
    enum Output: Equatable {
        case showErrorToast
        case loginFinished(token: String)
    }

    // Changed by the flows in LoginViewModel+Login.swift too.
    var state = LoginState()
    let outputs: AsyncStream<Output>
    let effects: LoginEffects
    let tell: AsyncStream<Output>.Continuation

    init(effects: LoginEffects) {
        self.effects = effects
        (outputs, tell) = AsyncStream.makeStream(of: Output.self)
    }

    func onAppear() {
        Task { for await online in effects.onlineStream() { state.online = online } }
    }

    func passwordInputChanged(_ password: String) {
        state.password = password
    }
}

extension LoginViewModel {
    func emailInputChanged(_ email: String) {
        state.email = .init(rawValue: email, valid: false, currentValidation: .local)
        guard effects.localEmailValidation(email) else { return state.email.currentValidation = nil }
        state.email.currentValidation = .remote
        Task { await storeRemoteValidation(of: email) }
    }

    private func storeRemoteValidation(of email: String) async {
        let valid = await effects.remoteEmailValidation(email)
        guard email == state.email.rawValue else { return }
        (state.email.valid, state.email.currentValidation) = (valid, nil)
    }
}

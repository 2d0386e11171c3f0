/// The login screen with plain methods that forward to the reducer: the same behaviour, and
/// the same messages to follow.
@MainActor
final class LoginViewModel {
    enum Output: Equatable {
        case showErrorToast
        case loginFinished(token: String)
    }

    var state: LoginState { store.state }
    let outputs: AsyncStream<Output>

    private let store: Store<LoginReducer>

    init(effects: LoginEffects) {
        store = Store(initialState: LoginState(), reducer: LoginReducer(effects: effects))
        let (outputs, continuation) = AsyncStream.makeStream(of: Output.self)
        self.outputs = outputs
        Task { [store] in
            for await output in store.outputs {
                switch output {
                case .showErrorToast: continuation.yield(.showErrorToast)
                case .loginFinished(let token): continuation.yield(.loginFinished(token: token))
                }
            }
        }
    }

    func onAppear() { store.send(.onAppear) }
    func emailInputChanged(_ email: String) { store.send(.emailInputChanged(email)) }
    func passwordInputChanged(_ password: String) { store.send(.passwordInputChanged(password)) }
    func loginButtonClicked() { store.send(.loginButtonClicked) }
}

/// The login actions sent to the reducer's store, as messages.
@MainActor
final class StoreLoginActions: LoginActions {
    private let store: Store<LoginReducer>

    init(effects: LoginEffects) {
        store = Store(initialState: LoginState(), reducer: LoginReducer(effects: effects))
    }

    var state: LoginState { store.state }
    var outputs: AsyncStream<LoginReducer.Output> { store.outputs }

    func start() { store.send(.onAppear) }
    func email(_ email: String) { store.send(.emailInputChanged(email)) }
    func password(_ password: String) { store.send(.passwordInputChanged(password)) }
    func logIn() { store.send(.loginButtonClicked) }
}

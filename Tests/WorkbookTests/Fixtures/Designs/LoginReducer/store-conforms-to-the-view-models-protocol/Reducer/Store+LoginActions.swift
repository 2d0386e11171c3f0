/// The reducer's store answers the plain view model's protocol itself.
extension Store: LoginActions where R == LoginReducer {
    convenience init(effects: LoginEffects) {
        self.init(initialState: LoginState(), reducer: LoginReducer(effects: effects))
    }

    func start() { send(.onAppear) }
    func email(_ email: String) { send(.emailInputChanged(email)) }
    func password(_ password: String) { send(.passwordInputChanged(password)) }
    func logIn() { send(.loginButtonClicked) }
}

/// Which implementation the app uses, chosen once.
let loginActionsType: any LoginActions.Type = Store<LoginReducer>.self

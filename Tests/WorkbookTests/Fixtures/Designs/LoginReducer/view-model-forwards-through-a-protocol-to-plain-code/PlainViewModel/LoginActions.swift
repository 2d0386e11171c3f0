/// What the login screen can be asked to do, whoever does it.
@MainActor
protocol LoginActions: AnyObject {
    init(effects: LoginEffects)
    var state: LoginState { get }
    var outputs: AsyncStream<LoginViewModel.Output> { get }
    func start()
    func email(_ email: String)
    func password(_ password: String)
    func logIn()
}

/// Which implementation the app uses, chosen once.
let loginActionsType: any LoginActions.Type = PlainLoginActions.self

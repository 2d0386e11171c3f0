// Compiled into the learner's act-2 executable only by `kata`'s builds (KATA_CHANGE_CHECKS, see
// Package.swift), and always into the reference's: `swift build` builds at every point of act 2.
#if KATA_CHANGE_CHECKS || CHANGE_SOLUTION

#if CHANGE_SOLUTION
@testable import LoginReducerChangeSolution
#else
@testable import LoginReducer
#endif
import struct KataKit.Check
import struct KataKit.Rule
import func KataKit.expectEqual
import func KataKit.expectFalse
import func KataKit.expectModelHolds
import func KataKit.expectTrue
import struct KataKit.Generator
import struct KataKit.StateMachine

/// The second act of login-reducer: a "remember me" switch, whose email is saved after a
/// successful login, in both versions of the screen.
///
/// This file is compiled against the learner's code only once the change request is open: `kata`
/// then links it into Sources/ChangeChecks/LoginReducer/ (see LoginReducerChangeEntry.swift).
extension LoginReducerChangeChecks {
    static let changeChecks: [Check] = [RememberVersion.reducer, .plainViewModel].flatMap(rememberChecks)
        + [searchWithTheSwitch("reducer") { SwitchingReducerScreen(effects: $0) },
           searchWithTheSwitch("plain view model") { SwitchingViewModelScreen(effects: $0) }]

    /// Where the change lives, as the lesson reads it: each version saves the email in its login
    /// flow (the reducer's `.run` effect of the confirmed login, the view model's login method),
    /// whatever the functions are called.
    static let changeRules: [Rule] = [
        Rule("the email is saved only by the login flow: in each version, only code that logs in (or a helper only it uses) calls rememberEmail",
             because: "the lesson counts where the change landed: in the reducer, the one function every flow shares; in the plain view model, the one method of the login flow. Saving from anywhere else (a method the view may call at any time, another flow) is a second way to save that no login guards") { code in
            code.property("rememberEmail", of: "LoginEffects")
                .mustOnlyBeUsed(through: code.declarations(using: code.property("login", of: "LoginEffects")))
        },
    ]

    /// The first act's search with the switch among its steps (LoginScreenModel.swift): from a
    /// filled-in form with remember me on, seeded sequences where it is turned off and on before,
    /// during and after logins that succeed or fail, compared after every step with what the
    /// lesson promises: the email that logged in is saved once its login succeeded, only with
    /// the switch on.
    static func searchWithTheSwitch(_ version: String, _ make: @escaping @MainActor @Sendable (LoginEffects) -> any SwitchingLoginScreen) -> Check {
        Check("[\(version)] after any sequence with the remember-me switch, only the email of a login that succeeded with it on is saved, once") {
            @MainActor func machine(_ operations: [Generator<LoginStep>], sequences: Int) -> StateMachine<LoginScreenModel, SearchedLoginScreen, LoginStep> {
                loginScreenMachine(operations: operations, sequences: sequences, hasSwitch: true,
                                   makeScreen: { effects, searched in
                                       var effects = effects
                                       effects.rememberEmail = { [weak searched] email in await searched?.remember(email) }
                                       return make(effects)
                                   },
                                   readRememberMe: { $0.state.rememberMe })
            }
            // Then logins in a row, the switch turned among them: the third login and later ones.
            let report = await KataKit.expectModelHolds(machine(LoginSteps.operationsWithTheSwitch, sequences: 100))
            if report.counterexample == nil {
                await KataKit.expectModelHolds(machine(LoginSteps.loginsInARowWithTheSwitch, sequences: 40))
            }
        }
    }

    static func rememberChecks(for version: RememberVersion) -> [Check] {
        [
            Check("[\(version.name)] the remember-me switch is off at first, and follows the user") {
                let screen = RememberScript(version)
                KataKit.expectFalse(screen.state.rememberMe, "rememberMe of a new screen")
                await screen.toggle(true)
                KataKit.expectTrue(screen.state.rememberMe, "rememberMe after the user turned the switch on")
                KataKit.expectFalse(screen.state.canLogin, "canLogin after turning the switch on, with no email nor password: the switch does not log in")
                await screen.toggle(false)
                KataKit.expectFalse(screen.state.rememberMe, "rememberMe after the user turned the switch off again")
                KataKit.expectEqual(screen.events, [], "effects called for the switch alone (it saves nothing until a login succeeds)")
            },
            Check("[\(version.name)] with remember me on, a successful login saves the email once, before loginFinished") {
                let screen = RememberScript(version)
                await screen.toggle(true)
                await screen.logIn()
                KataKit.expectEqual(screen.events, ["login(\"ada@example.com\")", "rememberEmail(\"ada@example.com\")", "said loginFinished(token-1)"],
                                    "what happened after the user logged in with remember me on")
            },
            Check("[\(version.name)] with remember me off, nothing is saved") {
                let screen = RememberScript(version)
                await screen.toggle(true)
                await screen.toggle(false)
                await screen.logIn()
                KataKit.expectEqual(screen.events, ["login(\"ada@example.com\")", "said loginFinished(token-1)"],
                                    "what happened after the user turned remember me on, then off, and logged in")
            },
            Check("[\(version.name)] a failed or refused login saves nothing") {
                let failing = RememberScript(version, loginFails: true)
                await failing.toggle(true)
                await failing.logIn()
                KataKit.expectEqual(failing.events, ["login(\"ada@example.com\")", "said errorToast"],
                                    "what happened after a failed login with remember me on")
                let refused = RememberScript(version, confirms: false)
                await refused.toggle(true)
                await refused.logIn()
                KataKit.expectEqual(refused.events, [], "what happened after the user said no to the confirmation, with remember me on")
            },
        ]
    }
}

/// A version of the screen, as the remember-me checks drive it.
struct RememberVersion: Sendable {
    let name: String
    let makeScreen: @MainActor @Sendable (LoginEffects, @escaping @MainActor (String) -> Void) -> any RememberScreen

    static let reducer = RememberVersion(name: "reducer") { RememberReducerScreen(effects: $0, said: $1) }
    static let plainViewModel = RememberVersion(name: "plain view model") { RememberViewModelScreen(effects: $0, said: $1) }
}

@MainActor
protocol RememberScreen: AnyObject {
    var state: LoginState { get }
    func toggle(_ isOn: Bool)
    func typeEmail(_ email: String)
    func typePassword(_ password: String)
    func tapLogin()
}

@MainActor
final class RememberReducerScreen: RememberScreen {
    private let store: Store<LoginReducer>

    init(effects: LoginEffects, said: @escaping @MainActor (String) -> Void) {
        store = Store(initialState: LoginState(), reducer: LoginReducer(effects: effects))
        Task { [store] in
            for await output in store.outputs {
                switch output {
                case .showErrorToast: said("said errorToast")
                case .loginFinished(let token): said("said loginFinished(\(token))")
                }
            }
        }
    }

    var state: LoginState { store.state }
    func toggle(_ isOn: Bool) { store.send(.rememberMeToggled(isOn)) }
    func typeEmail(_ email: String) { store.send(.emailInputChanged(email)) }
    func typePassword(_ password: String) { store.send(.passwordInputChanged(password)) }
    func tapLogin() { store.send(.loginButtonClicked) }
}

@MainActor
final class RememberViewModelScreen: RememberScreen {
    private let viewModel: LoginViewModel

    init(effects: LoginEffects, said: @escaping @MainActor (String) -> Void) {
        viewModel = LoginViewModel(effects: effects)
        Task { [viewModel] in
            for await output in viewModel.outputs {
                switch output {
                case .showErrorToast: said("said errorToast")
                case .loginFinished(let token): said("said loginFinished(\(token))")
                }
            }
        }
    }

    var state: LoginState { viewModel.state }
    func toggle(_ isOn: Bool) { viewModel.rememberMeToggled(isOn) }
    func typeEmail(_ email: String) { viewModel.emailInputChanged(email) }
    func typePassword(_ password: String) { viewModel.passwordInputChanged(password) }
    func tapLogin() { viewModel.loginButtonClicked() }
}

struct RememberedLoginRejected: Error {}

/// A screen with effects that answer at once: the server knows every email, the user says
/// `confirms`, the login succeeds with "token-1" unless `loginFails`. `events` lists the logins,
/// the saved emails and what the screen said, in order.
@MainActor
final class RememberScript {
    private(set) var events: [String] = []
    private var screen: (any RememberScreen)?

    init(_ version: RememberVersion, loginFails: Bool = false, confirms: Bool = true) {
        let effects = LoginEffects(
            login: { [weak self] email, _ in
                self?.events.append("login(\(String(reflecting: email)))")
                if loginFails { throw RememberedLoginRejected() }
                return "token-1"
            },
            localEmailValidation: { $0.contains("@") },
            remoteEmailValidation: { _ in true },
            showConfirmation: { _ in confirms },
            onlineStream: { AsyncStream { $0.yield(true) } },
            rememberEmail: { [weak self] email in self?.events.append("rememberEmail(\(String(reflecting: email)))") }
        )
        screen = version.makeScreen(effects) { [weak self] said in self?.events.append(said) }
    }

    var state: LoginState { screen?.state ?? LoginState() }

    func toggle(_ isOn: Bool) async {
        screen?.toggle(isOn)
        await settle()
    }

    /// Types a valid email and password, waits for the validation, and taps login.
    func logIn() async {
        screen?.typeEmail("ada@example.com")
        await settle()
        screen?.typePassword("correct horse battery")
        await settle()
        screen?.tapLogin()
        await settle()
    }

    private func settle() async {
        await waitUntilSettled(watching: { [self] in events + [String(describing: state)] })
    }
}

// MARK: - The versions with the switch, for the search

@MainActor
final class SwitchingReducerScreen: SwitchingLoginScreen {
    private let store: Store<LoginReducer>
    private(set) var said: [Said] = []

    init(effects: LoginEffects) {
        store = Store(initialState: LoginState(), reducer: LoginReducer(effects: effects))
        Task { [store] in
            for await output in store.outputs {
                switch output {
                case .showErrorToast: said.append(.errorToast)
                case .loginFinished(let token): said.append(.loginFinished(token: token))
                }
            }
        }
    }

    var state: LoginState { store.state }
    func appear() { store.send(.onAppear) }
    func typeEmail(_ email: String) { store.send(.emailInputChanged(email)) }
    func typePassword(_ password: String) { store.send(.passwordInputChanged(password)) }
    func tapLogin() { store.send(.loginButtonClicked) }
    func toggleRememberMe(_ isOn: Bool) { store.send(.rememberMeToggled(isOn)) }
}

@MainActor
final class SwitchingViewModelScreen: SwitchingLoginScreen {
    private let viewModel: LoginViewModel
    private(set) var said: [Said] = []

    init(effects: LoginEffects) {
        viewModel = LoginViewModel(effects: effects)
        Task { [viewModel] in
            for await output in viewModel.outputs {
                switch output {
                case .showErrorToast: said.append(.errorToast)
                case .loginFinished(let token): said.append(.loginFinished(token: token))
                }
            }
        }
    }

    var state: LoginState { viewModel.state }
    func appear() { viewModel.onAppear() }
    func typeEmail(_ email: String) { viewModel.emailInputChanged(email) }
    func typePassword(_ password: String) { viewModel.passwordInputChanged(password) }
    func tapLogin() { viewModel.loginButtonClicked() }
    func toggleRememberMe(_ isOn: Bool) { viewModel.rememberMeToggled(isOn) }
}

#endif

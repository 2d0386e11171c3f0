#if CHANGE_SOLUTION
@testable import LoginReducerChangeSolution
#elseif SOLUTION
@testable import LoginReducerSolution
#else
@testable import LoginReducer
#endif
import func KataKit.fail

/// What the behaviour script needs from a version of the login screen: a small adapter per
/// version turns these calls into its messages or method calls.
@MainActor
protocol LoginScreen: AnyObject {
    var state: LoginState { get }
    /// What the screen told its view, oldest first.
    var said: [Said] { get }
    func appear()
    func typeEmail(_ email: String)
    func typePassword(_ password: String)
    func tapLogin()
}

/// What a screen told its view, whichever version told it.
enum Said: Equatable, CustomStringConvertible {
    case errorToast
    case loginFinished(token: String)

    /// The name of the case of the version's `Output` that tells it: `loginFinished`.
    var caseName: String {
        switch self {
        case .errorToast: "showErrorToast"
        case .loginFinished: "loginFinished"
        }
    }

    var description: String {
        switch self {
        case .errorToast: "showErrorToast"
        case .loginFinished(let token): "loginFinished(token: \(String(reflecting: token)))"
        }
    }
}

/// One way of writing the screen: each check of the behaviour script runs for each version, as
/// a check of its own whose name starts with the version's name.
struct Version: CustomStringConvertible, Sendable {
    let name: String
    let makeScreen: @MainActor @Sendable (LoginEffects) -> any LoginScreen

    static let reducer = Version(name: "reducer") { ReducerScreen(effects: $0) }
    static let plainViewModel = Version(name: "plain view model") { PlainViewModelScreen(effects: $0) }

    var description: String { name }
}

// MARK: - The adapters

@MainActor
final class ReducerScreen: LoginScreen {
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
}

@MainActor
final class PlainViewModelScreen: LoginScreen {
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
}


// MARK: - The script's driver

/// A version of the screen with its fake effects, driven the way a user and the world would:
/// every step lets the screen's tasks run before it returns.
///
/// A step that cannot go on (the screen never asked what the script wants to answer) records
/// why and stops the check.
@MainActor
final class ScriptedScreen {
    let effects = FakeEffects()
    private let screen: any LoginScreen

    init(_ version: Version) {
        screen = version.makeScreen(effects.effects)
    }

    var state: LoginState { screen.state }
    var said: [Said] { screen.said }

    // MARK: The user

    func appear() async {
        screen.appear()
        await settle()
    }

    func typeEmail(_ email: String) async {
        screen.typeEmail(email)
        await settle()
    }

    /// Types each email in turn, faster than any validation can answer: the screen's tasks run
    /// only after the last one.
    func typeEmailsQuickly(_ emails: String...) async {
        for email in emails { screen.typeEmail(email) }
        await settle()
    }

    func typePassword(_ password: String) async {
        screen.typePassword(password)
        await settle()
    }

    func tapLogin() async {
        screen.tapLogin()
        await settle()
    }

    /// Types an email the server accepts and a password long enough.
    func fillInValidForm(email: String = .ana, password: String = .nineCharacters) async throws {
        await typeEmail(email)
        try await answerRemoteValidation(of: email, valid: true)
        await typePassword(password)
    }

    func answerConfirmation(_ yes: Bool) async throws {
        guard effects.answerConfirmation(yes) else {
            KataKit.fail("expected the screen to be asking \"are you sure?\" after tapping login, but no question was waiting for an answer (questions asked so far: \(effects.confirmations.count))")
            throw ScriptStopped()
        }
        await settle()
    }

    /// The user answers every question still waiting, oldest first, each once the screen has
    /// handled the answer before it.
    /// - Returns: How many questions were answered.
    func answerEveryConfirmation(_ yes: Bool) async -> Int {
        var answered = 0
        while effects.answerConfirmation(yes) {
            answered += 1
            await settle()
        }
        return answered
    }

    // MARK: The world

    func setOnline(_ online: Bool) async {
        let listening = effects.connectivityListeners > 0
        effects.setOnline(online)
        if listening { await waitPatiently(until: { self.state.online == online }) }
        await settle()
    }

    func answerRemoteValidation(of email: String, valid: Bool) async throws {
        guard effects.answerRemoteValidation(of: email, valid: valid) else {
            KataKit.fail("expected the server to be validating \(String(reflecting: email)), but no validation of it was waiting for an answer (emails sent to the server so far: \(effects.remoteValidations))")
            throw ScriptStopped()
        }
        await settle()
    }

    /// The server answers every validation still waiting, such as those of emails no longer on
    /// screen.
    func answerEveryRemoteValidation(valid: Bool) async {
        _ = effects.answerEveryRemoteValidation(valid: valid)
        await settle()
    }

    func finishLogin(with result: Result<String, LoginRejected>) async throws {
        let saidBefore = said.count
        guard effects.finishLogin(with: result) else {
            KataKit.fail("expected a login request to be waiting for the server, but none was (logins so far: \(effects.logins))")
            throw ScriptStopped()
        }
        // The outputs reach the adapter through an `AsyncStream`.
        await waitPatiently(until: { self.said.count > saidBefore && !self.state.loggingIn })
        await settle()
    }

    /// Lets the screen's tasks run until they have stopped working.
    private func settle() async {
        await waitUntilSettled(watching: { Observed(state: state, said: said, activity: effects.activity) })
    }

    /// What the script can see of the screen.
    private struct Observed: Equatable {
        var state: LoginState
        var said: [Said]
        var activity: [Int]
    }
}

/// Stops a check of the script; the failure that explains why is already recorded.
struct ScriptStopped: Error {}

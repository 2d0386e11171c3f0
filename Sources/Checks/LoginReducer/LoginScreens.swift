#if SOLUTION
@testable import LoginReducerSolution
#else
@testable import LoginReducer
#endif
import KataKit

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

    var description: String {
        switch self {
        case .errorToast: "showErrorToast"
        case .loginFinished(let token): "loginFinished(token: \(String(reflecting: token)))"
        }
    }
}

/// One way of writing the screen.
struct Version {
    let name: String
    let makeScreen: @MainActor (LoginEffects) -> any LoginScreen

    /// The versions that the behaviour script drives. The input-events view model exists only
    /// in the reference solution.
    static var all: [Version] {
        var versions = [
            Version(name: "reducer") { ReducerScreen(effects: $0) },
            Version(name: "plain view model") { PlainViewModelScreen(effects: $0) },
        ]
        #if SOLUTION
        versions.append(Version(name: "input view model") { InputViewModelScreen(effects: $0) })
        #endif
        return versions
    }
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

#if SOLUTION
@MainActor
final class InputViewModelScreen: LoginScreen {
    private let viewModel: LoginInputViewModel
    private(set) var said: [Said] = []

    init(effects: LoginEffects) {
        viewModel = LoginInputViewModel(effects: effects)
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
    func appear() { viewModel.send(.onAppear) }
    func typeEmail(_ email: String) { viewModel.send(.emailInputChanged(email)) }
    func typePassword(_ password: String) { viewModel.send(.passwordInputChanged(password)) }
    func tapLogin() { viewModel.send(.loginButtonClicked) }
}
#endif

// MARK: - The script's driver

/// Runs `script` once for every version of the screen, each with fresh fake effects.
///
/// A step of the script that cannot go on (the screen never asked what the script wants to
/// answer) stops that version only; the next version still runs.
@MainActor
func forEachVersion(_ script: @MainActor (ScriptedScreen) async throws -> Void) async throws {
    for version in Version.all {
        do {
            try await script(ScriptedScreen(version))
        } catch is ScriptStopped {
            continue
        }
    }
}

/// Stops the script for one version; the failure that explains why is already recorded.
struct ScriptStopped: Error {}

/// A version of the screen with its fake effects, driven the way a user and the world would:
/// every step lets the screen's tasks run before it returns.
@MainActor
final class ScriptedScreen: CustomStringConvertible {
    let effects = FakeEffects()
    private let name: String
    private let screen: any LoginScreen

    init(_ version: Version) {
        name = version.name
        screen = version.makeScreen(effects.effects)
    }

    /// `[reducer]`: starts every failure message, so the learner knows which version failed.
    nonisolated var description: String { "[\(name)]" }
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
            fail("\(self) expected the screen to be asking \"are you sure?\" after tapping login, but no question was waiting for an answer (questions asked so far: \(effects.confirmations.count))")
            throw ScriptStopped()
        }
        await settle()
    }

    // MARK: The world

    func setOnline(_ online: Bool) async {
        effects.setOnline(online)
        await settle(until: { self.state.online == online })
    }

    func answerRemoteValidation(of email: String, valid: Bool) async throws {
        guard effects.answerRemoteValidation(of: email, valid: valid) else {
            fail("\(self) expected the server to be validating \(String(reflecting: email)), but no validation of it was waiting for an answer (emails sent to the server so far: \(effects.remoteValidations))")
            throw ScriptStopped()
        }
        await settle()
    }

    func finishLogin(with result: Result<String, LoginRejected>) async throws {
        let saidBefore = said.count
        guard effects.finishLogin(with: result) else {
            fail("\(self) expected a login request to be waiting for the server, but none was (logins so far: \(effects.logins))")
            throw ScriptStopped()
        }
        await settle(until: { self.said.count > saidBefore && !self.state.loggingIn })
    }
}

/// Lets the screen's tasks run for a few turns of the main actor. Everything in these checks
/// runs on the main actor, so a few turns are enough for any chain of tasks to finish.
@MainActor
func settle() async {
    await yieldMainActor(turns: 100, until: { false })
}

/// Lets the screen's tasks run until `condition` holds, or for at most a quarter of a second
/// (only code that never meets the condition waits that long). Used after events that travel
/// through an `AsyncStream`, which on older runtimes (macOS 14) may hop through another
/// executor: there a number of turns of the main actor is no bound, a deadline is.
@MainActor
func settle(until condition: () -> Bool) async {
    await yieldMainActor(turns: 100, until: condition)
    let deadline = ContinuousClock.now + .milliseconds(250)
    while !condition(), ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(1))
    }
}

@MainActor
private func yieldMainActor(turns: Int, until condition: () -> Bool) async {
    var turn = 0
    while turn < turns, !condition() {
        await Task.yield()
        turn += 1
    }
}

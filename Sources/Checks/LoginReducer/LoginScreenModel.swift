// An executable model of what the lesson promises of the login screen, for the checks that
// search (issue 38): from a filled-in form, any sequence of typing, taps, answers arriving late
// and out of order, logins that end either way and connection changes (and, in the second act,
// the remember-me switch), compared with a version of the screen after every step. Shared by
// both acts and both versions: the second act's file adds the switch.
#if CHANGE_SOLUTION
@testable import LoginReducerChangeSolution
#elseif SOLUTION
@testable import LoginReducerSolution
#else
@testable import LoginReducer
#endif
import struct KataKit.Difference
import struct KataKit.Generator
import struct KataKit.SearchBudget
import struct KataKit.StateMachine

/// One step at the screen's boundary: what the user does, and what the world answers.
enum LoginStep: CustomStringConvertible {
    case typeEmail(String)
    case typePassword(String)
    /// The user taps login once, or several times before the screen can answer.
    case tapLogin(times: Int)
    /// The user answers the oldest "are you sure?" still on screen.
    case answer(yes: Bool)
    /// The user answers every "are you sure?" on screen, oldest first, each once the screen
    /// has handled the answer before it.
    case answerEvery(yes: Bool)
    /// The server answers the oldest validation of this email still waiting.
    case serverAnswers(String, valid: Bool)
    /// The running login ends: a token, or nil when the server refuses it.
    case loginEnds(token: String?)
    case online(Bool)
    /// A whole login, when the form allows one and nothing else is under way: a tap, "yes",
    /// and the login's end (a token, or nil when the server refuses it). Otherwise nothing.
    case logIn(token: String?)
    /// The user types an email with "@" and the server accepts it, as one step, when no other
    /// validation of that email waits. Otherwise nothing.
    case typeAccepted(String)
    /// The second act: the user turns "remember me" on or off.
    case rememberMe(Bool)

    var description: String {
        switch self {
        case .typeEmail(let email): "type the email \(LoginSteps.show(email))"
        case .typePassword(let password): "type the password \(LoginSteps.show(password)) (\(password.count) characters)"
        case .tapLogin(1): "tap login"
        case .tapLogin(2): "tap login twice quickly"
        case .tapLogin(let times): "tap login \(times) times quickly"
        case .answer(let yes): yes ? "answer \"yes\"" : "answer \"no\""
        case .answerEvery(let yes): yes ? "answer \"yes\" to every question" : "answer \"no\" to every question"
        case .serverAnswers(let email, let valid): "the server answers that \(LoginSteps.show(email)) is \(valid ? "valid" : "not an account")"
        case .loginEnds(let token?): "the login succeeds (\(LoginSteps.showToken(token)))"
        case .loginEnds(nil): "the login fails"
        case .online(let online): online ? "go online" : "go offline"
        case .logIn(let token?): "log in all the way, successfully (\(LoginSteps.showToken(token)))"
        case .logIn(nil): "log in all the way, refused"
        case .typeAccepted(let email): "type the email \(LoginSteps.show(email)), which the server accepts"
        case .rememberMe(let isOn): "turn remember me \(isOn ? "on" : "off")"
        }
    }
}

/// What the lesson promises the user sees and the world is asked, as a plain value.
///
/// Where the lesson leaves a choice open, the model takes what the screen chose at that step
/// and holds it to it: a tap while a question waits may ask again or not; a "yes" that arrives
/// when login is no longer allowed may log in or not, with the credentials of the tap or of the
/// "yes"; an older answer about the email on screen, while a newer validation of the same email
/// waits, may count or not; the switch may be read when the login starts or when it succeeds.
struct LoginScreenModel {
    struct Credentials: Equatable, CustomStringConvertible {
        var email: String
        var password: String
        var description: String { "(\(LoginSteps.quoted(email)), \(LoginSteps.quoted(password)))" }
    }

    var online = true
    var email = LoginSteps.filledEmail
    var emailValid = true
    /// "local", "remote" or nil: the validation running now.
    var validation: String?
    var password = LoginSteps.filledPassword
    var loggingIn = false
    var rememberMe = false
    /// Whether the screen has the switch (second act): only then is `rememberMe` compared.
    var hasSwitch = false

    var sentToServer = [LoginSteps.filledEmail]
    var pendingValidations: [String] = []
    var questionsAsked = 0
    /// The credentials on screen when each waiting question was asked, oldest first.
    var pendingQuestions: [Credentials] = []
    var logins: [Credentials] = []
    /// The switch as it was when the running login started.
    var rememberAtStart = false
    var said: [Said] = []
    /// Each email saved for remember me, with how many outputs the screen had told its view
    /// before it: a save comes before its login's `loginFinished`.
    var remembered: [Remembered] = []

    // What the lesson leaves open at the last step, settled by what the screen did.
    /// How many of the last step's questions were asked while another waited.
    var questionsMaybeNotAsked = 0
    var mayNotHaveLoggedIn = false
    var loginCredentials: [Credentials] = []
    var emailIfAnswerIgnored: (valid: Bool, validation: String?)?
    var mayHaveRemembered: Remembered?

    var canLogin: Bool { online && emailValid && password.count > 8 }
    /// Login is allowed, and no question waits and no login runs: a whole login then leaves
    /// nothing open for the screen to choose.
    var allowsAWholeLogin: Bool { canLogin && !loggingIn && pendingQuestions.isEmpty }
    /// No validation of `email` waits: typing it and the server's answer then leave nothing open.
    func allowsAcceptedTyping(of email: String) -> Bool { !pendingValidations.contains(email) }

    mutating func apply(_ step: LoginStep) {
        switch step {
        case .typeEmail(let typed):
            email = typed
            emailValid = false
            if typed.contains("@") {
                validation = "remote"
                sentToServer.append(typed)
                pendingValidations.append(typed)
            } else {
                validation = nil
            }
        case .typePassword(let typed):
            password = typed
        case .rememberMe(let isOn):
            rememberMe = isOn
        case .online(let isOnline):
            online = isOnline
        case .typeAccepted(let typed):
            guard allowsAcceptedTyping(of: typed) else { return }
            apply(.typeEmail(typed))
            apply(.serverAnswers(typed, valid: true))
        case .logIn(let token):
            guard allowsAWholeLogin else { return }
            apply(.tapLogin(times: 1))
            apply(.answer(yes: true))
            apply(.loginEnds(token: token))
        case .tapLogin(let times):
            for _ in 0..<times where canLogin && !loggingIn {
                if !pendingQuestions.isEmpty { questionsMaybeNotAsked += 1 }
                questionsAsked += 1
                pendingQuestions.append(Credentials(email: email, password: password))
            }
        case .answerEvery(let yes):
            while !pendingQuestions.isEmpty { apply(.answer(yes: yes)) }
        case .answer(let yes):
            guard !pendingQuestions.isEmpty else { return }
            let atTap = pendingQuestions.removeFirst()
            guard yes, !loggingIn else { return }
            let now = Credentials(email: email, password: password)
            mayNotHaveLoggedIn = !canLogin
            loginCredentials = [now, atTap]
            loggingIn = true
            logins.append(now)
            rememberAtStart = rememberMe
        case .serverAnswers(let answered, let valid):
            guard let index = pendingValidations.firstIndex(of: answered) else { return }
            pendingValidations.remove(at: index)
            guard answered == email else { return }
            if pendingValidations.contains(answered) {
                emailIfAnswerIgnored = (emailValid, validation)
            }
            emailValid = valid
            validation = nil
        case .loginEnds(let token):
            guard loggingIn, let login = logins.last else { return }
            loggingIn = false
            if let token {
                if hasSwitch {
                    let saved = Remembered(email: login.email, outputsBefore: said.count)
                    if rememberAtStart == rememberMe {
                        if rememberMe { remembered.append(saved) }
                    } else {
                        mayHaveRemembered = saved
                    }
                }
                said.append(.loginFinished(token: token))
            } else {
                said.append(.errorToast)
            }
        }
    }

    /// Settles what the lesson left open at the last step by what the screen did, then says
    /// what differs, as "expected …, got …", with what it read of the screen (the state's
    /// property, or the effect the screen called): nil when the screen agrees.
    @MainActor
    mutating func difference(from screen: SearchedLoginScreen) -> Difference? {
        let state = screen.state
        settleOpenChoices(screen)
        let shownValidation = state.email.currentValidation.map(LoginSteps.name)
        if state.email.rawValue != email {
            return Difference(observed: "LoginState.email.rawValue", "expected email.rawValue \(String(reflecting: email)), got \(String(reflecting: state.email.rawValue)) (the email is what the user typed)")
        }
        if state.email.valid != emailValid {
            return Difference(observed: "LoginState.email.valid", "expected email.valid \(emailValid), got \(state.email.valid) (only the server's answer about the email on screen, to the letter, makes it valid; typing makes it not valid)")
        }
        if shownValidation != validation {
            return Difference(observed: "LoginState.email.currentValidation", "expected email.currentValidation \(validation.map { ".\($0)" } ?? "nil"), got \(shownValidation.map { ".\($0)" } ?? "nil") "
                + "(.remote while the server validates the email on screen; nil once it answered, or when the email has no \"@\")")
        }
        if state.password != password {
            return Difference(observed: "LoginState.password", "expected password \(String(reflecting: password)), got \(String(reflecting: state.password)) (the password is what the user typed)")
        }
        if state.online != online {
            return Difference(observed: "LoginState.online", "expected online \(online), got \(state.online) (online follows the connection)")
        }
        if state.loggingIn != loggingIn {
            return Difference(observed: "LoginState.loggingIn", "expected loggingIn \(loggingIn), got \(state.loggingIn) (true from the \"yes\" that starts a login until that login ends)")
        }
        if state.canLogin != canLogin {
            return Difference(observed: "LoginState.canLogin", "expected canLogin \(canLogin), got \(state.canLogin) (online, an email the server accepted, and a password longer than 8 characters: "
                + "\(password.count) here)")
        }
        if hasSwitch, let shown = screen.rememberMe(), shown != rememberMe {
            return Difference(observed: "LoginState.rememberMe", "expected rememberMe \(rememberMe), got \(shown) (the switch follows the user)")
        }
        if screen.effects.remoteValidations != sentToServer {
            return Difference(observed: "LoginEffects.remoteEmailValidation", "expected the emails sent to the server to be \(sentToServer), got \(screen.effects.remoteValidations) "
                + "(each email with \"@\" the user types is sent once; one without is never sent)")
        }
        if screen.effects.confirmations.count != questionsAsked {
            return Difference(observed: "LoginEffects.showConfirmation", "expected \(LoginSteps.count(questionsAsked, "question")) \"are you sure?\" asked, got \(screen.effects.confirmations.count) "
                + "(a tap asks only when login is allowed and no login is running)")
        }
        let sentLogins = screen.effects.logins.map { Credentials(email: $0.email, password: $0.password) }
        if sentLogins != logins {
            return Difference(observed: "LoginEffects.login", "expected the logins \(LoginSteps.list(logins)), got \(LoginSteps.list(sentLogins)) "
                + "(each \"yes\" logs in once with the email and password on screen, unless a login is already running)")
        }
        if screen.said != said {
            return Difference(observed: "Output.\(Self.firstDifferent(said, screen.said)?.caseName ?? "loginFinished")", "expected the screen to have told the view \(LoginSteps.list(said)), got \(LoginSteps.list(screen.said)) "
                + "(loginFinished(token) once a login succeeds, showErrorToast once it fails, nothing else)")
        }
        if hasSwitch, screen.remembered.map(\.email) != remembered.map(\.email) {
            return Difference(observed: "LoginEffects.rememberEmail", "expected the emails saved for remember me to be \(remembered.map(\.email)), got \(screen.remembered.map(\.email)) "
                + "(the email that logged in is saved once its login succeeded, with remember me on, and never otherwise)")
        }
        if hasSwitch, let late = zip(remembered, screen.remembered).first(where: { $0.outputsBefore != $1.outputsBefore }) {
            return Difference(observed: "LoginEffects.rememberEmail", "expected \(LoginSteps.quoted(late.0.email)) saved after \(LoginSteps.count(late.0.outputsBefore, "output")) "
                + "to the view, got it saved after \(late.1.outputsBefore) (the email is saved once its login succeeded, before the screen tells the view loginFinished)")
        }
        return nil
    }

    /// The first of two lists' elements where they part: an element of either.
    private static func firstDifferent(_ expected: [Said], _ got: [Said]) -> Said? {
        zip(expected, got).first { $0 != $1 }.map(\.1) ?? (expected.count > got.count ? expected[got.count] : got.dropFirst(expected.count).first)
    }

    @MainActor
    private mutating func settleOpenChoices(_ screen: SearchedLoginScreen) {
        defer {
            (questionsMaybeNotAsked, mayNotHaveLoggedIn, loginCredentials) = (0, false, [])
            (emailIfAnswerIgnored, mayHaveRemembered) = (nil, nil)
        }
        let notAsked = questionsAsked - screen.effects.confirmations.count
        if notAsked > 0, notAsked <= questionsMaybeNotAsked {
            questionsAsked -= notAsked
            pendingQuestions.removeLast(notAsked)
        }
        if mayNotHaveLoggedIn, screen.effects.logins.count == logins.count - 1 {
            logins.removeLast()
            loggingIn = false
        } else if !loginCredentials.isEmpty, screen.effects.logins.count == logins.count, let sent = screen.effects.logins.last {
            let credentials = Credentials(email: sent.email, password: sent.password)
            if loginCredentials.contains(credentials) { logins[logins.count - 1] = credentials }
        }
        if let ignored = emailIfAnswerIgnored, screen.state.email.valid == ignored.valid,
           screen.state.email.currentValidation.map(LoginSteps.name) == ignored.validation {
            (emailValid, validation) = ignored
        }
        if let saved = mayHaveRemembered, screen.remembered.count == remembered.count + 1 {
            remembered.append(saved)
        }
    }
}

/// An email saved for remember me, and how many outputs the screen had told its view before it.
struct Remembered: Equatable {
    var email: String
    var outputsBefore: Int
}

/// A version of the screen with fake effects that answer only when a step says so.
@MainActor
final class SearchedLoginScreen {
    let effects = FakeEffects()
    /// The emails the screen saved for remember me (second act), each with the outputs before it.
    var remembered: [Remembered] = []

    /// Saves `email` for remember me, after the main actor's turns that an output already told
    /// would take to reach the screen's view: an output sent before the save is counted before it.
    func remember(_ email: String) async {
        for _ in 0..<20 { await Task.yield() }
        remembered.append(Remembered(email: email, outputsBefore: said.count))
    }
    /// The model as the steps so far leave it: a step the screen has not caught up with yet is
    /// waited for a little (what travels through a task or a stream on a busy machine), so that
    /// the comparison judges the screen once it is done, not while it is on its way.
    var expected: LoginScreenModel?
    /// Set on the runs that confirm a disagreement: each wait lasts ten times as long, so that a
    /// screen merely slowed down by a busy machine is not failed (``StateMachine/patience``).
    var patient = false
    private var screen: (any LoginScreen)?
    private let readRememberMe: (@MainActor (any LoginScreen) -> Bool)?

    init(makeScreen: @MainActor (LoginEffects, SearchedLoginScreen) -> any LoginScreen,
         readRememberMe: (@MainActor (any LoginScreen) -> Bool)?) {
        self.readRememberMe = readRememberMe
        screen = makeScreen(effects.effects, self)
    }

    var state: LoginState { screen?.state ?? LoginState() }
    var said: [Said] { screen?.said ?? [] }
    func rememberMe() -> Bool? { screen.flatMap { readRememberMe?($0) } }

    /// Appears, types the email the server then accepts and a 9-character password, and turns
    /// remember me on where the screen has the switch.
    func fillInTheForm() async {
        (screen as? any SwitchingLoginScreen)?.toggleRememberMe(true)
        screen?.appear()
        await settle()
        screen?.typeEmail(LoginSteps.filledEmail)
        await settle()
        _ = effects.answerRemoteValidation(of: LoginSteps.filledEmail, valid: true)
        await settle()
        // The answer travels through the screen's tasks: on a busy machine they may need longer
        // than a few turns. The form is where every sequence starts, not a step under test.
        await waitBriefly(for: .seconds(1), until: { self.state.email.valid })
        screen?.typePassword(LoginSteps.filledPassword)
        await settle()
    }

    func perform(_ step: LoginStep) async {
        if case .typeAccepted(let email) = step, expected?.allowsAcceptedTyping(of: email) == true {
            await perform(.typeEmail(email))
            await perform(.serverAnswers(email, valid: true))
            return
        }
        if case .logIn(let token) = step, expected?.allowsAWholeLogin == true {
            // Each part compared as a step of its own, in the screen's expected model.
            await perform(.tapLogin(times: 1))
            await perform(.answer(yes: true))
            await perform(.loginEnds(token: token))
            return
        }
        switch step {
        case .typeEmail(let email): screen?.typeEmail(email)
        case .typePassword(let password): screen?.typePassword(password)
        case .tapLogin(let times): for _ in 0..<times { screen?.tapLogin() }
        case .answer(let yes): _ = effects.answerConfirmation(yes)
        case .answerEvery(let yes):
            while effects.answerConfirmation(yes) { await settle() }
        case .serverAnswers(let email, let valid): _ = effects.answerRemoteValidation(of: email, valid: valid)
        case .rememberMe(let isOn): (screen as? any SwitchingLoginScreen)?.toggleRememberMe(isOn)
        case .logIn, .typeAccepted: break
        case .online(let online):
            effects.setOnline(online)
            // The connection travels through an `AsyncStream`: wait a little for it.
            await waitBriefly(until: { self.state.online == online })
        case .loginEnds(let token):
            let saidBefore = said.count
            if effects.finishLogin(with: token.map { .success($0) } ?? .failure(LoginRejected())) {
                // So does what the screen tells its view.
                await waitBriefly(until: { self.said.count > saidBefore && !self.state.loggingIn })
            }
        }
        await settle()
        guard var model = expected else { return }
        model.apply(step)
        await waitBriefly(for: .milliseconds(30), until: { var trial = model; return trial.difference(from: self) == nil })
        _ = model.difference(from: self)
        expected = model
    }

    /// Lets the screen's tasks run until nothing the search sees changes for a few turns of the
    /// main actor: everything here runs on it, so that is when the screen has done its work.
    private func settle() async {
        var last = Observed(state: state, said: said, activity: effects.activity, remembered: remembered)
        var quietTurns = 0
        var turns = 0
        while quietTurns < 6, turns < 5_000 {
            await Task.yield()
            turns += 1
            let now = Observed(state: state, said: said, activity: effects.activity, remembered: remembered)
            if now == last {
                quietTurns += 1
            } else {
                (last, quietTurns) = (now, 0)
            }
        }
    }

    /// Waits until `done`, for at most `limit` (ten times as long when patient): correct code is
    /// done at once, or nearly.
    private func waitBriefly(for limit: Duration = .milliseconds(50), until done: () -> Bool) async {
        let clock = ContinuousClock()
        let deadline = clock.now + (patient ? limit * 10 : limit)
        var turns = 0
        while !done(), clock.now < deadline {
            if turns < 50 {
                await Task.yield()
                turns += 1
            } else {
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
    }

    private struct Observed: Equatable {
        var state: LoginState
        var said: [Said]
        var activity: [Int]
        var remembered: [Remembered]
    }
}

/// A screen with the second act's switch.
@MainActor
protocol SwitchingLoginScreen: LoginScreen {
    func toggleRememberMe(_ isOn: Bool)
}

/// The steps the search draws, with the lesson's boundaries drawn on purpose; the simplest first
/// (what a shrunk failure shows).
enum LoginSteps {
    static let filledEmail = "ana@example.com"
    static let filledPassword = "password1"

    /// Emails: another account, the same email in another letter case, no "@", empty, spaces
    /// only, and two pairs that differ only in the middle (one of them long).
    static let emails = ["bob@example.com", "ana@example.com", "Ana@example.com", "ana", "", "   "]
    static let middlePairs = ["ana.maria@example.com", "ana.mario@example.com",
                              String(repeating: "a", count: 120) + "x" + String(repeating: "b", count: 120) + "@example.com",
                              String(repeating: "a", count: 120) + "y" + String(repeating: "b", count: 120) + "@example.com"]
    /// Passwords: 9 and 8 characters, empty, 9 spaces, 8 and 9 characters that take more bytes,
    /// and the same with decomposed letters ("a" and a combining diaeresis: 8 characters, 10
    /// scalars).
    static let passwords = ["password1", "password", "", "         ", "pässwörd", "pässwörd1"]
    static let decomposed8 = "pa\u{308}sswo\u{308}rd"

    /// Any email of the lesson's world: any text, long ones too, with "@" most of the time,
    /// White_Space of every kind around it some of the time.
    static let anyEmail = Generator<String> { choices in
        let around = Generator<String>.whitespace(length: 0...3)
        let before = choices.chance(1, in: 4) ? around.draw(&choices) : ""
        let local = Generator<String>.text(length: 0...300).draw(&choices)
        let domain = choices.chance(3, in: 4) ? "@" + Generator<String>.text(length: 0...40).draw(&choices) : ""
        return before + local + domain + (choices.chance(1, in: 4) ? around.draw(&choices) : "")
    }

    /// Any password: any text, White_Space only, or 8 or 9 characters of any kind.
    static let anyPassword = Generator<String>.oneOf([
        .text(length: 0...40),
        .whitespace(length: 0...12),
        Generator { choices in
            let pieces = 8 + choices.index(below: 2)
            var password = ""
            while password.count < pieces { password += Generator<String>.piece.draw(&choices) }
            return password
        },
    ])

    static let typeEmail = Generator<LoginStep>.element(of: emails.map(LoginStep.typeEmail))
    /// Half of the time 8 or 9 characters exactly: the boundary the lesson states.
    static let typePassword = Generator<LoginStep>.oneOf([.element(of: passwords.map(LoginStep.typePassword)),
                                                         .element(of: ["password", "pässwörd"].map(LoginStep.typePassword))])
    /// Values from the lesson's whole world: the emails that differ only in the middle and the
    /// server's answers about them, any email (typed alone, or as one step with the server's
    /// "valid"), passwords of decomposed letters and any password, any token. Drawn among the
    /// steps of every kind, so that the steps above are drawn as often as ever.
    static let anyValues = Generator<LoginStep>.oneOf([
        .element(of: middlePairs.map(LoginStep.typeEmail)),
        .element(of: middlePairs.map { LoginStep.serverAnswers($0, valid: true) }),
        anyEmail.map(LoginStep.typeEmail),
        anyEmail.map(LoginStep.typeAccepted),
        .element(of: [decomposed8, decomposed8 + "1"].map(LoginStep.typePassword)),
        anyPassword.map(LoginStep.typePassword),
        anyToken.map(LoginStep.loginEnds),
    ])
    static let tapLogin = Generator<LoginStep>.element(of: [.tapLogin(times: 1), .tapLogin(times: 2), .tapLogin(times: 3)])
    static let answer = Generator<LoginStep>.element(of: [.answer(yes: true), .answer(yes: false), .answerEvery(yes: true), .answerEvery(yes: false)])
    static let serverAnswers = Generator<LoginStep> { choices in
        let email = ["ana@example.com", "bob@example.com", "Ana@example.com"][choices.index(below: 3)]
        return .serverAnswers(email, valid: choices.index(below: 2) == 0)
    }
    static let loginEnds = Generator<LoginStep>.element(of: [.loginEnds(token: "token-1"), .loginEnds(token: nil), .loginEnds(token: "token-2")])
    /// Any token a server may send: any text, spaces inside and around it too.
    static let anyToken = Generator<String>.oneOf([.element(of: ["a token with spaces", " token-1 "]), .text(length: 0...60)])
    static let online = Generator<LoginStep>.element(of: [.online(false), .online(true)])
    static let rememberMe = Generator<LoginStep>.element(of: [.rememberMe(true), .rememberMe(false)])

    /// The login flow: taps, answers to the question, and the end of the login.
    static let loginFlow = Generator<LoginStep>.oneOf([tapLogin, answer, loginEnds])
    /// Typing, and the server's answers about the emails typed.
    static let typing = Generator<LoginStep>.oneOf([typeEmail, serverAnswers, typePassword])

    /// Logins one after another, the connection coming and going while they run: whole logins
    /// that fail or succeed, and a tap, a "yes", the login's end, either way. Typing makes the
    /// form wait for the server's answer, so sequences without it are where the third login, or
    /// a connection lost during one, is.
    static let logIn = Generator<LoginStep>.element(of: [.logIn(token: nil), .logIn(token: "token-1")])
    static let loginsInARow = Generator<LoginStep>.oneOf([logIn, logIn, logIn, logIn, logIn, .just(.tapLogin(times: 1)),
                                                          .just(.answer(yes: true)), loginEnds, online])

    /// The first act's kinds of steps, the simplest first: few kinds, one of them all the
    /// others, so that a sequence drawn from some of them (swarm) still goes through a whole
    /// login often, with typing in between.
    static let operations: [Generator<LoginStep>] = [loginFlow, typing, online, .oneOf([loginFlow, loginFlow, typing, anyValues])]
    /// The first act's second search: logins in a row, and the login flow.
    static let loginsInARowOperations: [Generator<LoginStep>] = [loginsInARow, loginFlow]
    /// The second act's: the switch joins the login flow.
    static let flowWithTheSwitch = Generator<LoginStep>.oneOf([rememberMe, tapLogin, answer, loginEnds])
    static let operationsWithTheSwitch: [Generator<LoginStep>] = [flowWithTheSwitch, typing, online,
                                                                  .oneOf([flowWithTheSwitch, flowWithTheSwitch, typing, anyValues])]
    /// The second act's second search: logins in a row, the switch among them, and the flow.
    static let loginsInARowWithTheSwitch: [Generator<LoginStep>] = [.oneOf([loginsInARow, loginsInARow, rememberMe, typeAccepted]),
                                                                    flowWithTheSwitch]
    /// Another email the server accepts, the same in another letter case among them.
    static let typeAccepted = Generator<LoginStep>.element(of: ["Ana@example.com", "bob@example.com", "ana@example.com"].map(LoginStep.typeAccepted))

    static func show(_ text: String) -> String {
        if text.isEmpty { return "\"\" (empty)" }
        if text.allSatisfy(\.isWhitespace) { return "\(quoted(text)) (spaces only)" }
        return quoted(text)
    }

    /// A token as it is when it holds only letters, digits and "-", else quoted.
    static func showToken(_ token: String) -> String {
        !token.isEmpty && token.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-") }
            ? token : quoted(token)
    }

    /// The scalars ``quoted(_:)`` writes as `\u{…}`.
    private static let hidden: Set<Unicode.GeneralCategory> = [.control, .format, .surrogate, .privateUse, .unassigned, .spaceSeparator,
                                                               .lineSeparator, .paragraphSeparator, .nonspacingMark, .spacingMark, .enclosingMark]

    /// `text` in quotes, what cannot be told apart by eye written as `\u{…}`: every White_Space
    /// scalar but the space, controls, format characters, combining marks, private and
    /// unassigned scalars ("pa\u{308}sswo\u{308}rd" is not "pässwörd").
    static func quoted(_ text: String) -> String {
        var shown = "\""
        for scalar in text.unicodeScalars {
            if scalar != " ", hidden.contains(scalar.properties.generalCategory) {
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                shown += scalar == "\"" || scalar == "\\" ? "\\" + String(scalar) : String(scalar)
            }
        }
        return shown + "\""
    }

    static func name(_ validation: LoginState.Email.Validation) -> String {
        switch validation {
        case .local: "local"
        case .remote: "remote"
        }
    }

    static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    static func list<T: CustomStringConvertible>(_ items: [T]) -> String {
        items.isEmpty ? "none" : items.map(\.description).joined(separator: ", ")
    }
}

/// A version of the screen beside the model, over generated sequences of steps that start from a
/// filled-in form, compared after every step.
@MainActor
func loginScreenMachine(operations: [Generator<LoginStep>], sequences: Int = SearchBudget.standard.sequences, hasSwitch: Bool = false,
                        makeScreen: @escaping @MainActor (LoginEffects, SearchedLoginScreen) -> any LoginScreen,
                        readRememberMe: (@MainActor (any LoginScreen) -> Bool)? = nil)
-> StateMachine<LoginScreenModel, SearchedLoginScreen, LoginStep> {
    // Every one of the 100 sequences, whatever the load: the steps wait on the main actor, so a
    // busy machine runs fewer of them in the same time, and a verdict must not depend on it.
    var budget = SearchBudget.standard
    budget.sequences = min(budget.sequences, sequences)
    budget.minimumSequences = budget.sequences
    // One sequence in eight of up to 300 steps: a login wrong from the 17th is found.
    budget.longestSteps = 300
    return StateMachine(
        model: LoginScreenModel(rememberMe: hasSwitch, hasSwitch: hasSwitch),
        system: { SearchedLoginScreen(makeScreen: makeScreen, readRememberMe: readRememberMe) },
        operations: operations,
        perform: { step, screen in await screen.perform(step) },
        next: { step, model in model.apply(step) },
        compare: { model, screen in model.difference(from: screen) },
        budget: budget,
        prepare: { screen in
            await screen.fillInTheForm()
            screen.expected = LoginScreenModel(rememberMe: hasSwitch, hasSwitch: hasSwitch)
        },
        patience: { screen in screen.patient = true })
}

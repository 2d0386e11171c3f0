#if CHANGE_SOLUTION
@testable import LoginReducerChangeSolution
#elseif SOLUTION
@testable import LoginReducerSolution
#else
@testable import LoginReducer
#endif
import struct KataKit.Check
import protocol KataKit.Kata
import struct KataKit.Rule
import func KataKit.expectEqual
import func KataKit.expectFalse
import func KataKit.expectModelHolds
import func KataKit.expectNil
import func KataKit.expectTrue
import func KataKit.fail

/// The state's rule; one behaviour script run against each version of the login screen, each
/// step a check of its own named after the version; the reducer's messages checked one by one;
/// and the rules of each architecture.
/// The checks of the first act. `@main` is in LoginReducerEntry.swift: the second act's executable
/// (Sources/ChangeChecks) compiles this file too, with a `@main` of its own.
struct LoginReducerChecks: Kata {
    static let checks: [Check] = [
        Check("login needs a connection, a validated email and a password longer than 8 characters") {
            KataKit.expectTrue(LoginState.readyToLogIn.canLogin, "canLogin online, with a validated email and the password \"password1\"")
            var state = LoginState.readyToLogIn
            state.online = false
            KataKit.expectFalse(state.canLogin, "canLogin offline")
            state = .readyToLogIn
            state.email.valid = false
            KataKit.expectFalse(state.canLogin, "canLogin with an email the server has not accepted")
            state = .readyToLogIn
            state.password = .eightCharacters
            KataKit.expectFalse(state.canLogin, "canLogin with the 8-character password \"password\"")
            state.password = ""
            KataKit.expectFalse(state.canLogin, "canLogin with an empty password")
        },
    ] + script(for: .reducer) + reducerMessageByMessage + script(for: .plainViewModel)
        + [newScreensBehaveAlike(.reducer), newScreensBehaveAlike(.plainViewModel), search(.reducer), search(.plainViewModel)]

    // MARK: - Searched, not sampled (issue 38)

    /// Seeded sequences of typing (emails in another letter case, without "@", empty or spaces
    /// only; passwords of 8 and 9 characters, some taking more bytes), taps, "yes" and "no",
    /// the server's answers late and out of order, logins that succeed or fail, and connection
    /// changes, from a filled-in form, compared with the lesson's model (LoginScreenModel.swift)
    /// after every step, and shrunk to the shortest sequence that disagrees.
    static func search(_ version: Version) -> Check {
        Check("[\(version)] after any sequence of typing, taps, answers and connection changes, in any order, the screen shows, asks and sends what the lesson says") {
            let report = await KataKit.expectModelHolds(loginScreenMachine(operations: LoginSteps.operations, sequences: 100) { effects, _ in
                version.makeScreen(effects)
            })
            // Then logins in a row, the connection coming and going: the third login and later ones.
            if report.counterexample == nil {
                await KataKit.expectModelHolds(loginScreenMachine(operations: LoginSteps.loginsInARowOperations, sequences: 40) { effects, _ in
                    version.makeScreen(effects)
                })
            }
        }
    }

    // MARK: - A second, new screen in the same process (issue 29)

    /// Four new screens of a version, one after another in this process, each logging in once:
    /// a static counter, cache or set that outlives a screen makes one of them differ.
    static func newScreensBehaveAlike(_ version: Version) -> Check {
        Check("[\(version)] four new screens in one process each log in once, as the first did") {
            var first: String?
            for attempt in 1...4 {
                let screen = ScriptedScreen(version)
                do {
                    await screen.appear()
                    try await screen.fillInValidForm()
                    await screen.tapLogin()
                    try await screen.answerConfirmation(true)
                    try await screen.finishLogin(with: .success("token-\(attempt)"))
                } catch is ScriptStopped {
                    return
                }
                let seen = "logins \(screen.effects.logins.count), said \(screen.said.count), loggingIn \(screen.state.loggingIn)"
                guard let expected = first else {
                    first = seen
                    continue
                }
                if seen != expected {
                    KataKit.fail("a new screen behaved differently (screen \(attempt) of 4): the first showed \(expected), this one \(seen): "
                                 + "something outlives an instance (static or global state)")
                    return
                }
            }
        }
    }

    // MARK: - The behaviour script, for every version

    /// The same behaviour, driven through a version's own API: `[reducer] …`, `[plain view model] …`.
    static func script(for version: Version) -> [Check] {
        func step(_ name: String, _ body: @escaping @MainActor @Sendable (ScriptedScreen) async throws -> Void) -> Check {
            Check("[\(version)] \(name)") {
                do { try await body(ScriptedScreen(version)) } catch is ScriptStopped {}
            }
        }
        return [
            step("before any action, the form is empty, online, not logging in, and nothing was asked") { screen in
                KataKit.expectEqual(screen.state.email.rawValue, "", "email.rawValue before any action")
                KataKit.expectFalse(screen.state.email.valid, "email.valid before any action")
                KataKit.expectNil(screen.state.email.currentValidation, "email.currentValidation before any action")
                KataKit.expectEqual(screen.state.password, "", "password before any action")
                KataKit.expectTrue(screen.state.online, "online before any action (the device is online until the stream says otherwise)")
                KataKit.expectFalse(screen.state.loggingIn, "loggingIn before any action")
                KataKit.expectFalse(screen.state.canLogin, "canLogin before any action")
                KataKit.expectEqual(screen.said, [], "what the screen told the view before any action")
                KataKit.expectEqual(screen.effects.connectivityListeners, 0, "connectivity listeners before the screen appears")
                KataKit.expectEqual(screen.effects.remoteValidations, [], "emails sent to the server before any action")
                KataKit.expectEqual(screen.effects.confirmations, [], "questions asked before any action")
            },
            step("appearing starts listening to connectivity, and going offline disables login") { screen in
                await screen.appear()
                KataKit.expectEqual(screen.effects.connectivityListeners, 1, "connectivity listeners after the screen appears")
                try await screen.fillInValidForm()
                KataKit.expectTrue(screen.state.canLogin, "canLogin with a valid form, online")
                await screen.setOnline(false)
                KataKit.expectFalse(screen.state.online, "online after the device went offline")
                KataKit.expectFalse(screen.state.canLogin, "canLogin after the device went offline")
                await screen.setOnline(true)
                KataKit.expectTrue(screen.state.online, "online after the device came back online")
                KataKit.expectTrue(screen.state.canLogin, "canLogin after the device came back online")
            },
            step("an email without \"@\" is invalid and starts no remote validation") { screen in
                await screen.typeEmail("ana.example.com")
                KataKit.expectEqual(screen.state.email.rawValue, "ana.example.com", "email.rawValue after typing")
                KataKit.expectFalse(screen.state.email.valid, "email.valid for \"ana.example.com\"")
                KataKit.expectNil(screen.state.email.currentValidation, "email.currentValidation once the local validation failed")
                KataKit.expectEqual(screen.effects.remoteValidations, [], "emails sent to the server")

                try await screen.fillInValidForm()
                await screen.typeEmail("ana")
                KataKit.expectFalse(screen.state.email.valid, "email.valid after a valid email was changed to \"ana\"")
                KataKit.expectFalse(screen.state.canLogin, "canLogin after the email was changed to \"ana\"")
                KataKit.expectEqual(screen.effects.remoteValidations, [.ana], "emails sent to the server")
            },
            step("a locally valid email starts exactly one remote validation, and login waits for its answer") { screen in
                await screen.typePassword(.nineCharacters)
                await screen.typeEmail(.ana)
                KataKit.expectEqual(screen.effects.remoteValidations, [.ana], "emails sent to the server")
                KataKit.expectEqual(screen.state.email.currentValidation, .remote, "email.currentValidation while the server validates")
                KataKit.expectFalse(screen.state.email.valid, "email.valid before the server answered")
                KataKit.expectFalse(screen.state.canLogin, "canLogin before the server answered")

                try await screen.answerRemoteValidation(of: .ana, valid: true)
                KataKit.expectTrue(screen.state.email.valid, "email.valid after the server accepted it")
                KataKit.expectNil(screen.state.email.currentValidation, "email.currentValidation after the server answered")
                KataKit.expectTrue(screen.state.canLogin, "canLogin after the server accepted the email")
                KataKit.expectEqual(screen.effects.remoteValidations, [.ana], "emails sent to the server, after it answered")
            },
            step("an email the server rejects keeps login disabled") { screen in
                await screen.typePassword(.nineCharacters)
                await screen.typeEmail(.ana)
                try await screen.answerRemoteValidation(of: .ana, valid: false)
                KataKit.expectFalse(screen.state.email.valid, "email.valid after the server rejected it")
                KataKit.expectNil(screen.state.email.currentValidation, "email.currentValidation after the server answered")
                KataKit.expectFalse(screen.state.canLogin, "canLogin after the server rejected the email")
            },
            step("a remote answer for an email that has since changed is ignored") { screen in
                await screen.typePassword(.nineCharacters)
                await screen.typeEmail(.ana)
                await screen.typeEmail(.bob)
                KataKit.expectEqual(screen.effects.remoteValidations, [.ana, .bob], "emails sent to the server")
                try await screen.answerRemoteValidation(of: .ana, valid: true)
                KataKit.expectEqual(screen.state.email.rawValue, .bob, "email.rawValue")
                KataKit.expectFalse(screen.state.email.valid, "email.valid of bob@… after the server accepted the old ana@…")
                KataKit.expectEqual(screen.state.email.currentValidation, .remote, "email.currentValidation: bob@… is still being validated")
                KataKit.expectFalse(screen.state.canLogin, "canLogin after the server accepted the old email only")
                try await screen.answerRemoteValidation(of: .bob, valid: false)
                KataKit.expectFalse(screen.state.email.valid, "email.valid after the server rejected bob@…")
                KataKit.expectNil(screen.state.email.currentValidation, "email.currentValidation after both answers")

                // A late "invalid" for an old email must not undo the current email's "valid".
                await screen.typeEmail(.cat)
                await screen.typeEmail(.dan)
                try await screen.answerRemoteValidation(of: .dan, valid: true)
                try await screen.answerRemoteValidation(of: .cat, valid: false)
                KataKit.expectTrue(screen.state.email.valid, "email.valid of dan@… after a late rejection of the old cat@…")
                KataKit.expectTrue(screen.state.canLogin, "canLogin after a late rejection of an old email")

                // Nor may a late "valid" make an email without "@" valid.
                await screen.typeEmail(.ana)
                await screen.typeEmail("ana")
                try await screen.answerRemoteValidation(of: .ana, valid: true)
                KataKit.expectFalse(screen.state.email.valid, "email.valid of \"ana\" after a late acceptance of ana@…")
                KataKit.expectNil(screen.state.email.currentValidation, "email.currentValidation of \"ana\"")
            },
            step("a validation of an email typed over before it answered is ignored") { screen in
                // The user types on before the screen's local validation of the first email is
                // done (a reducer validates in an effect, which runs after the second keystroke).
                await screen.typeEmailsQuickly(.ana, "ana")
                await screen.answerEveryRemoteValidation(valid: true)
                KataKit.expectEqual(screen.state.email.rawValue, "ana", "email.rawValue after typing ana@… then \"ana\"")
                KataKit.expectFalse(screen.state.email.valid, "email.valid of \"ana\" after the server accepted every email it was asked about")
                KataKit.expectNil(screen.state.email.currentValidation, "email.currentValidation of \"ana\" once its local validation failed")
                KataKit.expectEqual(screen.effects.remoteValidations.filter { !$0.contains("@") }, [], "emails without \"@\" sent to the server")

                await screen.typeEmailsQuickly(.cat, .dan)
                KataKit.expectEqual(screen.state.email.currentValidation, .remote, "email.currentValidation while the server validates dan@…")
                try await screen.answerRemoteValidation(of: .dan, valid: false)
                await screen.answerEveryRemoteValidation(valid: true)
                KataKit.expectFalse(screen.state.email.valid, "email.valid of dan@… after the server rejected it and accepted the old cat@…")
                KataKit.expectNil(screen.state.email.currentValidation, "email.currentValidation after the server answered about dan@…")
                KataKit.expectEqual(screen.effects.remoteValidations.filter { $0 == .dan }, [.dan], "validations of dan@… sent to the server")
            },
            step("a password of exactly 8 characters cannot log in, 9 can") { screen in
                try await screen.fillInValidForm(password: .eightCharacters)
                KataKit.expectEqual(screen.state.password, .eightCharacters, "password after typing")
                KataKit.expectFalse(screen.state.canLogin, "canLogin with the 8-character password \"password\"")
                await screen.typePassword(.nineCharacters)
                KataKit.expectTrue(screen.state.canLogin, "canLogin with the 9-character password \"password1\"")
                await screen.typePassword(.eightCharacters)
                KataKit.expectFalse(screen.state.canLogin, "canLogin after going back to \"password\"")
            },
            step("tapping login when it is not allowed is ignored: no crash, no question") { screen in
                await screen.tapLogin()
                KataKit.expectEqual(screen.effects.confirmations, [], "questions asked after tapping login on an empty form")

                await screen.typePassword(.nineCharacters)
                await screen.typeEmail(.ana)
                await screen.tapLogin()
                KataKit.expectEqual(screen.effects.confirmations, [], "questions asked while the server validates the email")

                await screen.appear()
                try await screen.answerRemoteValidation(of: .ana, valid: true)
                await screen.setOnline(false)
                await screen.tapLogin()
                KataKit.expectEqual(screen.effects.confirmations, [], "questions asked while offline")
                KataKit.expectFalse(screen.state.loggingIn, "loggingIn after the ignored taps")
                KataKit.expectEqual(screen.effects.logins, [], "logins after the ignored taps")
            },
            step("tapping login asks for confirmation, and \"no\" does nothing") { screen in
                try await screen.fillInValidForm()
                await screen.tapLogin()
                KataKit.expectEqual(screen.effects.confirmations, ["Are you sure?"], "questions asked after one tap")
                KataKit.expectFalse(screen.state.loggingIn, "loggingIn while the question is on screen")
                try await screen.answerConfirmation(false)
                KataKit.expectEqual(screen.effects.logins, [], "logins after the user said no")
                KataKit.expectFalse(screen.state.loggingIn, "loggingIn after the user said no")
                KataKit.expectEqual(screen.said, [], "what the screen told the view after the user said no")
                await screen.tapLogin()
                KataKit.expectEqual(screen.effects.confirmations.count, 2, "questions asked after tapping login again")
            },
            step("\"yes\" logs in once with the email and password, and ends with loginFinished(token)") { screen in
                try await screen.fillInValidForm()
                await screen.tapLogin()
                try await screen.answerConfirmation(true)
                KataKit.expectTrue(screen.state.loggingIn, "loggingIn while the login request runs")
                KataKit.expectEqual(screen.effects.logins, [.init(email: .ana, password: .nineCharacters)], "logins after the user said yes")
                KataKit.expectEqual(screen.said, [], "what the screen told the view before the server answered")
                try await screen.finishLogin(with: .success("token-42"))
                KataKit.expectFalse(screen.state.loggingIn, "loggingIn after the login succeeded")
                KataKit.expectEqual(screen.said, [.loginFinished(token: "token-42")], "what the screen told the view")
                KataKit.expectEqual(screen.effects.logins.count, 1, "number of logins")
            },
            step("a failed login shows the error toast, clears loggingIn, and can be tried again") { screen in
                try await screen.fillInValidForm()
                await screen.tapLogin()
                try await screen.answerConfirmation(true)
                try await screen.finishLogin(with: .failure(LoginRejected()))
                KataKit.expectFalse(screen.state.loggingIn, "loggingIn after the login failed")
                KataKit.expectEqual(screen.said, [.errorToast], "what the screen told the view after the login failed")

                await screen.tapLogin()
                try await screen.answerConfirmation(true)
                KataKit.expectEqual(screen.effects.logins.count, 2, "logins after trying again")
                try await screen.finishLogin(with: .success("token-7"))
                KataKit.expectEqual(screen.said, [.errorToast, .loginFinished(token: "token-7")], "what the screen told the view")
            },
            step("a second tap while logging in does nothing") { screen in
                try await screen.fillInValidForm()
                await screen.tapLogin()
                try await screen.answerConfirmation(true)
                await screen.tapLogin()
                await screen.tapLogin()
                KataKit.expectEqual(screen.effects.confirmations.count, 1, "questions asked after tapping again while logging in")
                KataKit.expectEqual(screen.effects.logins.count, 1, "logins after tapping again while logging in")
                KataKit.expectTrue(screen.state.loggingIn, "loggingIn after the extra taps")
                try await screen.finishLogin(with: .success("token-42"))
                KataKit.expectEqual(screen.said, [.loginFinished(token: "token-42")], "what the screen told the view")
            },
            step("two taps before the question is answered, and \"yes\" to each question, log in once") { screen in
                // The user taps twice while "are you sure?" waits for an answer. Asking once
                // or twice are both fine; logging in twice is not.
                try await screen.fillInValidForm()
                await screen.tapLogin()
                await screen.tapLogin()
                let questions = await screen.answerEveryConfirmation(true)
                KataKit.expectTrue(questions > 0, "whether the two taps asked \"are you sure?\" at all")
                KataKit.expectEqual(screen.effects.logins, [.init(email: .ana, password: .nineCharacters)],
                                    "logins after two quick taps and \"yes\" to each of the \(questions) question(s) asked")
                KataKit.expectTrue(screen.state.loggingIn, "loggingIn while the one login runs")
                try await screen.finishLogin(with: .success("token-42"))
                KataKit.expectEqual(screen.said, [.loginFinished(token: "token-42")], "what the screen told the view after the login")
            },
        ]
    }

    // MARK: - The reducer, message by message

    static let reducerMessageByMessage: [Check] = [
        Check("[reducer] handles an email in three messages: input, local validation, remote validation") {
            let store = TestStore()
            store.send(.emailInputChanged(.ana)) {
                $0.email.rawValue = .ana
                $0.email.currentValidation = .local
            }
            await store.receive(.emailLocalValidation(email: .ana, valid: true)) {
                $0.email.currentValidation = .remote
            }
            await store.settle(until: { store.effects.isValidatingRemotely(.ana) })
            KataKit.expectTrue(store.effects.answerRemoteValidation(of: .ana, valid: true), "a remote validation of ana@… was waiting")
            await store.receive(.emailRemoteValidation(email: .ana, valid: true)) {
                $0.email.valid = true
                $0.email.currentValidation = nil
            }

            store.send(.emailInputChanged("ana")) {
                $0.email.rawValue = "ana"
                $0.email.valid = false
                $0.email.currentValidation = .local
            }
            await store.receive(.emailLocalValidation(email: "ana", valid: false)) {
                $0.email.currentValidation = nil
            }
            await store.finish()
            KataKit.expectEqual(store.effects.remoteValidations, [.ana], "emails sent to the server")
        },
        Check("[reducer] ignores validation feedback about an email that has since changed") {
            let store = TestStore()
            // The local validation of ana@… answers after the email changed to "ana".
            store.send(.emailInputChanged(.ana)) {
                $0.email.rawValue = .ana
                $0.email.currentValidation = .local
            }
            store.send(.emailInputChanged("ana")) {
                $0.email.rawValue = "ana"
            }
            await store.receive(.emailLocalValidation(email: .ana, valid: true)) // about ana@…: no change, no effect
            await store.receive(.emailLocalValidation(email: "ana", valid: false)) {
                $0.email.currentValidation = nil
            }
            KataKit.expectEqual(store.effects.remoteValidations, [], "emails sent to the server after the stale local validation of ana@…")

            // The server's answer about ana@… arrives after the email changed to bob@….
            store.send(.emailInputChanged(.ana)) {
                $0.email.rawValue = .ana
                $0.email.currentValidation = .local
            }
            await store.receive(.emailLocalValidation(email: .ana, valid: true)) {
                $0.email.currentValidation = .remote
            }
            store.send(.emailInputChanged(.bob)) {
                $0.email.rawValue = .bob
                $0.email.currentValidation = .local
            }
            await store.receive(.emailLocalValidation(email: .bob, valid: true)) {
                $0.email.currentValidation = .remote
            }
            await store.settle(until: { store.effects.isValidatingRemotely(.bob) })
            KataKit.expectTrue(store.effects.answerRemoteValidation(of: .ana, valid: true), "a remote validation of ana@… was waiting")
            await store.receive(.emailRemoteValidation(email: .ana, valid: true)) // about ana@…: no change
            KataKit.expectTrue(store.effects.answerRemoteValidation(of: .bob, valid: false), "a remote validation of bob@… was waiting")
            await store.receive(.emailRemoteValidation(email: .bob, valid: false)) {
                $0.email.currentValidation = nil
            }
            await store.finish()
        },
        Check("[reducer] logs in through confirmation and success feedback, and outputs loginFinished") {
            let store = TestStore(state: .readyToLogIn)
            store.send(.loginButtonClicked)
            await store.settle(until: { store.effects.isAskingForConfirmation })
            KataKit.expectEqual(store.effects.confirmations, ["Are you sure?"], "questions asked after the tap")
            KataKit.expectTrue(store.effects.answerConfirmation(true), "a question was waiting for an answer")
            await store.receive(.loginAlertConfirmation(confirm: true)) {
                $0.loggingIn = true
            }
            await store.settle(until: { store.effects.isLoggingIn })
            KataKit.expectEqual(store.effects.logins, [.init(email: .ana, password: .nineCharacters)], "logins after the user said yes")
            KataKit.expectTrue(store.effects.finishLogin(with: .success("token-42")), "a login was waiting for the server")
            await store.receive(.loginSuccessful(token: "token-42"), output: .loginFinished(token: "token-42")) {
                $0.loggingIn = false
            }
            await store.finish()
        },
        Check("[reducer] outputs the error toast after a failed login, and does nothing after a \"no\"") {
            let store = TestStore(state: .readyToLogIn)
            store.send(.loginButtonClicked)
            await store.settle(until: { store.effects.isAskingForConfirmation })
            KataKit.expectTrue(store.effects.answerConfirmation(false), "a question was waiting for an answer")
            await store.receive(.loginAlertConfirmation(confirm: false))

            store.send(.loginButtonClicked)
            await store.settle(until: { store.effects.isAskingForConfirmation })
            KataKit.expectTrue(store.effects.answerConfirmation(true), "a question was waiting for an answer")
            await store.receive(.loginAlertConfirmation(confirm: true)) {
                $0.loggingIn = true
            }
            await store.settle(until: { store.effects.isLoggingIn })
            KataKit.expectTrue(store.effects.finishLogin(with: .failure(LoginRejected())), "a login was waiting for the server")
            await store.receive(.loginFailed, output: .showErrorToast) {
                $0.loggingIn = false
            }
            await store.finish()
            KataKit.expectEqual(store.effects.logins.count, 1, "logins: one per \"yes\"")
        },
        Check("[reducer] its connectivity effect sends one feedback per change, and ends with the stream") {
            let store = TestStore()
            store.send(.onAppear)
            await store.settle(until: { store.effects.connectivityListeners > 0 })
            guard store.effects.connectivityListeners == 1 else {
                return KataKit.fail("connectivity listeners after onAppear: expected 1 but got \(store.effects.connectivityListeners)")
            }
            store.effects.setOnline(false)
            await store.receive(.internetStateChanged(online: false), fromStream: true) {
                $0.online = false
            }
            store.effects.setOnline(true)
            await store.receive(.internetStateChanged(online: true), fromStream: true) {
                $0.online = true
            }
            store.effects.endConnectivity()
            await store.finish()
        },
        Check("[reducer] returns .none for a login tap it does not allow: no effect at all") {
            var offline = LoginState.readyToLogIn
            offline.online = false
            var loggingIn = LoginState.readyToLogIn
            loggingIn.loggingIn = true
            var validating = LoginState.readyToLogIn
            validating.email.valid = false
            validating.email.currentValidation = .remote
            for (state, situation) in [(offline, "offline"), (loggingIn, "while logging in"), (validating, "while the server validates the email")] {
                let store = TestStore(state: state)
                store.send(.loginButtonClicked)
                // An empty `.run { _ in }` is an effect too: the store starts a task for it.
                KataKit.expectEqual(store.effectsStarted, 0, "effects the reducer returned for a login tap \(situation) (expected .none)")
                await store.finish()
                KataKit.expectEqual(store.effects.confirmations, [], "questions asked after a login tap \(situation)")
            }

            // The same tap, allowed, does ask.
            let store = TestStore(state: .readyToLogIn)
            store.send(.loginButtonClicked)
            KataKit.expectEqual(store.effectsStarted, 1, "effects the reducer returned for a login tap that is allowed")
            await store.settle(until: { store.effects.isAskingForConfirmation })
            KataKit.expectTrue(store.effects.answerConfirmation(false), "a question was waiting for an answer after a tap that is allowed")
            await store.receive(.loginAlertConfirmation(confirm: false))
            await store.finish()
        },
        Check("[reducer] starts no work itself: it calls the effects only inside the effects it returns") {
            let store = TestStore()
            store.send(.loginButtonClicked) // not allowed yet
            store.send(.onAppear)
            store.send(.passwordInputChanged(.nineCharacters)) { $0.password = .nineCharacters }
            store.send(.emailInputChanged(.ana)) {
                $0.email.rawValue = .ana
                $0.email.currentValidation = .local
            }
            await store.receive(.emailLocalValidation(email: .ana, valid: true)) {
                $0.email.currentValidation = .remote
            }
            await store.settle(until: { store.effects.isValidatingRemotely(.ana) })
            _ = store.effects.answerRemoteValidation(of: .ana, valid: true)
            await store.receive(.emailRemoteValidation(email: .ana, valid: true)) {
                $0.email.valid = true
                $0.email.currentValidation = nil
            }
            store.send(.loginButtonClicked)
            await store.settle(until: { store.effects.isAskingForConfirmation })
            _ = store.effects.answerConfirmation(true)
            await store.receive(.loginAlertConfirmation(confirm: true)) { $0.loggingIn = true }
            await store.settle(until: { store.effects.isLoggingIn })
            _ = store.effects.finishLogin(with: .success("token-42"))
            await store.receive(.loginSuccessful(token: "token-42"), output: .loginFinished(token: "token-42")) { $0.loggingIn = false }
            store.effects.endConnectivity()
            await store.finish()
            KataKit.expectEqual(store.effects.callsOutsideEffects, [],
                                "effects called while reducing a message, or from a task the reducer started itself, instead of inside a .run it returned")
        },
        Check("[reducer] a state copied in the middle of a sequence, fed the same messages, gives the same states and effects") {
            // LoginState is a value: a copy goes on alone. A class inside it (a box for one of
            // its fields, a cache) is shared by the copy, and what the original does next
            // changes what the copy does.
            let reducer = LoginReducer(effects: FakeEffects().effects)
            var original = LoginState()
            for message in copiedStateProbe.before {
                _ = reducer.reduce(message, into: &original)
            }
            var copy = original
            var originalSteps: [String] = []
            for message in copiedStateProbe.after {
                let effect = reducer.reduce(message, into: &original)
                originalSteps.append("\(describe(original)), \(describe(effect))")
            }
            for (index, message) in copiedStateProbe.after.enumerated() {
                let effect = reducer.reduce(message, into: &copy)
                let seen = "\(describe(copy)), \(describe(effect))"
                guard seen == originalSteps[index] else {
                    KataKit.fail("a copy of the state, made once the form was filled in, then fed the same \(copiedStateProbe.after.count) "
                                 + "messages as the original: after message \(index + 1), \(message), expected what the original showed, "
                                 + "\(originalSteps[index]), but got \(seen): the copy shares something with the original (a class "
                                 + "inside LoginState?)")
                    return
                }
            }
        },
    ]

    /// The messages before the state is copied (a form filled in, online), and after.
    static var copiedStateProbe: (before: [Message<LoginReducer.Input, LoginReducer.Feedback>],
                                  after: [Message<LoginReducer.Input, LoginReducer.Feedback>]) {
        (before: [
            .input(.onAppear),
            .input(.passwordInputChanged(.nineCharacters)),
            .input(.emailInputChanged(.ana)),
            .feedback(.emailLocalValidation(email: .ana, valid: true)),
            .feedback(.emailRemoteValidation(email: .ana, valid: true)),
        ],
        after: [
            .input(.loginButtonClicked),
            .feedback(.loginAlertConfirmation(confirm: true)),
            .input(.loginButtonClicked),
            .feedback(.internetStateChanged(online: false)),
            .input(.passwordInputChanged(.eightCharacters)),
            .input(.emailInputChanged(.bob)),
            .feedback(.emailLocalValidation(email: .bob, valid: true)),
        ])
    }

    /// A state as a failure message shows it: every field, and `canLogin`.
    static func describe(_ state: LoginState) -> String {
        "online \(state.online), email \(String(reflecting: state.email.rawValue)) (valid \(state.email.valid), validation "
            + "\(state.email.currentValidation.map { "\($0)" } ?? "nil")), password \(String(reflecting: state.password)), "
            + "loggingIn \(state.loggingIn), canLogin \(state.canLogin)"
    }

    /// An effect as a failure message shows it: its kind, and what it outputs.
    static func describe(_ effect: Effect<LoginReducer.Feedback, LoginReducer.Output>) -> String {
        switch effect {
        case .none: "no effect"
        case .output(let output): "the output \(output)"
        case .run: "an effect to run"
        }
    }

    // MARK: - The rules

    static let rules: [Rule] = [
        Rule("the reducer keeps no state of its own: it is a value",
             because: "every change of the screen should be traceable to one message and visible in LoginState; a reducer object that remembers things changes what the next message does without a message saying so") { code in
            code.types("LoginReducer").mustHaveValueSemantics()
        },
        Rule("the reducer is pure: it uses only plain values, and describes its effects",
             because: "a reducer turns a message and a state into a new state and a description of the work to do; one that logs, reads the defaults or starts a task itself does work no message shows, and a test cannot replay it") { code in
            code.types("LoginReducer").mustStayPure()
        },
        Rule("the plain view model calls its effects itself, not through the reducer",
             because: "plain methods are there for locality: each flow reads top to bottom in one method; sending it through the reducer's messages and store brings back the ping-pong the article warns about") { code in
            code.types("LoginViewModel").mustNotReach(code.types("LoginReducer", "Store", "Reducer", "Message", "Effect"), following: .runs)
        },
        Rule("the plain view model changes its state only on the main actor",
             because: "the view reads the state on the main actor; a task that changes it from another thread (the article's view models do) races with the view, so the view model must be @MainActor") { code in
            viewModelStaysOnItsActor(in: code)
        },
    ]
}

// MARK: - Fixtures

extension String {
    static let ana = "ana@example.com"
    static let bob = "bob@example.com"
    static let cat = "cat@example.com"
    static let dan = "dan@example.com"
    /// "password": exactly 8 characters, one too few.
    static let eightCharacters = "password"
    /// "password1": 9 characters, just enough.
    static let nineCharacters = "password1"
}

extension LoginState {
    /// Online, with an email the server accepted and a password long enough.
    static var readyToLogIn: LoginState {
        LoginState(
            online: true,
            email: Email(rawValue: .ana, valid: true, currentValidation: nil),
            password: .nineCharacters,
            loggingIn: false
        )
    }
}

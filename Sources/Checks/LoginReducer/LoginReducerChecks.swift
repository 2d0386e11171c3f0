#if SOLUTION
@testable import LoginReducerSolution
#else
@testable import LoginReducer
#endif
import KataKit

/// One behaviour script for every version of the login screen, then the reducer's messages
/// checked one by one.
@main
struct LoginReducerChecks: Kata {
    static let checks: [Check] = [
        // MARK: - The state's rule

        Check("login needs a connection, a validated email and a password longer than 8 characters") {
            expectTrue(LoginState.readyToLogIn.canLogin, "canLogin online, with a validated email and the password \"password1\"")
            var state = LoginState.readyToLogIn
            state.online = false
            expectFalse(state.canLogin, "canLogin offline")
            state = .readyToLogIn
            state.email.valid = false
            expectFalse(state.canLogin, "canLogin with an email the server has not accepted")
            state = .readyToLogIn
            state.password = .eightCharacters
            expectFalse(state.canLogin, "canLogin with the 8-character password \"password\"")
            state.password = ""
            expectFalse(state.canLogin, "canLogin with an empty password")
        },

        // MARK: - The behaviour script, for every version

        Check("appearing starts listening to connectivity, and going offline disables login") {
            try await forEachVersion { screen in
                expectEqual(screen.effects.connectivityListeners, 0, "\(screen) connectivity listeners before the screen appears")
                await screen.appear()
                expectEqual(screen.effects.connectivityListeners, 1, "\(screen) connectivity listeners after the screen appears")
                try await screen.fillInValidForm()
                expectTrue(screen.state.canLogin, "\(screen) canLogin with a valid form, online")
                await screen.setOnline(false)
                expectFalse(screen.state.online, "\(screen) online after the device went offline")
                expectFalse(screen.state.canLogin, "\(screen) canLogin after the device went offline")
                await screen.setOnline(true)
                expectTrue(screen.state.online, "\(screen) online after the device came back online")
                expectTrue(screen.state.canLogin, "\(screen) canLogin after the device came back online")
            }
        },
        Check("an email without \"@\" is invalid and starts no remote validation") {
            try await forEachVersion { screen in
                await screen.typeEmail("ana.example.com")
                expectEqual(screen.state.email.rawValue, "ana.example.com", "\(screen) email.rawValue after typing")
                expectFalse(screen.state.email.valid, "\(screen) email.valid for \"ana.example.com\"")
                expectNil(screen.state.email.currentValidation, "\(screen) email.currentValidation once the local validation failed")
                expectEqual(screen.effects.remoteValidations, [], "\(screen) emails sent to the server")

                try await screen.fillInValidForm()
                await screen.typeEmail("ana")
                expectFalse(screen.state.email.valid, "\(screen) email.valid after a valid email was changed to \"ana\"")
                expectFalse(screen.state.canLogin, "\(screen) canLogin after the email was changed to \"ana\"")
                expectEqual(screen.effects.remoteValidations, [.ana], "\(screen) emails sent to the server")
            }
        },
        Check("a locally valid email starts exactly one remote validation, and login waits for its answer") {
            try await forEachVersion { screen in
                await screen.typePassword(.nineCharacters)
                await screen.typeEmail(.ana)
                expectEqual(screen.effects.remoteValidations, [.ana], "\(screen) emails sent to the server")
                expectEqual(screen.state.email.currentValidation, .remote, "\(screen) email.currentValidation while the server validates")
                expectFalse(screen.state.email.valid, "\(screen) email.valid before the server answered")
                expectFalse(screen.state.canLogin, "\(screen) canLogin before the server answered")

                try await screen.answerRemoteValidation(of: .ana, valid: true)
                expectTrue(screen.state.email.valid, "\(screen) email.valid after the server accepted it")
                expectNil(screen.state.email.currentValidation, "\(screen) email.currentValidation after the server answered")
                expectTrue(screen.state.canLogin, "\(screen) canLogin after the server accepted the email")
                expectEqual(screen.effects.remoteValidations, [.ana], "\(screen) emails sent to the server, after it answered")
            }
        },
        Check("an email the server rejects keeps login disabled") {
            try await forEachVersion { screen in
                await screen.typePassword(.nineCharacters)
                await screen.typeEmail(.ana)
                try await screen.answerRemoteValidation(of: .ana, valid: false)
                expectFalse(screen.state.email.valid, "\(screen) email.valid after the server rejected it")
                expectNil(screen.state.email.currentValidation, "\(screen) email.currentValidation after the server answered")
                expectFalse(screen.state.canLogin, "\(screen) canLogin after the server rejected the email")
            }
        },
        Check("a remote answer for an email that has since changed is ignored") {
            try await forEachVersion { screen in
                await screen.typePassword(.nineCharacters)
                await screen.typeEmail(.ana)
                await screen.typeEmail(.bob)
                expectEqual(screen.effects.remoteValidations, [.ana, .bob], "\(screen) emails sent to the server")
                try await screen.answerRemoteValidation(of: .ana, valid: true)
                expectEqual(screen.state.email.rawValue, .bob, "\(screen) email.rawValue")
                expectFalse(screen.state.email.valid, "\(screen) email.valid of bob@… after the server accepted the old ana@…")
                expectEqual(screen.state.email.currentValidation, .remote, "\(screen) email.currentValidation: bob@… is still being validated")
                expectFalse(screen.state.canLogin, "\(screen) canLogin after the server accepted the old email only")
                try await screen.answerRemoteValidation(of: .bob, valid: false)
                expectFalse(screen.state.email.valid, "\(screen) email.valid after the server rejected bob@…")
                expectNil(screen.state.email.currentValidation, "\(screen) email.currentValidation after both answers")

                // A late "invalid" for an old email must not undo the current email's "valid".
                await screen.typeEmail(.cat)
                await screen.typeEmail(.dan)
                try await screen.answerRemoteValidation(of: .dan, valid: true)
                try await screen.answerRemoteValidation(of: .cat, valid: false)
                expectTrue(screen.state.email.valid, "\(screen) email.valid of dan@… after a late rejection of the old cat@…")
                expectTrue(screen.state.canLogin, "\(screen) canLogin after a late rejection of an old email")

                // Nor may a late "valid" make an email without "@" valid.
                await screen.typeEmail(.ana)
                await screen.typeEmail("ana")
                try await screen.answerRemoteValidation(of: .ana, valid: true)
                expectFalse(screen.state.email.valid, "\(screen) email.valid of \"ana\" after a late acceptance of ana@…")
                expectNil(screen.state.email.currentValidation, "\(screen) email.currentValidation of \"ana\"")
            }
        },
        Check("a password of exactly 8 characters cannot log in, 9 can") {
            try await forEachVersion { screen in
                try await screen.fillInValidForm(password: .eightCharacters)
                expectEqual(screen.state.password, .eightCharacters, "\(screen) password after typing")
                expectFalse(screen.state.canLogin, "\(screen) canLogin with the 8-character password \"password\"")
                await screen.typePassword(.nineCharacters)
                expectTrue(screen.state.canLogin, "\(screen) canLogin with the 9-character password \"password1\"")
                await screen.typePassword(.eightCharacters)
                expectFalse(screen.state.canLogin, "\(screen) canLogin after going back to \"password\"")
            }
        },
        Check("tapping login when it is not allowed is ignored: no crash, no question") {
            try await forEachVersion { screen in
                await screen.tapLogin()
                expectEqual(screen.effects.confirmations, [], "\(screen) questions asked after tapping login on an empty form")

                await screen.typePassword(.nineCharacters)
                await screen.typeEmail(.ana)
                await screen.tapLogin()
                expectEqual(screen.effects.confirmations, [], "\(screen) questions asked while the server validates the email")

                await screen.appear()
                try await screen.answerRemoteValidation(of: .ana, valid: true)
                await screen.setOnline(false)
                await screen.tapLogin()
                expectEqual(screen.effects.confirmations, [], "\(screen) questions asked while offline")
                expectFalse(screen.state.loggingIn, "\(screen) loggingIn after the ignored taps")
                expectEqual(screen.effects.logins, [], "\(screen) logins after the ignored taps")
            }
        },
        Check("tapping login asks for confirmation, and \"no\" does nothing") {
            try await forEachVersion { screen in
                try await screen.fillInValidForm()
                await screen.tapLogin()
                expectEqual(screen.effects.confirmations.count, 1, "\(screen) questions asked after one tap")
                expectFalse(screen.state.loggingIn, "\(screen) loggingIn while the question is on screen")
                try await screen.answerConfirmation(false)
                expectEqual(screen.effects.logins, [], "\(screen) logins after the user said no")
                expectFalse(screen.state.loggingIn, "\(screen) loggingIn after the user said no")
                expectEqual(screen.said, [], "\(screen) what the screen told the view after the user said no")
                await screen.tapLogin()
                expectEqual(screen.effects.confirmations.count, 2, "\(screen) questions asked after tapping login again")
            }
        },
        Check("\"yes\" logs in once with the email and password, and ends with loginFinished(token)") {
            try await forEachVersion { screen in
                try await screen.fillInValidForm()
                await screen.tapLogin()
                try await screen.answerConfirmation(true)
                expectTrue(screen.state.loggingIn, "\(screen) loggingIn while the login request runs")
                expectEqual(screen.effects.logins, [.init(email: .ana, password: .nineCharacters)], "\(screen) logins after the user said yes")
                expectEqual(screen.said, [], "\(screen) what the screen told the view before the server answered")
                try await screen.finishLogin(with: .success("token-42"))
                expectFalse(screen.state.loggingIn, "\(screen) loggingIn after the login succeeded")
                expectEqual(screen.said, [.loginFinished(token: "token-42")], "\(screen) what the screen told the view")
                expectEqual(screen.effects.logins.count, 1, "\(screen) number of logins")
            }
        },
        Check("a failed login shows the error toast, clears loggingIn, and can be tried again") {
            try await forEachVersion { screen in
                try await screen.fillInValidForm()
                await screen.tapLogin()
                try await screen.answerConfirmation(true)
                try await screen.finishLogin(with: .failure(LoginRejected()))
                expectFalse(screen.state.loggingIn, "\(screen) loggingIn after the login failed")
                expectEqual(screen.said, [.errorToast], "\(screen) what the screen told the view after the login failed")

                await screen.tapLogin()
                try await screen.answerConfirmation(true)
                expectEqual(screen.effects.logins.count, 2, "\(screen) logins after trying again")
                try await screen.finishLogin(with: .success("token-7"))
                expectEqual(screen.said, [.errorToast, .loginFinished(token: "token-7")], "\(screen) what the screen told the view")
            }
        },
        Check("a second tap while logging in does nothing") {
            try await forEachVersion { screen in
                try await screen.fillInValidForm()
                await screen.tapLogin()
                try await screen.answerConfirmation(true)
                await screen.tapLogin()
                await screen.tapLogin()
                expectEqual(screen.effects.confirmations.count, 1, "\(screen) questions asked after tapping again while logging in")
                expectEqual(screen.effects.logins.count, 1, "\(screen) logins after tapping again while logging in")
                expectTrue(screen.state.loggingIn, "\(screen) loggingIn after the extra taps")
                try await screen.finishLogin(with: .success("token-42"))
                expectEqual(screen.said, [.loginFinished(token: "token-42")], "\(screen) what the screen told the view")
            }
        },

        // MARK: - The reducer, message by message

        Check("the reducer handles an email in three messages: input, local validation, remote validation") {
            let effects = FakeEffects()
            let store = TestStore(reducer: LoginReducer(effects: effects.effects))
            await store.send(.emailInputChanged(.ana)) {
                $0.email.rawValue = .ana
                $0.email.currentValidation = .local
            }
            await store.receive(.emailLocalValidation(email: .ana, valid: true)) {
                $0.email.currentValidation = .remote
            }
            expectTrue(effects.answerRemoteValidation(of: .ana, valid: true), "a remote validation of ana@… was waiting")
            await store.receive(.emailRemoteValidation(email: .ana, valid: true)) {
                $0.email.valid = true
                $0.email.currentValidation = nil
            }

            await store.send(.emailInputChanged("ana")) {
                $0.email.rawValue = "ana"
                $0.email.valid = false
                $0.email.currentValidation = .local
            }
            await store.receive(.emailLocalValidation(email: "ana", valid: false)) {
                $0.email.currentValidation = nil
            }
            await store.finish()
            expectEqual(effects.remoteValidations, [.ana], "emails sent to the server")
        },
        Check("the reducer ignores validation feedback about an email that has since changed") {
            let effects = FakeEffects()
            let store = TestStore(reducer: LoginReducer(effects: effects.effects))
            await store.send(.emailInputChanged(.ana)) {
                $0.email.rawValue = .ana
                $0.email.currentValidation = .local
            }
            await store.receive(.emailLocalValidation(email: .ana, valid: true)) {
                $0.email.currentValidation = .remote
            }
            await store.send(.emailInputChanged(.bob)) {
                $0.email.rawValue = .bob
                $0.email.currentValidation = .local
            }
            await store.receive(.emailLocalValidation(email: .bob, valid: true)) {
                $0.email.currentValidation = .remote
            }
            expectTrue(effects.answerRemoteValidation(of: .ana, valid: true), "a remote validation of ana@… was waiting")
            await store.receive(.emailRemoteValidation(email: .ana, valid: true)) // about ana@…: no change
            expectTrue(effects.answerRemoteValidation(of: .bob, valid: false), "a remote validation of bob@… was waiting")
            await store.receive(.emailRemoteValidation(email: .bob, valid: false)) {
                $0.email.currentValidation = nil
            }
            await store.finish()
        },
        Check("the reducer logs in through confirmation and success feedback, and outputs loginFinished") {
            let effects = FakeEffects()
            let store = TestStore(state: .readyToLogIn, reducer: LoginReducer(effects: effects.effects))
            await store.send(.loginButtonClicked)
            expectEqual(effects.confirmations.count, 1, "questions asked after the tap")
            expectTrue(effects.answerConfirmation(true), "a question was waiting for an answer")
            await store.receive(.loginAlertConfirmation(confirm: true)) {
                $0.loggingIn = true
            }
            expectEqual(effects.logins, [.init(email: .ana, password: .nineCharacters)], "logins after the user said yes")
            expectTrue(effects.finishLogin(with: .success("token-42")), "a login was waiting for the server")
            await store.receive(.loginSuccessful(token: "token-42"), output: .loginFinished(token: "token-42")) {
                $0.loggingIn = false
            }
            await store.finish()
        },
        Check("the reducer outputs the error toast after a failed login, and does nothing after a \"no\"") {
            let effects = FakeEffects()
            let store = TestStore(state: .readyToLogIn, reducer: LoginReducer(effects: effects.effects))
            await store.send(.loginButtonClicked)
            expectTrue(effects.answerConfirmation(false), "a question was waiting for an answer")
            await store.receive(.loginAlertConfirmation(confirm: false))

            await store.send(.loginButtonClicked)
            expectTrue(effects.answerConfirmation(true), "a question was waiting for an answer")
            await store.receive(.loginAlertConfirmation(confirm: true)) {
                $0.loggingIn = true
            }
            expectTrue(effects.finishLogin(with: .failure(LoginRejected())), "a login was waiting for the server")
            await store.receive(.loginFailed, output: .showErrorToast) {
                $0.loggingIn = false
            }
            await store.finish()
            expectEqual(effects.logins.count, 1, "logins: one per \"yes\"")
        },
        Check("the reducer's connectivity effect sends one feedback per change, and ends with the stream") {
            let effects = FakeEffects()
            let store = TestStore(reducer: LoginReducer(effects: effects.effects))
            await store.send(.onAppear)
            expectEqual(effects.connectivityListeners, 1, "connectivity listeners after onAppear")
            effects.setOnline(false)
            await store.receive(.internetStateChanged(online: false)) {
                $0.online = false
            }
            effects.setOnline(true)
            await store.receive(.internetStateChanged(online: true)) {
                $0.online = true
            }
            effects.endConnectivity()
            await store.finish()
        },
        Check("the reducer ignores a login tap it does not allow, and starts no effect for it") {
            let effects = FakeEffects()
            var offline = LoginState.readyToLogIn
            offline.online = false
            let offlineStore = TestStore(state: offline, reducer: LoginReducer(effects: effects.effects))
            await offlineStore.send(.loginButtonClicked)
            await offlineStore.finish()

            var loggingIn = LoginState.readyToLogIn
            loggingIn.loggingIn = true
            let busyStore = TestStore(state: loggingIn, reducer: LoginReducer(effects: effects.effects))
            await busyStore.send(.loginButtonClicked)
            await busyStore.finish()
            expectEqual(effects.confirmations, [], "questions asked after taps that are not allowed")

            // The same tap, allowed, does ask.
            let readyStore = TestStore(state: .readyToLogIn, reducer: LoginReducer(effects: effects.effects))
            await readyStore.send(.loginButtonClicked)
            expectEqual(effects.confirmations.count, 1, "questions asked after a tap that is allowed")
            expectTrue(effects.answerConfirmation(false), "a question was waiting for an answer")
            await readyStore.receive(.loginAlertConfirmation(confirm: false))
            await readyStore.finish()
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

#if CHANGE_SOLUTION
@testable import LoginReducerChangeSolution
#elseif SOLUTION
@testable import LoginReducerSolution
#else
@testable import LoginReducer
#endif


/// Effects that answer only when the check says so, and remember what they were asked.
///
/// Every request suspends on a continuation until the check answers it with one of the
/// `answer…`, `finishLogin…` or `setOnline` methods: the check decides the order in which
/// things happen, with no clock involved.
@MainActor
final class FakeEffects {
    /// The emails sent to the server for validation, in order.
    private(set) var remoteValidations: [String] = []
    /// The questions shown to the user, in order.
    private(set) var confirmations: [String] = []
    /// The logins attempted, in order.
    private(set) var logins: [Credentials] = []
    /// How many times the screen started listening to connectivity.
    private(set) var connectivityListeners = 0
    /// Every call the screen made outside an effect that a ``TestStore`` runs, such as a call
    /// made by the reducer itself while it reduces a message: `localEmailValidation("ana")`.
    private(set) var callsOutsideEffects: [String] = []

    private var pendingRemoteValidations: [(email: String, answer: CheckedContinuation<Bool, Never>)] = []
    private var pendingConfirmations: [CheckedContinuation<Bool, Never>] = []
    private var pendingLogins: [CheckedContinuation<String, any Error>] = []
    private var connectivity: [AsyncStream<Bool>.Continuation] = []

    struct Credentials: Equatable, CustomStringConvertible {
        var email: String
        var password: String
        var description: String { "(\(String(reflecting: email)), \(String(reflecting: password)))" }
    }

    /// The closures to hand to a version of the screen.
    var effects: LoginEffects {
        LoginEffects(
            login: { email, password in try await self.login(email, password) },
            localEmailValidation: { email in
                self.called("localEmailValidation(\(String(reflecting: email)))")
                return email.contains("@")
            },
            remoteEmailValidation: { email in await self.remoteEmailValidation(email) },
            showConfirmation: { text in await self.showConfirmation(text) },
            onlineStream: { self.onlineStream() }
        )
    }

    // MARK: - What the screen calls

    private func login(_ email: String, _ password: String) async throws -> String {
        called("login(\(String(reflecting: email)), \(String(reflecting: password)))")
        logins.append(Credentials(email: email, password: password))
        return try await withCheckedThrowingContinuation { pendingLogins.append($0) }
    }

    private func remoteEmailValidation(_ email: String) async -> Bool {
        called("remoteEmailValidation(\(String(reflecting: email)))")
        remoteValidations.append(email)
        return await withCheckedContinuation { pendingRemoteValidations.append((email, $0)) }
    }

    private func showConfirmation(_ text: String) async -> Bool {
        called("showConfirmation(\(String(reflecting: text)))")
        confirmations.append(text)
        return await withCheckedContinuation { pendingConfirmations.append($0) }
    }

    private func onlineStream() -> AsyncStream<Bool> {
        called("onlineStream()")
        connectivityListeners += 1
        let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
        connectivity.append(continuation)
        return stream
    }

    private func called(_ call: String) {
        if !TestStore.isRunningEffect { callsOutsideEffects.append(call) }
    }

    // MARK: - What the check does

    /// Whether the screen is waiting for the server to validate `email`.
    func isValidatingRemotely(_ email: String) -> Bool {
        pendingRemoteValidations.contains { $0.email == email }
    }

    /// How much the screen has asked so far: changes whenever the screen calls an effect or an
    /// answer is given, so that a check can tell when the screen has stopped working.
    var activity: [Int] {
        [remoteValidations.count, confirmations.count, logins.count, connectivityListeners, callsOutsideEffects.count,
         pendingRemoteValidations.count, pendingConfirmations.count, pendingLogins.count]
    }

    var isAskingForConfirmation: Bool { !pendingConfirmations.isEmpty }
    var isLoggingIn: Bool { !pendingLogins.isEmpty }

    /// The server answers the oldest pending validation of `email`.
    /// - Returns: `false` when no validation of `email` was waiting.
    func answerRemoteValidation(of email: String, valid: Bool) -> Bool {
        guard let index = pendingRemoteValidations.firstIndex(where: { $0.email == email }) else { return false }
        pendingRemoteValidations.remove(at: index).answer.resume(returning: valid)
        return true
    }

    /// The server answers every pending validation, oldest first.
    /// - Returns: The emails it answered about.
    func answerEveryRemoteValidation(valid: Bool) -> [String] {
        let answered = pendingRemoteValidations
        pendingRemoteValidations = []
        for validation in answered { validation.answer.resume(returning: valid) }
        return answered.map(\.email)
    }

    /// The user answers the oldest question.
    /// - Returns: `false` when no question was waiting.
    func answerConfirmation(_ yes: Bool) -> Bool {
        guard !pendingConfirmations.isEmpty else { return false }
        pendingConfirmations.removeFirst().resume(returning: yes)
        return true
    }

    /// The oldest pending login ends with a token or an error.
    /// - Returns: `false` when no login was waiting.
    func finishLogin(with result: Result<String, LoginRejected>) -> Bool {
        guard !pendingLogins.isEmpty else { return false }
        pendingLogins.removeFirst().resume(with: result.mapError { $0 as any Error })
        return true
    }

    /// The device goes online or offline: every listener hears it.
    func setOnline(_ online: Bool) {
        for continuation in connectivity { continuation.yield(online) }
    }

    /// The app stops watching connectivity: every stream ends.
    func endConnectivity() {
        for continuation in connectivity { continuation.finish() }
        connectivity = []
    }
}

/// The error the fake server throws for a login it refuses.
struct LoginRejected: Error {}

/// The work the login screen asks the outside world to do, as closures that the app and the
/// checks pass in. The three versions of the screen share it.
///
/// The app passes real implementations (a network client, an alert, a path monitor); the
/// checks pass fakes that answer exactly when the check says so.
///
/// Every closure runs on the main actor, so whatever a version does with the answer happens on
/// the main actor too. An implementation can still await work elsewhere (a network request)
/// without blocking the main actor.
struct LoginEffects: Sendable {
    /// Logs in and returns a session token, or throws.
    var login: @MainActor @Sendable (_ email: String, _ password: String) async throws -> String
    /// Whether the text looks like an email (contains "@"). Quick: runs on the device.
    var localEmailValidation: @MainActor @Sendable (_ email: String) -> Bool
    /// Whether the server knows this email. Slow: answers after a network round trip.
    var remoteEmailValidation: @MainActor @Sendable (_ email: String) async -> Bool
    /// Asks the user a yes/no question and returns `true` for "yes".
    var showConfirmation: @MainActor @Sendable (_ text: String) async -> Bool
    /// Whether the device is online, each time it changes. The stream ends when the app stops
    /// watching the connection.
    var onlineStream: @MainActor @Sendable () -> AsyncStream<Bool>
    /// Saves the email for the next launch ("remember me"). Nothing by default: an app without
    /// the switch passes nothing.
    var rememberEmail: @MainActor @Sendable (_ email: String) async -> Void = { _ in }
}

import Foundation

/// The app's settings, looked up by name: `settings("KEY")`.
@dynamicCallable
struct Settings: Sendable {
    func dynamicallyCall(withArguments names: [String]) -> String? {
        names.first.flatMap { ProcessInfo.processInfo.environment[$0] }
    }
}

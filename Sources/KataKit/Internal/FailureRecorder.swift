import Foundation

/// Collects the failures of the check that is running.
///
/// Assertions may be called from any isolation (a spy's callback, a detached task), so the
/// recorder is a lock rather than an actor.
final class FailureRecorder: @unchecked Sendable {
    static let shared = FailureRecorder()

    private let lock = NSLock()
    private var failures: [Failure] = []

    func record(_ failure: Failure) {
        lock.withLock { failures.append(failure) }
    }

    /// Returns the failures recorded so far and starts afresh.
    func take() -> [Failure] {
        lock.withLock {
            defer { failures = [] }
            return failures
        }
    }

    private var unmatchedNames: [String] = []

    /// A rule's names that matched nothing (``SpelledNames``), for its result.
    func recordUnmatched(_ names: [String]) {
        lock.withLock { unmatchedNames += names }
    }

    /// Returns the unmatched names recorded so far and starts afresh.
    func takeUnmatched() -> [String] {
        lock.withLock {
            defer { unmatchedNames = [] }
            return unmatchedNames
        }
    }

    /// The failures recorded so far, leaving them in place.
    func peek() -> [Failure] {
        lock.withLock { failures }
    }
}

func recordFailure(_ message: String, file: StaticString, line: UInt) {
    FailureRecorder.shared.record(Failure(message: message, file: "\(file)", line: Int(line)))
}

/// `"label: detail"`, or just the detail when there is no label.
func describe(_ detail: String, _ label: String) -> String {
    label.isEmpty ? detail : "\(label): \(detail)"
}

/// A value as a learner reads it: strings quoted, optionals without `Optional(…)`.
func show(_ value: Any?) -> String {
    guard let value else { return "nil" }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return show(wrapped)
    }
    if let string = value as? String { return String(reflecting: string) }
    if mirror.displayStyle == .enum {
        let text = String(describing: value), typeName = "\(type(of: value))"
        return text.hasPrefix(typeName) ? text : "\(typeName).\(text)"
    }
    return String(describing: value)
}

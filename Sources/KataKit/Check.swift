/// One behaviour of a kata, checked like an XCTest test method.
///
/// The body runs on the main actor, may be `async`, and records failures through the
/// `expect…` assertions. A thrown error fails the check with the error's description.
public struct Check: Sendable {
    /// What the learner's code should do, in words: "a one-day trip lasts 1 day".
    public let name: String
    /// Whether the check drives behaviour or reads the code's structure.
    public let kind: CheckKind
    let body: @MainActor @Sendable () async throws -> Void

    /// Creates a check.
    ///
    /// - Parameters:
    ///   - name: The behaviour, phrased as a statement about the learner's code.
    ///   - body: The check itself.
    public init(_ name: String, _ body: @escaping @MainActor @Sendable () async throws -> Void) {
        self.init(name, kind: .behaviour, body)
    }

    init(_ name: String, kind: CheckKind, _ body: @escaping @MainActor @Sendable () async throws -> Void) {
        self.name = name
        self.kind = kind
        self.body = body
    }
}

/// What a check looks at: the code's behaviour at the kata's boundaries, or its structure
/// (an architecture rule read from the compiler's index).
public enum CheckKind: String, Codable, Sendable {
    case behaviour, architecture
}

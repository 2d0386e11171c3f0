/// The parts of a kata's code and the arrows the lesson intends between them, from which the
/// runner draws the learner's architecture (``PartGraph``).
///
/// Parts are selections of the learner's code, so they follow the learner's names the way the
/// rules do; the first part that holds a place (or declares a symbol) owns it, so a last part
/// such as `code.everything` takes what the others leave:
///
/// ```swift
/// static let architecture = Architecture(arrows: [
///     "Presentation": ["Domain"],
///     "Data": ["Domain"],
/// ]) { code in
///     [Part("Presentation", code.folder("Presentation")),
///      Part("Domain", code.folder("Domain")),
///      Part("Data", code.folder("Data"))]
/// }
/// ```
///
/// Given the kata's rules, an arrow is drawn red exactly when a rule fails because of it: when one
/// of its uses is a place a failing rule names. Without rules, a use that no arrow allows is red.
public struct Architecture: Sendable {
    /// An arrow between two parts, by name: `from` may use what `to` declares.
    public struct Arrow: Codable, Hashable, Sendable {
        public var from: String
        public var to: String

        public init(_ from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    /// The intended arrows, sorted.
    public let arrows: [Arrow]
    /// The rules whose failures make arrows red; `nil`: the arrows that are not intended are.
    let rules: [Rule]?
    let selectParts: @Sendable (Codebase) -> [Part]

    /// - Parameters:
    ///   - rules: The kata's rules: an arrow is red when one of them fails at one of its uses.
    ///   - arrows: For each part, the parts it may use.
    ///   - parts: The parts in the learner's code, in the order they are drawn and matched.
    public init(rules: [Rule]? = nil, arrows: [String: [String]], parts: @escaping @Sendable (Codebase) -> [Part]) {
        self.arrows = arrows.flatMap { from, targets in targets.map { Arrow(from, to: $0) } }
            .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        self.rules = rules
        selectParts = parts
    }

    /// The parts as they select the learner's code.
    public func parts(in code: Codebase) -> [Part] { selectParts(code) }
}

/// A named part of the learner's code: a layer, or one role of the kata's design.
public struct Part: Sendable {
    public let name: String
    public let selection: CodeSelection
    /// Whether the part is other modules' code (`URLSession`), which declares none of the learner's.
    public let isExternal: Bool

    public init(_ name: String, _ selection: CodeSelection) {
        self.init(name, selection, isExternal: false)
    }

    private init(_ name: String, _ selection: CodeSelection, isExternal: Bool) {
        self.name = name
        self.selection = selection
        self.isExternal = isExternal
    }

    /// A part made of other modules' types, such as the networking types the transport uses.
    public static func external(_ name: String, _ selection: CodeSelection) -> Part {
        Part(name, selection, isExternal: true)
    }
}

/// ANSI styling that returns the text unchanged when colour is off, so callers never branch.
struct Style: Sendable {
    var isEnabled: Bool

    static let plain = Style(isEnabled: false)

    /// Colour is on for a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
    static func detect(mode: ColorMode, environment: [String: String], isTerminal: Bool) -> Style {
        switch mode {
        case .always: return Style(isEnabled: true)
        case .never: return .plain
        case .auto:
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return Style(isEnabled: isTerminal && !noColor && environment["TERM"] != "dumb")
        }
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Whether to print ANSI colour.
enum ColorMode: Equatable, Sendable {
    case auto, always, never
}

/// A parsed command line.
struct Invocation: Equatable, Sendable {
    enum Action: Equatable, Sendable {
        case command(String)
        case help(String?)
        case version
    }

    var action: Action
    /// Every positional argument; `argument` is the first.
    var arguments: [String] = []
    var argument: String? { arguments.first }
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var colorMode: ColorMode = .auto

    init(action: Action, argument: String? = nil, flags: Set<String> = [], values: [String: String] = [:],
         colorMode: ColorMode = .auto) {
        self.action = action
        self.arguments = argument.map { [$0] } ?? []
        self.flags = flags
        self.values = values
        self.colorMode = colorMode
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// Whether to print ANSI colour.
enum ColorMode: Equatable, Sendable {
    case auto, always, never
}

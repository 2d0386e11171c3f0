/// A parsed command line.
struct Invocation: Equatable, Sendable {
    enum Action: Equatable, Sendable {
        case command(String)
        case help(String?)
        case version
    }

    var action: Action
    var argument: String?
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var colorMode: ColorMode = .auto

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// Whether to print ANSI colour.
enum ColorMode: Equatable, Sendable {
    case auto, always, never
}

/// A parsed command line: what to do, and with which arguments.
struct Invocation: Equatable, Sendable {
    enum Action: Equatable, Sendable {
        /// Run the command of this name (see ``CommandTable``).
        case command(String)
        case help(String?)
        case version
    }

    var action: Action
    var arguments = Arguments()
    var colorMode: ColorMode = .auto

    init(action: Action, argument: String? = nil, flags: Set<String> = [], values: [String: String] = [:],
         colorMode: ColorMode = .auto) {
        self.action = action
        if case .command(let name) = action { arguments.command = name }
        arguments.positional = argument.map { [$0] } ?? []
        arguments.flags = flags
        arguments.values = values
        self.colorMode = colorMode
    }
}

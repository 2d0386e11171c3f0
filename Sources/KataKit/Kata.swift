import Foundation

/// A kata's hidden checks: the behaviours a learner's code must have.
///
/// A checks executable declares one type that conforms to `Kata` and marks it `@main`:
///
/// ```swift
/// @main
/// struct TripValidationChecks: Kata {
///     static let checks: [Check] = [
///         Check("a trip with an empty name is rejected") {
///             try expectThrows(try Trip.sample(name: "").validated(),
///                              equalTo: TripValidationError.emptyName)
///         },
///     ]
/// }
/// ```
///
/// Running the executable runs every check in order and reports each one on the results
/// channel that the `kata` runner reads (see ``CheckEvent``).
public protocol Kata {
    /// The behaviour checks, in the order they run and are shown.
    static var checks: [Check] { get }
    /// The architecture rules, read from the compiler's index; they run after the checks.
    static var rules: [Rule] { get }
    /// The kata's parts and the arrows the lesson intends between them, for the picture of the
    /// learner's architecture (`kata graph`); none by default.
    static var architecture: Architecture? { get }
}

extension Kata {
    public static var rules: [Rule] { [] }
    public static var architecture: Architecture? { nil }

    /// Runs the checks named by the command line and exits.
    @MainActor
    public static func main() async {
        let options = CheckOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        let module = String(reflecting: Self.self).split(separator: ".").first.map(String.init) ?? ""
        let code = await CheckSession(checks: checks + rules.map(\.check), architecture: architecture, options: options,
                                      module: module).run()
        exit(code)
    }
}

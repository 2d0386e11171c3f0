import struct KataKit.Check
import struct KataKit.Architecture
import protocol KataKit.Kata
import struct KataKit.Rule

/// The second act's executable: the first act's checks and rules, then the change request's.
///
/// The change request's checks (EggDomainObjectChangeChecks.swift, in Sources/ChangeSolutionChecks)
/// call what the change asks for, which the learner's code lacks until they make it: compiled
/// here they would stop every build of the package (`swift build`, `swift test`, Xcode's) during
/// the first act. So `kata` links that file into this folder only when the change request opens
/// (a git-ignored symlink; `kata reset` removes it). Until then `changeChecks` is the empty
/// default below, and this executable runs the first act alone.
@main
struct EggDomainObjectChangeChecks: Kata, EggDomainObjectChangeRequest {
    static let checks: [Check] = EggDomainObjectChecks.checks + changeChecks
    static let rules: [Rule] = EggDomainObjectChecks.rules + changeRules
    static let architecture = changeArchitecture ?? EggDomainObjectChecks.architecture
}

/// What the change request's file declares; empty while it is not linked.
protocol EggDomainObjectChangeRequest {
    static var changeChecks: [Check] { get }
    static var changeRules: [Rule] { get }
    /// The parts, when the change brings new kinds of code (a new service); nil: the first act's.
    static var changeArchitecture: Architecture? { get }
}

extension EggDomainObjectChangeRequest {
    static var changeChecks: [Check] { [] }
    static var changeRules: [Rule] { [] }
    static var changeArchitecture: Architecture? { nil }
}

import KataKit

@main
struct ShelfChangeChecks: Kata, ShelfChangeRequest {
    static let checks: [Check] = ShelfChecks.checks + changeChecks
    static let rules: [Rule] = ShelfChecks.rules
    static let architecture = ShelfChecks.architecture
}

protocol ShelfChangeRequest {
    static var changeChecks: [Check] { get }
}

extension ShelfChangeRequest {
    static var changeChecks: [Check] { [] }
}

import KataKit

@main
struct ShelfChangeChecks: Kata, ShelfChangeRequest {
    static let checks: [Check] = ShelfChecks.checks + changeChecks
}

protocol ShelfChangeRequest {
    static var changeChecks: [Check] { get }
}

extension ShelfChangeRequest {
    static var changeChecks: [Check] { [] }
}

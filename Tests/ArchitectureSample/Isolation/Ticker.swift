/// Code on the main actor and code off it, in the spellings `declarations(markedWith:)` must
/// tell apart.
@MainActor
final class Ticker {
    private(set) var count = 0

    func tick() {
        count += 1
    }
}

final class LooseTicker: @unchecked Sendable {
    var count = 0

    init() {
        count = 0
    }

    @MainActor func tick() { count += 1 }

    func tickLater() {
        Task { self.count += 1 }
    }

    func tickAssumingMainActor() {
        MainActor.assumeIsolated { count += 1 }
    }
}

@MainActor extension LooseTicker {
    func reset() {
        count = 0
    }
}

extension LooseTicker {
    func tickTwice() {
        count += 2
    }
}

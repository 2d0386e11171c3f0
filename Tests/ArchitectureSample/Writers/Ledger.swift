import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Reads a response, orders a list and compares moments, for the tests of functions found by
/// their work (`Codebase.producers(of: "functions that …")`).
struct Ledger {
    var entries: [Int] = []
    var due: Date
    var send: (URLRequest) -> URLResponse

    func accepts(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else { return false }
        return http.statusCode == 200
    }

    func ordered() -> [Int] {
        entries.sorted()
    }

    func isLate(at now: Date) -> Bool {
        due < now
    }
}

/// Holds a clock and reads it, for the same tests.
struct Alarm {
    private let now: () -> Date
    var at: Date

    init(now: @escaping () -> Date, at: Date) {
        self.now = now
        self.at = at
    }

    func isRinging() -> Bool {
        let time = now()
        return time >= at
    }
}

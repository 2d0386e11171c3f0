import Foundation
import KataKit

/// The runner's side of the results channel of one checks process, asked to run one check, or
/// several in a row (architecture rules, which run none of the learner's code).
///
/// It trusts nothing it reads: a line counts only when it starts with its signature under the
/// key made for this process (HMAC-SHA256 of the rest, in hex), decodes as a ``CheckEvent``, and fits what was asked: the plan once, then each asked
/// check in order, started, then finished once, with the name and kind the plan gave that check,
/// and a status the process may report (`pass` with no failures, or `fail` with some).
/// Everything else is dropped; after a line signed with a wrong signature (a forgery: KataKit
/// never writes one) nothing more is believed, so that guessing costs a check its verdict. Lines longer than `maximumLine` are dropped unread, so reading
/// costs time in proportion to what arrives and memory no more than one line.
struct ResultsReader {
    /// The key the results are signed with: 32 bytes (sent to the process in hex).
    let key: [UInt8]
    /// The checks asked for, in the order they run.
    let indices: [Int]
    /// The plan: the one the runner knew already, or the first valid one this process sent.
    private(set) var plan: CheckPlan?
    /// Whether the check being waited for has started.
    private(set) var hasStarted = false
    /// How many of the asked checks have started.
    private(set) var startedCount = 0
    /// The results of the asked checks that finished, in order.
    private(set) var results: [CheckResult] = []
    /// The graph of parts, when it was asked for and sent before the first check started.
    private(set) var graph: ArchitectureReader.Reading?
    /// Whether a line came with a wrong signature: then nothing after it counts.
    private(set) var isForged = false
    /// The sequence the check being waited for said it searched last: its seed, its steps, and
    /// the step running (0: none yet). See ``SearchProgress``.
    private var search: (seed: UInt64, steps: [String], step: Int)?
    /// Where the check being waited for said its search was, in the learner's words.
    var note: String? {
        search.map { SearchProgress.note(seed: $0.seed, steps: $0.steps, at: $0.step) }
    }

    static let maximumLine = 1 << 20
    private static let hexDigits = Set("0123456789abcdef".utf8)
    private var line: [UInt8] = []
    private var isDroppingLine = false
    private let decoder = JSONDecoder()

    init(key: [UInt8], indices: [Int], plan: CheckPlan?) {
        self.key = key
        self.indices = indices
        self.plan = plan
    }

    init(key: [UInt8], index: Int, plan: CheckPlan?) {
        self.init(key: key, indices: [index], plan: plan)
    }

    /// A new signing key: 256 random bits.
    static func makeKey() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    /// The check being waited for, or nil when every asked check finished.
    var current: Int? { results.count < indices.count ? indices[results.count] : nil }

    /// The result of the first asked check, once it finished.
    var result: CheckResult? { results.first }

    /// Reads more of the channel.
    mutating func read(_ bytes: some Collection<UInt8>) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(of: UInt8(ascii: "\n"))
            let piece = rest[..<(end ?? rest.endIndex)]
            if !isDroppingLine {
                line += piece
                if line.count > Self.maximumLine {
                    line = []
                    isDroppingLine = true
                }
            }
            guard let end else { return }
            if !isDroppingLine { accept(line) }
            line = []
            isDroppingLine = false
            rest = rest[rest.index(after: end)...]
        }
    }

    private mutating func accept(_ line: [UInt8]) {
        if !isForged, hasStarted, let step = SearchProgress.step(in: line), let known = search, (0...known.steps.count).contains(step) {
            search?.step = step
            return
        }
        let signatureLength = 64
        guard !isForged, let current, line.count > signatureLength, line[signatureLength] == UInt8(ascii: " "),
              line[..<signatureLength].allSatisfy({ Self.hexDigits.contains($0) })
        else { return }
        let json = line[(signatureLength + 1)...]
        guard Array(SHA256.authenticationCode(of: json, key: key).hexadecimal.utf8) == Array(line[..<signatureLength]) else {
            isForged = true
            return
        }
        guard let event = try? decoder.decode(CheckEvent.self, from: Data(json)) else { return }
        switch event.kind {
        case .plan:
            if plan == nil { plan = CheckPlan(event) }
        case .started:
            if plan != nil, event.index == current, !hasStarted {
                hasStarted = true
                startedCount += 1
                search = nil
            }
        case .progress:
            if hasStarted, event.index == current, let seed = event.seed, let steps = event.steps, steps.count <= 1_000 {
                search = (seed, steps.map { String($0.prefix(200)) }, 0)
            }
        case .finished:
            guard hasStarted, event.index == current, let plan, plan.names.indices.contains(current), let result = event.result,
                  result.name == plan.names[current], result.kind == plan.kinds[current],
                  result.status == .pass ? result.failures.isEmpty : result.status == .fail && !result.failures.isEmpty,
                  result.duration.isFinite, result.duration >= 0
            else { return }
            results.append(result)
            hasStarted = false
            search = nil
        case .graph:
            guard plan != nil, startedCount == 0, graph == nil else { return }
            graph = event.graph.map(ArchitectureReader.Reading.graph) ?? ArchitectureReader.Reading.none
        }
    }
}

/// The checks of a checks executable, in order, as its plan gave them.
struct CheckPlan: Equatable {
    var names: [String]
    var kinds: [CheckKind]
    /// Whether the executable can fork the process of each check (`--serve`, on Linux).
    var canServe = false

    /// The most checks a plan may name.
    static let maximumCount = 1_000

    /// The plan an event gives, when it is one: one to ``maximumCount`` checks, with a kind
    /// for each or for none (then every check is a behaviour check).
    init?(_ event: CheckEvent) {
        guard event.kind == .plan, let names = event.names, (1...Self.maximumCount).contains(names.count) else { return nil }
        let kinds = event.kinds ?? Array(repeating: .behaviour, count: names.count)
        guard kinds.count == names.count else { return nil }
        self.names = names
        self.kinds = kinds
        canServe = event.canServe ?? false
    }

    var count: Int { names.count }
}

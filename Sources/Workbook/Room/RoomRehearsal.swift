import Foundation
import KataKit

/// `kata room rehearse <folder>`: fills a room's folder with simulated learners, for a dry run of
/// the day (the projector, `kata room <folder> --html`, the stuck list) before a learner arrives.
///
/// Each simulated learner is one file of the room's own format (``LearnerState``, as a learner's
/// `kata` writes it after a run), marked as a rehearsal's (`"workbook": "rehearsal"`), and made
/// from the catalog: the katas in their order, each kata's behaviour checks by name as its checks
/// file declares them (`Check("…")`). The room is mid-morning: learners are spread over the katas,
/// some passed, some fail at a check, some do not compile, a few are stuck, a few saw a reference
/// early, a few are in a second act. The same seed gives the same room.
struct RoomRehearsal: Sendable {
    /// The workbook id of a rehearsal's files: a real learner's file is never written over.
    static let workbook = "rehearsal"
    static let defaultLearners = 40

    var katas: [(id: String, module: String, checks: [String], hasChange: Bool)]

    /// The catalog's katas, each with its behaviour checks' names read from `Sources/Checks/<Module>`
    /// (three placeholders when none is found).
    init(katas: [KataInfo], root: URL) {
        self.katas = katas.map { kata in
            let folder = root.appendingPathComponent("Sources/Checks/\(kata.module)")
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix("Checks.swift") }.sorted()
            var names: [String] = []
            for file in files {
                let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
                names += Self.checkNames(in: text)
            }
            return (kata.id, kata.module, names.isEmpty ? ["first check", "second check", "third check"] : names, kata.change != nil)
        }
    }

    /// The names in `Check("…")` of a checks file, in order.
    static func checkNames(in text: String) -> [String] {
        text.components(separatedBy: "Check(\"").dropFirst().compactMap { rest in
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            let name = String(rest[..<end])
            return name.isEmpty || name.contains("\\") ? nil : name
        }
    }

    /// The simulated learners' states at `now`, by name ("rehearsal-01"…).
    func learners(_ count: Int, seed: UInt64, now: Date) -> [(name: String, state: LearnerState)] {
        var random = SeededRandom(seed: seed)
        let start = now.addingTimeInterval(-2.5 * 3600)
        return (0..<count).map { index in
            let name = String(format: "rehearsal-%02d", index + 1)
            var state = LearnerState(learner: name, workbook: Self.workbook)
            // How far this learner got: most in the first three katas, a few further.
            let reached = min(katas.count - 1, Int(random.next(below: 3)) + Int(random.next(below: 3)) / 2 + (random.next(below: 5) == 0 ? 2 : 0))
            var clock = start.addingTimeInterval(Double(random.next(below: 600)))
            for (position, kata) in katas.enumerated() {
                guard position <= reached else {
                    state.katas.append(.init(id: kata.id, status: "fail", checks: [], started: false))
                    continue
                }
                let runs = 3 + Int(random.next(below: 12))
                let firstRun = clock
                clock = clock.addingTimeInterval(Double(600 + random.next(below: 1800)))
                var entry = LearnerState.Kata(id: kata.id, status: "pass", checks: [], started: true, hintsShown: Int(random.next(below: 4)),
                                              runs: runs, firstRun: firstRun, lastRun: min(clock, now), sameFailureRuns: 0)
                if position < reached {
                    entry.firstPass = min(clock, now)
                    entry.checks = kata.checks.map { .init(name: $0, kind: "behaviour", status: "pass", duration: 0.01) }
                    entry.sawSolutionEarly = random.next(below: 8) == 0 ? true : nil
                    if kata.hasChange, random.next(below: 4) == 0 {
                        entry.changeStatus = ["pass", "fail", "not-started"][Int(random.next(below: 3))]
                    }
                } else {
                    // The kata they are on now: last run a few minutes ago, or (one in eight) a while ago.
                    entry.lastRun = now.addingTimeInterval(-Double(random.next(below: 8) == 0 ? 900 + random.next(below: 1800) : 20 + random.next(below: 480)))
                    let roll = random.next(below: 10)
                    if roll == 0 {
                        entry.status = "error"
                        entry.firstError = "Katas/\(kata.module)/\(kata.module).swift:\(12 + Int(random.next(below: 40))): cannot find 'item' in scope"
                        entry.message = entry.firstError
                        entry.sameFailureRuns = 1 + Int(random.next(below: 2))
                    } else if roll <= 7 {
                        let passing = Int(random.next(below: UInt64(kata.checks.count)))
                        entry.status = "fail"
                        entry.checks = kata.checks.enumerated().map { number, check in
                            number < passing
                                ? .init(name: check, kind: "behaviour", status: "pass", duration: 0.01)
                                : .init(name: check, kind: "behaviour", status: "fail",
                                        message: "(rehearsal) expected what the lesson asks for; got the starter's placeholder", duration: 0.01)
                        }
                        // Three runs or more on the same failure: stuck.
                        entry.sameFailureRuns = random.next(below: 5) == 0 ? 4 + Int(random.next(below: 4)) : 1 + Int(random.next(below: 2))
                    } else {
                        entry.firstPass = min(clock, now)
                        entry.checks = kata.checks.map { .init(name: $0, kind: "behaviour", status: "pass", duration: 0.01) }
                    }
                }
                state.katas.append(entry)
            }
            state.status = state.katas.contains { $0.status == "error" } ? "error" : state.katas.allSatisfy { $0.status == "pass" } ? "pass" : "fail"
            state.updated = now
            return (name, state)
        }
    }
}

/// Where a search was when its check trapped or never finished, as the runner says it:
/// `in the sequence of seed 20, at step 3 of 16: after tap login, answer "yes", during the
/// login succeeds (KATA_SEED=20 replays it)`.
///
/// The sequence comes signed on the results channel (a `progress` event); each step's number
/// comes as a bare line, `step <n>`, which costs a write and no signature. The code could print
/// such a line on the channel too: it would only change the step this sentence names.
package enum SearchProgress {
    /// The bare line that says step `number` (1 for the first) is about to run.
    package static func line(ofStep number: Int) -> [UInt8] {
        Array("\nstep \(number)\n".utf8)
    }

    /// The step a bare line names, if it is one.
    package static func step(in line: [UInt8]) -> Int? {
        let prefix = Array("step ".utf8)
        guard line.count <= 16, line.starts(with: prefix) else { return nil }
        return Int(String(decoding: line.dropFirst(prefix.count), as: UTF8.self))
    }

    /// Where the search was: before its first step (`step` 0), or during step `step`.
    package static func note(seed: UInt64, steps: [String], at step: Int) -> String {
        guard step >= 1, step <= steps.count else {
            return "in the sequence of seed \(seed), before its first step (KATA_SEED=\(seed) replays it)"
        }
        let before = steps.prefix(step - 1)
        return "in the sequence of seed \(seed), at step \(step) of \(steps.count): "
            + (before.isEmpty ? "" : "after \(before.joined(separator: ", ")), ")
            + "during \(steps[step - 1]) (KATA_SEED=\(seed) replays it)"
    }
}

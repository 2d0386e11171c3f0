/// Waits for the screen's tasks to do what they do after a step of a check, without a clock
/// of the kata's own: every wait is bounded, and ends on a condition.
///
/// Everything in these checks runs on the main actor, so most work a step starts is a chain of
/// main-actor jobs that run while the check yields. Only what travels through an `AsyncStream`
/// (the connectivity stream, a screen's outputs) may hop through another executor on a Mac,
/// and is waited for with ``waitPatiently(until:)``.
@MainActor
func waitUntilSettled<Observed: Equatable>(watching observed: () -> Observed, until done: () -> Bool = { false }) async {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(2)
    var last = observed()
    var quietSince = clock.now
    var quietTurns = 0
    while !done(), clock.now < deadline {
        // Quiet: nothing the check can see changed for 20 turns of the main actor and 5 ms.
        // The screen has then run every job it had; what it has not done by now, it will not do.
        if quietTurns >= 20 {
            if clock.now - quietSince >= .milliseconds(5) { return }
            try? await Task.sleep(for: .milliseconds(1))
        } else {
            await Task.yield()
        }
        let now = observed()
        if now == last {
            quietTurns += 1
        } else {
            (last, quietSince, quietTurns) = (now, clock.now, 0)
        }
    }
}

/// Waits until `done` holds, for at most `limit` (2 seconds): for answers that travel through an
/// `AsyncStream`, which another executor may carry, so that quiet on the main actor proves
/// nothing. Call it only where correct code meets `done`: wrong code makes it wait in full.
@MainActor
func waitPatiently(until done: () -> Bool, for limit: Duration = .seconds(2)) async {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    var turns = 0
    while !done(), clock.now < deadline {
        if turns < 100 {
            await Task.yield()
            turns += 1
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}

import Foundation

extension Workbook {
    /// What grading one submission found: the katas graded as their starter (not in the
    /// submission), the reports, and what the pristine starters pass.
    struct GradedSubmission {
        var starters: [KataInfo]
        var reports: [KataReport]
        var baseline: GradeBaseline
    }

    /// Runs `body` while this grade holds the workbook's turn (a second grade waits, and says
    /// so) and a guardian that puts the katas back if this process is ended from outside; a
    /// backup left by a grade that was killed is put back first.
    func withGradingTurn<T>(_ body: (GradingCopy) throws -> T) throws -> T {
        // Held from before the submission's files go in until this workbook's are back: a second
        // grade in this workbook waits, and says so, rather than grade the other's files.
        let turn = BuildLock(root: root, name: BuildLock.gradeLockName, onWait: { [console] holder in
            console.warn("waiting for another grade in this workbook to finish"
                + (holder.pid.map { " (process \($0), \(holder.command))" } ?? "") + ": grades take turns…")
        }, onUnlocked: console.warn)
        defer { withExtendedLifetime(turn) {} }
        // Puts this workbook's katas back at once if this process is ended from outside.
        let guardian = GradeGuardian.start(root: root)
        defer { guardian?.closeInput() }
        let copy = GradingCopy(root: root, katas: catalog.katas)
        if try copy.recoverIfInterrupted() {
            console.warn("this workbook's katas were put back from \(copy.backup.path), left by a grade that was stopped")
        }
        return try body(copy)
    }

    /// Puts `submission`'s files in this workbook's katas, checks every kata in `act`, and puts
    /// this workbook's files back, also on Ctrl-C (after `onInterrupt`). The pristine starters'
    /// baseline is read first (made, the first time).
    func grade(_ submission: Submission, in copy: GradingCopy, act: KataInfo.Act, timeout: Double, buildSystem: BuildSystem,
               readsGraphs: Bool, deadline: Date? = nil, trace: PhaseTrace?, onInterrupt: @escaping @Sendable () -> Void = {}) throws -> GradedSubmission {
        let console = console
        // The second act's checks are linked in for the grading only: this workbook's own links
        // stay as they were.
        let workbookRoot = root
        let unlinked = catalog.katas.filter { act == .two && $0.change != nil && !ChangeChecksLink.isLinked($0, root: workbookRoot) }
        return try Interruption.run(cleanup: {
            do { try copy.restore() } catch { console.error(ErrorMessage(error).text) }
            for kata in unlinked { ChangeChecksLink.remove(kata, root: workbookRoot) }
            if Interruption.isInterrupted { onInterrupt() }
        }) {
            let baseline = try starterBaseline(through: act, copy: copy, timeout: timeout, buildSystem: buildSystem)
            trace?.mark("the starters' baseline")
            let starters = try copy.install(submission)
            trace?.mark("put its files in place")
            let reports = try checkAll(solutions: false, timeout: timeout, buildSystem: buildSystem, useCache: false,
                                       readsGraphs: readsGraphs, act: act, deadline: deadline) { _ in } onBuilt: {
                trace?.mark("build")
            }
            trace?.mark("checks")
            return GradedSubmission(starters: starters, reports: reports, baseline: baseline)
        }
    }
}

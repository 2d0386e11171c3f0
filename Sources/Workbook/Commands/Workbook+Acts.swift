import Foundation

extension Workbook {
    /// Records a run of the learner's code in its act, and opens the change request the first
    /// time the first act passes.
    ///
    /// - Returns: What the run did to the acts, for its last lines.
    func recordRun(of kata: KataInfo, _ report: KataReport) -> ChangeStep {
        var step = ChangeStep.none
        let now = Date()
        updateProgress { progress in
            progress.record(report.progressStatus, for: kata.id, act: kata.act, at: now)
            guard report.status == .pass, kata.change != nil else { return }
            switch kata.act {
            case .one: step = .opened(now: progress.openChange(of: kata.id, at: now))
            case .two: step = .done
            }
        }
        // From now on the learner's act-2 executable holds the change's checks.
        if step == .opened(now: true) { try? ChangeChecksLink.ensure(kata, root: root) }
        return step
    }
}

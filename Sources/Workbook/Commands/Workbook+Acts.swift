import Foundation
import KataKit

extension Workbook {
    /// Records a run of the learner's code in its act; the first time the first act passes,
    /// opens the change request and keeps the snapshot of the code; when the change's act
    /// passes, measures what the change cost against that snapshot.
    ///
    /// - Returns: What the run did to the acts, for its last lines; `report` gains the footprint.
    func recordRun(of kata: KataInfo, _ report: inout KataReport) -> ChangeStep {
        let code = ChangeFootprint.Code(files: ActSnapshot.files(in: root.appendingPathComponent(kata.starterPath)),
                                        declarations: Self.declarations(in: report))
        // The second act passes: what did it cost? Where the lesson promises locality, the
        // footprint is judged too, as one more rule.
        if kata.act == .two, report.status == .pass, let change = kata.change {
            report.footprint = ActSnapshot.load(of: kata.id, root: root).map { ChangeFootprint.measure(from: $0, to: code) }
            if let locality = change.locality {
                // No snapshot, no footprint: the rule fails closed, never passes unjudged.
                let verdict = report.footprint?.verdict(of: locality, sources: kata.starterPath)
                    ?? ChangeFootprint.unjudged(locality, kata: kata)
                report.checks.append(verdict)
                // The file to open next is the first declaration the change should have left alone.
                if let first = verdict.failures.first, let file = first.file, let line = first.line {
                    report.codeLocations[verdict.name] = CodeLocation(file: file, line: line)
                }
            }
        }
        // Not passing yet: the rules this run could not judge stay in the list, as pending.
        if kata.act == .two, report.status != .pass, let change = kata.change {
            report.checks += change.pendingRules(in: report, kataID: kata.id)
        }
        var step = ChangeStep.none
        let now = Date()
        let passed = report.status == .pass
        updateProgress { progress in
            progress.record(report.progressStatus, for: kata.id, act: kata.act, at: now)
            guard passed, kata.change != nil, kata.act == .one else { return }
            step = .opened(now: progress.openChange(of: kata.id, at: now))
        }
        guard passed, kata.change != nil else { return step }
        switch kata.act {
        case .one:
            if step == .opened(now: true) {
                do {
                    try ActSnapshot.save(code, of: kata.id, root: root)
                } catch {
                    console.warn("the snapshot of \(kata.id)'s first act could not be kept (\(error.localizedDescription)): its change will show no footprint.")
                }
                // From now on the learner's act-2 executable holds the change's checks.
                try? ChangeChecksLink.ensure(kata, root: root)
            }
        case .two:
            if let footprint = report.footprint { ActSnapshot.saveFootprint(footprint, of: kata.id, root: root) }
            step = .done(yours: report.footprint, reference: kata.change?.reference)
        }
        return step
    }

    /// The declarations the run's graph of parts carries, then left out of the report (its JSON
    /// and the room's file show the parts, not every declaration).
    private static func declarations(in report: KataReport) -> [ChangeFootprint.Declaration] {
        guard case .graph(let graph) = report.architecture else { return [] }
        return graph.declarations ?? []
    }
}

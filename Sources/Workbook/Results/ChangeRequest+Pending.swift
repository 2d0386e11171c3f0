import KataKit

extension ChangeRequest {
    /// The change's rules that a run of the second act could not judge, each listed as pending
    /// rather than dropped, so that the list (and its count) stays the same while the learner
    /// works: the change's own rules while the code does not compile with what the change asks
    /// for (the executable that holds them could not be built), and the locality rule until
    /// every other check passes (it measures the finished change). A pending rule is not
    /// passed, nor failed: its status is `pending`, and it says when it will be judged.
    func pendingRules(in report: KataReport, kataID: String) -> [CheckResult] {
        var pending: [CheckResult] = []
        let listed = Set(report.checks.map(\.name))
        if report.status == .error {
            for rule in rules ?? [] where !listed.contains(rule) {
                pending.append(Self.pending(rule, until: "your code compiles with what the change request asks for (kata change \(kataID))"))
            }
        }
        if let locality, !listed.contains(locality.rule), report.status != .pass {
            pending.append(Self.pending(locality.rule, until: "every other check of both acts passes: it measures what the finished change cost",
                                        why: locality.because))
        }
        return pending
    }

    private static func pending(_ rule: String, until condition: String, why: String? = nil) -> CheckResult {
        var failures = [Failure(message: "pending: \(rule) (judged once \(condition))")]
        if let why { failures.append(Failure(message: "Why: " + why)) }
        return CheckResult(name: rule, kind: .architecture, status: .pending, failures: failures, duration: 0)
    }
}

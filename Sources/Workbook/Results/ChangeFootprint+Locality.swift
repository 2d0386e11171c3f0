import KataKit

extension ChangeFootprint {
    /// The locality rule's verdict on this footprint, as a result `kata run` shows with the
    /// architecture rules: failed, naming each declaration of the unchanged parts that the change
    /// changed or removed, at its place, then the lesson's why.
    func verdict(of locality: ChangeRequest.Locality, sources: String) -> CheckResult {
        let broken = existingCodeTouched.filter { touch in touch.part.map(locality.unchangedParts.contains) ?? false }
        guard !broken.isEmpty else {
            return CheckResult(name: locality.rule, kind: .architecture, status: .pass, failures: [], duration: 0)
        }
        var failures = broken.map { touch in
            Failure(message: "\(sources)/\(touch.file):\(touch.line) \(touch.isRemoved ? "removes" : "changes") \(touch.name), in \(touch.part ?? "no part"), which the change was to leave as it was",
                    file: "\(sources)/\(touch.file)", line: touch.line)
        }
        failures.append(Failure(message: "Why: " + locality.because))
        return CheckResult(name: locality.rule, kind: .architecture, status: .fail, failures: failures, duration: 0)
    }

    /// The locality rule when the first act's snapshot is missing or cannot be read: failed,
    /// saying how to get one back, so that deleting the snapshot never passes the rule.
    static func unjudged(_ locality: ChangeRequest.Locality, kata: KataInfo) -> CheckResult {
        let message = "the snapshot of your first act (.kata/snapshots/\(kata.id)) is missing or damaged, so what the change cost "
            + "cannot be measured and this rule cannot pass. It is kept once, when the first act first passes: to take it again, "
            + "run `kata reset \(kata.id)` (your files are backed up first), pass the first act again, then make the change"
        return CheckResult(name: locality.rule, kind: .architecture, status: .fail,
                           failures: [Failure(message: message), Failure(message: "Why: " + locality.because)], duration: 0)
    }
}

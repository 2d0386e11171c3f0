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
}

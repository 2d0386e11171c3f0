import Foundation
import KataKit

extension Workbook {
    /// Proves one kata as its author needs it proved: the contract (``KataContract``), the
    /// starter compiles and fails, each act's reference passes every check and rule, and the
    /// designs are in place.
    func prove(_ kata: KataInfo, timeout: Double, buildSystem: BuildSystem,
               onStep: (KataProof.Step) -> Void = { _ in }) throws -> KataProof {
        let started = Date()
        let contract = KataContract(root: root)
        var proof = KataProof(kata: kata)
        func add(_ step: KataProof.Step) {
            proof.steps.append(step)
            onStep(step)
        }
        let findings = contract.findings(for: kata).map(\.message)
        add(.init(name: "the contract: folders, links, lesson, hints, second act, designs, Package.swift", findings: findings,
                  notes: centralRuleNote(kata)))
        // Without its folders or its line in Package.swift there is nothing to build.
        guard !findings.contains(where: { $0.hasPrefix("no folder") || $0.hasPrefix("Package.swift") }) else {
            proof.seconds = Date().timeIntervalSince(started)
            return proof
        }
        let one = kata.inAct(.one)
        let starter = try runChecks(of: one, solution: false, timeout: timeout, buildSystem: buildSystem)
        add(starterStep(starter))
        let reference = try runChecks(of: one, solution: true, timeout: timeout, buildSystem: buildSystem)
        var step = referenceStep(reference, contract: contract, name: "the reference passes the first act (\(one.solutionPath))")
        if starter.status != .error, reference.status != .error, starter.checks.map(\.name) != reference.checks.map(\.name) {
            step.findings.append("the starter and the reference ran different checks: \(starter.checks.count) and \(reference.checks.count)")
        }
        if kata.draft == true, reference.status != .error {
            step.notes.append(reference.checks.count < KataContract.minimumChecks
                ? "a draft: \(reference.checks.count) checks and rules of the \(KataContract.minimumChecks) a kata has; "
                    + "write the others, then remove \"draft\" from its entry in \(Catalog.path)"
                : "a draft with \(reference.checks.count) checks and rules: remove \"draft\" from its entry in \(Catalog.path)")
        }
        add(step)
        if kata.change != nil {
            let two = kata.inAct(.two)
            let report = try runChecks(of: two, solution: true, timeout: timeout, buildSystem: buildSystem)
            var step = referenceStep(report, contract: contract, name: "the reference passes the second act (\(two.solutionPath))")
            let added = report.checks.filter { $0.kind == .behaviour }.map(\.name).filter { !reference.checks.map(\.name).contains($0) }
            if report.status != .error, let named = kata.change?.checks, added != named {
                step.findings.append("the change's new checks run as \(added) but the catalog's change.checks names \(named)")
            }
            add(step)
        }
        add(designsStep(kata, checkNames: reference.status == .error ? nil : Set(reference.checks.map(\.name))))
        proof.seconds = Date().timeIntervalSince(started)
        return proof
    }

    /// A grade costs a kata nothing for breaking its lesson's main claim until the instructor's
    /// points file names the rule that states it: said, not required (a pack has no such file).
    private func centralRuleNote(_ kata: KataInfo) -> [String] {
        guard let points = try? GradePoints.load(nil, root: root, ids: catalog.katas.map(\.id)),
              FileManager.default.fileExists(atPath: root.appendingPathComponent(GradePoints.defaultPath).path),
              points.centralRules?[kata.id] == nil else { return [] }
        return ["\(GradePoints.defaultPath) names no central rule of \(kata.id): a grade's score is not lost for breaking the lesson's "
                + "main claim until you add \"\(kata.id)\": [\"<the rule's name>\"] to its centralRules (Graders/README.md, \"Points\")"]
    }

    private func starterStep(_ report: KataReport) -> KataProof.Step {
        var step = KataProof.Step(name: "the starter compiles and fails (\(report.kata.starterPath))")
        let errors = compileErrors(report) { inChecks in
            inChecks ? "the checks do not compile against the starter (it must declare all they call)" : "the starter does not compile"
        }
        if !errors.isEmpty {
            step.findings = errors
        } else if report.status == .pass {
            step.findings.append("the starter passes every check: a learner would have nothing to do")
        } else if report.checks.isEmpty {
            step.findings.append("no check ran against the starter")
        }
        return step
    }

    private func referenceStep(_ report: KataReport, contract: KataContract, name: String) -> KataProof.Step {
        var step = KataProof.Step(name: name)
        step.findings = compileErrors(report) { inChecks in
            inChecks ? "your checks do not compile against the reference" : "the reference does not compile"
        }
        guard step.findings.isEmpty else { return step }
        step.findings = contract.findings(for: report.kata, referenceResults: report.checks).map(\.message)
        return step
    }

    private func compileErrors(_ report: KataReport, whose: (_ inChecks: Bool) -> String) -> [String] {
        Diagnostic.errorsAtEditedFiles(report.diagnostics, root: root).map { "\(whose($0.inChecks)): \($0.place)" }
    }

    /// The designs are built and run by the package's tests (one generated workbook builds them
    /// all: minutes, not one kata's two); here, that they are there, that each says what it
    /// expects, and that every check or rule it expects to fail is one the first act runs (a
    /// renamed check would otherwise leave a design expecting a failure that cannot happen).
    private func designsStep(_ kata: KataInfo, checkNames: Set<String>?) -> KataProof.Step {
        let folder = KataContract.designsPath(of: kata)
        let designs = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))?
            .filter { !$0.hasPrefix(".") } ?? []).sorted()
        var step = KataProof.Step(name: "designs (\(folder))")
        step.notes.append(designs.isEmpty
            ? "none yet: a wrong design per rule proves the rule (see AUTHORING.md)"
            : "\(designs.count), their expectations read here; built and run by: KATA_DESIGNS=\(kata.module) swift test --filter DesignFixtureTests")
        guard let checkNames else { return step }
        for design in designs {
            let file = root.appendingPathComponent("\(folder)/\(design)/expected.json")
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            guard let expected = try? JSONDecoder().decode(DesignExpectation.self, from: data) else {
                step.findings.append("\(folder)/\(design)/expected.json is not a design's expectation: {\"base\": \"solution\", \"failing\": [<check or rule names>], \"about\": …}")
                continue
            }
            for name in expected.failing + (expected.mayAlsoFail ?? []) where !checkNames.contains(name) {
                step.findings.append("the design \(design) expects '\(name)' to fail, but the first act runs no check or rule of that name")
            }
        }
        return step
    }
}

/// What a design fixture's `expected.json` says it fails (DesignFixtureTests reads the rest).
private struct DesignExpectation: Decodable {
    var failing: [String]
    var mayAlsoFail: [String]?
}

import Foundation
import KataKit

/// What running one kata's checks found: the results of its checks, or why they could not run.
struct KataReport: Sendable {
    enum Status: String, Sendable {
        case pass, fail
        /// The code does not compile.
        case error
    }

    var kata: KataInfo
    var isSolution: Bool
    var checks: [CheckResult] = []
    /// The compiler's messages when the code does not compile.
    var diagnostics: [Diagnostic] = []
    /// Whether `kata check` reused the results of an earlier run (see ``ResultsCache``); nil
    /// when it could not have (a run, or a kata that does not compile).
    var isReused: Bool?
    /// When a change request's act passes: what the change cost the learner's code since the
    /// first act's snapshot.
    var footprint: ChangeFootprint?
    /// When the errors are in the hidden checks: the learner's declarations they could not use.
    var apiMismatches: [APIMismatch] = []
    /// Where each failed check points in the code under test, by check name (see ``CodeLocator``).
    var codeLocations: [String: CodeLocation] = [:]
    /// The learner's graph of parts, read after the checks (`kata run`); nil when not read.
    var architecture: ArchitectureReader.Reading?

    var status: Status {
        if !diagnostics.isEmpty { return .error }
        // No check ran (nor did the build say why): never a pass.
        return !checks.isEmpty && checks.allSatisfy(\.isPassing) ? .pass : .fail
    }

    var passingCount: Int { checks.filter(\.isPassing).count }

    var pendingCount: Int { checks.filter(\.isPending).count }

    /// The file of one version of the code, when the first failing check fails in that version
    /// only (see ``pointAtVersion(with:)``).
    var versionFileToOpen: String?

    /// The file to open next: where the first failing check that points into the code under
    /// test failed, or the kata's first file.
    var fileToOpen: String {
        if let versionFileToOpen { return versionFileToOpen }
        let located = checks.lazy.filter { !$0.isPassing }.compactMap { codeLocations[$0.name] }.first
        return located?.file ?? "\(kata.sourcesPath(solution: isSolution))/\(kata.open)"
    }

    /// Locates each failed check in the code under test.
    ///
    /// - Parameter index: The build that made the checks, whose index says which function
    ///   wrote a value a check read.
    mutating func locateFailures(root: URL, index: BuiltChecks? = nil) {
        let locator = CodeLocator(root: root, sources: kata.sourcesPath(solution: isSolution), index: index)
        for check in checks where !check.isPassing && !check.isPending {
            codeLocations[check.name] = locator.locate(check)
        }
        pointAtVersion(with: locator)
    }

    /// A behaviour checked on several versions of the code (`[reducer] …`, `[plain view model] …`)
    /// that fails on one version only has its cause in that version's code, even when the
    /// failing assertion reads something they share (`LoginState.canLogin`).
    mutating func pointAtVersion(with locator: CodeLocator) {
        versionFileToOpen = nil
        guard let first = checks.first(where: { !$0.isPassing }) else { return }
        let version = CodeLocator.version(of: first.name)
        guard !version.isEmpty else { return }
        let behaviour = CodeLocator.behaviour(of: first.name)
        let others = checks.filter { $0.name != first.name && !CodeLocator.version(of: $0.name).isEmpty
            && CodeLocator.behaviour(of: $0.name) == behaviour }
        guard !others.isEmpty, others.allSatisfy(\.isPassing), let file = locator.file(ofVersion: version) else { return }
        if let located = codeLocations[first.name]?.file,
           (located as NSString).deletingLastPathComponent == (file as NSString).deletingLastPathComponent { return }
        versionFileToOpen = file
    }

    /// The learner-facing status to record in progress.
    var progressStatus: KataStatus {
        switch status {
        case .pass: .passing
        case .fail: .failing
        case .error: .doesNotCompile
        }
    }

    /// One line: "12 of 20 checks pass", "does not compile".
    var summary: String {
        switch status {
        case .error:
            let count = diagnostics.filter { $0.severity == .error }.count
            return "does not compile (\(count) error\(count == 1 ? "" : "s"))"
        case .pass, .fail:
            return "\(passingCount) of \(checks.count) checks pass" + (pendingCount == 0 ? "" : ", \(pendingCount) pending")
        }
    }
}

extension ExitCode {
    /// The exit code of a command that ran these katas (see DESIGN.md).
    static func of(_ reports: [KataReport]) -> Int32 {
        if reports.contains(where: { $0.status == .error }) { return doesNotCompile }
        if reports.contains(where: { $0.status == .fail }) { return checksFailed }
        return success
    }
}

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

    var status: Status {
        if !diagnostics.isEmpty { return .error }
        return checks.allSatisfy(\.isPassing) ? .pass : .fail
    }

    var passingCount: Int { checks.filter(\.isPassing).count }

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
            return "\(passingCount) of \(checks.count) checks pass"
        }
    }
}

/// The exit code of a command, from the reports it made (see DESIGN.md).
enum ExitCode {
    static let success: Int32 = 0
    static let checksFailed: Int32 = 1
    static let doesNotCompile: Int32 = 2
    static let usage: Int32 = 64
    /// The workbook itself could not work: no package, an unreadable catalog, no toolchain.
    static let failure: Int32 = 70
    static let interrupted: Int32 = 130

    static func of(_ reports: [KataReport]) -> Int32 {
        if reports.contains(where: { $0.status == .error }) { return doesNotCompile }
        if reports.contains(where: { $0.status == .fail }) { return checksFailed }
        return success
    }
}

import Foundation
import KataKit

/// `kata check --junit FILE`: the results as JUnit XML, one test suite per kata and one test
/// case per check, in the shape that Jenkins, GitLab, GitHub Actions and autograders read.
enum JUnitReport {
    /// Throws when a report cannot be written at `path` (no such folder, a folder there, no
    /// permission), so that `kata check --junit` says so before it runs every check.
    static func checkWritable(_ path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        let problem: String? = if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            "there is no folder \(folder)"
        } else if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue {
            "it is a folder"
        } else if !FileManager.default.isWritableFile(atPath: FileManager.default.fileExists(atPath: url.path) ? url.path : folder) {
            "permission denied"
        } else {
            nil
        }
        if let problem { throw InstructorError("cannot write the JUnit report to \(path): \(problem); no check was run") }
    }

    static func xml(_ reports: [KataReport]) -> String {
        let totalTests = reports.reduce(0) { $0 + max(1, $1.checks.count) }
        let totalFailures = reports.reduce(0) { $0 + $1.checks.filter { $0.status == .fail }.count }
        let totalErrors = reports.reduce(0) { $0 + errors(in: $1) }
        let totalTime = reports.reduce(0) { $0 + $1.checks.reduce(0) { $0 + $1.duration } }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="kata check" tests="\#(totalTests)" failures="\#(totalFailures)" errors="\#(totalErrors)" time="\#(seconds(totalTime))">"#,
        ]
        for report in reports {
            let id = escape(report.kata.id)
            let time = report.checks.reduce(0) { $0 + $1.duration }
            if report.status == .error {
                lines.append(#"  <testsuite name="\#(id)" tests="1" failures="0" errors="1" skipped="0" time="0">"#)
                lines.append(#"    <testcase classname="\#(id)" name="compiles" time="0">"#)
                let diagnostics = Diagnostic.text(report.diagnostics)
                lines.append(#"      <error message="\#(id) does not compile" type="compile">\#(escape(diagnostics))</error>"#)
                lines.append("    </testcase>")
                lines.append("  </testsuite>")
                continue
            }
            let failures = report.checks.filter { $0.status == .fail }.count
            let skipped = report.checks.filter(\.isPending).count
            lines.append(#"  <testsuite name="\#(id)" tests="\#(report.checks.count)" failures="\#(failures)" errors="\#(errors(in: report))" skipped="\#(skipped)" time="\#(seconds(time))">"#)
            if let reused = report.isReused {
                // Whether these results were reused from an earlier run (`kata check`'s cache).
                lines += ["    <properties>", #"      <property name="reused" value="\#(reused)"/>"#, "    </properties>"]
            }
            for check in report.checks {
                // Rules get their own class, so that CI dashboards show them apart from behaviour.
                let classname = check.kind == .architecture ? "\(id).architecture" : id
                let open = #"    <testcase classname="\#(classname)" name="\#(escape(check.name))" time="\#(seconds(check.duration))""#
                guard !check.isPassing || !check.output.isEmpty else {
                    lines.append(open + "/>")
                    continue
                }
                lines.append(open + ">")
                if let failure = check.failures.first, check.isPending {
                    // Not judged yet (the locality rule waits for every other check): skipped, not failed.
                    lines.append(#"      <skipped message="\#(escape(failure.message))"/>"#)
                } else if let failure = check.failures.first, !check.isPassing {
                    let element = check.status == .fail ? "failure" : "error"
                    let location = failure.file.map { "\($0)\(failure.line.map { ":\($0)" } ?? "")\n" } ?? ""
                    let details = location + check.failures.map(\.message).joined(separator: "\n")
                    lines.append(#"      <\#(element) message="\#(escape(failure.message))" type="\#(check.status.rawValue)">\#(escape(details))</\#(element)>"#)
                }
                if !check.output.isEmpty {
                    lines.append("      <system-out>\(escape(check.output))</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A grade as JUnit XML: one test suite per kata, one test case per graded test (a kata
    /// that does not compile lists every check as an error), and each kata's whole points as
    /// the suite's properties `points` and `max-points` (their sum is the grade's score).
    static func xml(graded results: GradeResults) -> String {
        let failures = results.tests.filter { $0.status == "fail" }.count
        let errors = results.tests.filter { !$0.isPassing && $0.status != "fail" }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="kata grade" tests="\#(results.tests.count)" failures="\#(failures)" errors="\#(errors)" time="\#(seconds(results.executionTime))">"#,
        ]
        for score in results.scores {
            let id = escape(score.kata)
            let tests = results.tests.filter { $0.kata == score.kata }
            let suiteFailures = tests.filter { $0.status == "fail" }.count
            let suiteErrors = tests.filter { !$0.isPassing && $0.status != "fail" }.count
            lines.append(#"  <testsuite name="\#(id)" tests="\#(tests.count)" failures="\#(suiteFailures)" errors="\#(suiteErrors)" skipped="0" time="0">"#)
            lines += ["    <properties>",
                      #"      <property name="points" value="\#(score.earned)"/>"#,
                      #"      <property name="max-points" value="\#(score.max)"/>"#,
                      #"      <property name="how" value="\#(escape(score.explanation))"/>"#,
                      "    </properties>"]
            for test in tests {
                let classname = test.kind == "architecture" ? "\(id).architecture" : id
                let open = #"    <testcase classname="\#(classname)" name="\#(escape(test.checkName))" time="0""#
                guard !test.isPassing else {
                    lines.append(open + "/>")
                    continue
                }
                let element = test.status == "fail" ? "failure" : "error"
                let first = test.message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? test.status
                lines.append(open + ">")
                lines.append(#"      <\#(element) message="\#(escape(first))" type="\#(test.status)">\#(escape(test.output(markdown: false, limit: 4_000)))</\#(element)>"#)
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func errors(in report: KataReport) -> Int {
        report.status == .error ? 1 : report.checks.filter { $0.status == .crash || $0.status == .timeout }.count
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// Text safe in XML 1.0 content and attributes: control characters written out as the
    /// terminal shows them (terminal escape codes a learner printed), markup escaped, and the
    /// other characters that XML forbids replaced.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.escapingControlCharacters(keepingLines: true).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xD800...0xDFFF).contains(value) && value != 0xFFFE && value != 0xFFFF
                result += allowed ? String(scalar) : "\u{FFFD}"
            }
        }
        return result
    }
}

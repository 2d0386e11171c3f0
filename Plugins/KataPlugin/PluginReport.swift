import Foundation

/// What the package plugin says about one kata's run, made from `kata run --json` (Foundation
/// only, so that WorkbookTests compiles this very file through a link and tests it).
///
/// One diagnostic per check that did not pass, at the learner's line when there is one, else the
/// check's: an error for a failure, a remark for a rule that waits to be judged (pending is not
/// failing: a learner who reads an error starts changing code that is right).
struct PluginReport {
    enum Severity: Equatable { case error, remark }

    struct Diagnostic: Equatable {
        var severity: Severity
        var message: String
        /// Relative to the package's root.
        var file: String?
        var line: Int?
    }

    var diagnostics: [Diagnostic] = []
    /// "shelf: 1 of 3 checks pass, 1 pending."; nil when the kata does not compile.
    var summary: String?

    init(_ kata: KataRunDocument.Kata) {
        let failing = kata.checks.filter { $0.status != "pass" }
        for check in failing {
            let file = check.codeFile ?? check.file
            let line = check.codeFile == nil ? check.line : check.codeLine
            let status = switch check.status {
            case "fail": ""
            case "crash": " (crashed)"
            case "pending": " (pending)"
            default: " (timed out)"
            }
            // SwiftPM prints a plugin's diagnostic without its place, so the message says it too.
            let place = file.map { "\($0)\(line.map { ":\($0)" } ?? ""): " } ?? ""
            // The place is the function that wrote what the check read, when kata found one, or
            // the declaration it names (the function at fault that a search found).
            let written = check.codeWrites.map { writes in
                "\n\(writes)" + (check.readFile.map { "; the check read the declaration at \($0)\(check.readLine.map { ":\($0)" } ?? "")" } ?? "")
            } ?? check.codeSymbol.map { "\nin \($0)" } ?? ""
            diagnostics.append(Diagnostic(severity: check.status == "pending" ? .remark : .error,
                                          message: escaped("\(place)\(kata.id): \(check.name)\(status): \(check.message ?? "failed")\(written)"),
                                          file: file, line: line))
        }
        let passing = kata.checks.count - failing.count
        let pending = kata.checks.filter { $0.status == "pending" }.count
        if kata.status == "pass" {
            summary = escaped("\(kata.id): all \(kata.checks.count) checks pass.")
        } else if kata.status == "fail" {
            summary = escaped("\(kata.id): \(passing) of \(kata.checks.count) checks pass\(pending == 0 ? "" : ", \(pending) pending").")
        }
    }
}

/// The `--json` document of `kata run`, as much of it as the diagnostics need.
struct KataRunDocument: Decodable {
    struct Kata: Decodable {
        var id, status: String
        var message: String?
        var checks: [Check]
    }

    struct Check: Decodable {
        var name, status: String
        var message, file, codeFile, codeWrites, codeSymbol, readFile: String?
        var line, codeLine, readLine: Int?
    }

    var katas: [Kata]
}

/// Text from the learner's code (check messages, what it printed) with its control characters
/// written as Swift escapes (`\u{1B}`), as `kata run` shows it: nothing it prints can retitle,
/// recolour or clear the terminal or Xcode's log.
func escaped(_ text: String) -> String {
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        let isControl = switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
        guard isControl, scalar != "\n", scalar != "\t" else {
            escaped.append(scalar)
            continue
        }
        let text = scalar == "\r" ? "\\r" : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        escaped.append(contentsOf: text.unicodeScalars)
    }
    return String(escaped)
}

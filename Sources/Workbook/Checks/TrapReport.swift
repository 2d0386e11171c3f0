import Foundation

/// Reads what a check printed before its process died: the learner's output, and the
/// runtime's message about the trap (`File.swift:12: Fatal error: TODO`).
struct TrapReport: Equatable {
    init(message: String, file: String?, line: Int?, output: String) {
        self.message = message
        self.file = file
        self.line = line
        self.output = output
    }

    var message: String
    var file: String?
    var line: Int?
    /// What was printed before the trap, without the runtime's message and stack trace.
    var output: String

    init(capturedOutput: String, signal: Int32?) {
        var kept: [Substring] = []
        var found: (message: String, file: String?, line: Int?)?
        var inStackTrace = false
        for line in capturedOutput.split(separator: "\n", omittingEmptySubsequences: false) {
            if inStackTrace { continue }
            if line.hasPrefix("Current stack trace:") || line.hasPrefix("💣 Program crashed") {
                inStackTrace = true
                continue
            }
            if found == nil, let parsed = Self.parseFatalError(line) {
                found = parsed
                continue
            }
            kept.append(line)
        }
        while kept.last?.isEmpty == true { kept.removeLast() }
        output = kept.joined(separator: "\n")
        if let found {
            message = found.message
            file = found.file
            line = found.line
        } else {
            message = "the code crashed" + (signal.map { " (\(SignalName.of($0)))" } ?? "")
        }
    }

    /// `Katas/X/File.swift:12: Fatal error: TODO` or `Fatal error: Index out of range`.
    private static func parseFatalError(_ line: Substring) -> (message: String, file: String?, line: Int?)? {
        for marker in ["Fatal error: ", "Precondition failed: ", "Assertion failed: "] {
            guard let range = line.range(of: marker) else { continue }
            let kind = marker.dropLast(2)
            let detail = line[range.upperBound...]
            let message = detail.isEmpty ? String(kind) : "\(kind): \(detail)"
            let location = line[..<range.lowerBound].split(separator: ":").filter { !$0.allSatisfy(\.isWhitespace) }
            if location.count >= 2, let number = Int(location[location.count - 1].trimmingCharacters(in: .whitespaces)) {
                return (message, location.dropLast().joined(separator: ":"), number)
            }
            return (message, nil, nil)
        }
        return nil
    }
}

import Foundation

/// A grading platform's results file, `--format` of `kata grade` and `kata check`.
enum GradeFormat: String, CaseIterable, Sendable {
    case gradescope, prairielearn, classroom50, codegrade, junit, json

    /// The largest file written for Gradescope and PrairieLearn (PrairieLearn refuses more
    /// than 1 MB): outputs are cut shorter until the file fits.
    static let sizeLimit = 1_000_000 - 24_000

    /// Where the platform reads the file when `--output` is not given; nil: standard output.
    ///
    /// - Throws: ``InstructorError`` for JUnit without `CG_JUNIT_XML_LOCATION`.
    func defaultPath(environment: [String: String], currentDirectory: String) throws -> String? {
        switch self {
        case .gradescope: return "/autograder/results/results.json"
        case .prairielearn: return "/grade/results/results.json"
        case .classroom50: return currentDirectory + "/result.json"
        case .json, .codegrade: return nil
        case .junit:
            guard let path = environment["CG_JUNIT_XML_LOCATION"], !path.isEmpty else {
                throw InstructorError("--format junit needs --output <file> (or CG_JUNIT_XML_LOCATION, as CodeGrade sets it)", isUsage: true)
            }
            return path
        }
    }

    /// The file's contents: the submission's control characters are escapes in every format.
    func render(_ results: GradeResults) -> String {
        switch self {
        case .junit: return results.scores.isEmpty ? JUnitReport.xml(results.reports) : JUnitReport.xml(graded: results)
        case .codegrade: return CodeGradeOutput.text(results)
        case .json: return ResultsDocument(reports: results.reports).escapingControlCharacters().encoded() + "\n"
        case .gradescope: return Self.fitting { GradescopeResults(results, limit: $0) }
        case .prairielearn: return Self.fitting { PrairieLearnResults(results, limit: $0) }
        case .classroom50: return Self.encoded(Classroom50Result(results, limit: 16_000))
        }
    }

    /// The document made with the longest outputs that keep it under ``sizeLimit``.
    private static func fitting<Document: Encodable>(_ make: (Int) -> Document) -> String {
        var text = ""
        for limit in [16_000, 4_000, 1_000, 200, 0] {
            text = encoded(make(limit))
            if text.utf8.count <= sizeLimit { break }
        }
        return text
    }

    static func encoded<Document: Encodable>(_ document: Document) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

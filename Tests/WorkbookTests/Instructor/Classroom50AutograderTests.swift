import XCTest

/// Classroom 50's `autograder.py` fails closed, run with python3 as the runner runs it (the
/// checkout as the working folder, the identity in the environment): whatever the submission
/// committed where the runner reads a grade is removed and named, and every path ends with a
/// `result.json` the grader wrote, valid for Classroom 50, score 0 and the reason when nothing
/// could be graded. No workbook is built: each grade here stops before `kata` would run.
final class Classroom50AutograderTests: XCTestCase {
    var root: URL!
    var checkout: URL { root.appendingPathComponent("checkout") }
    /// Every run of the fake `git` and `kata`, a line each.
    var ran: URL { root.appendingPathComponent("ran.log") }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-classroom50-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// A program that records its arguments, then exits with `status`.
    func fake(_ name: String, status: Int = 1) throws -> String {
        let path = root.appendingPathComponent("bin/\(name)")
        try "#!/bin/sh\necho \"\(name) $*\" >> '\(ran.path)'\nexit \(status)\n".write(to: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path.path)
        return path.path
    }

    /// Runs the autograder in the checkout, with the runner's identity and `environment`.
    func grade(_ environment: [String: String]) throws -> CommandOutput {
        var runner = Classroom50ResultTests.environment
        for name in ["KATA_WORKBOOK", "CLASSROOM50_BUNDLE_DIR", "KATA_WORKBOOK_REPOSITORY", "KATA_WORKBOOK_REF"] { runner[name] = "" }
        runner.merge(environment) { $1 }
        let script = packageRoot.appendingPathComponent("Graders/classroom50/autograder.py").path
        return try runProgram("/usr/bin/env", ["python3", script], in: checkout, environment: runner, timeout: 120)
    }

    /// The result the grader wrote: a regular file, valid for Classroom 50, score 0, and its reason.
    func failure(_ run: CommandOutput, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        XCTAssertEqual(run.status, 0, run.standardError, file: file, line: line)
        let path = checkout.appendingPathComponent("result.json").path
        let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
        XCTAssertEqual(type, .typeRegular, "a file of the grader's own", file: file, line: line)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Classroom50Schema.violations(data, run: Classroom50ResultTests.run), [], file: file, line: line)
        let result = try JSONValue.parse(data)
        XCTAssertEqual(result["score"], .integer(0), file: file, line: line)
        guard case .array(let tests)? = result["tests"], let output = tests.first?["output"]?.asString else {
            XCTFail("no test says why", file: file, line: line)
            return ""
        }
        return output
    }

    func testACommittedResultClaiming100AndAFailingFetchGradeZeroWithTheReason() throws {
        try #"{"schema": "classroom50/result/v1", "score": 100, "max-score": 100, "tests": []}"#
            .write(to: checkout.appendingPathComponent("result.json"), atomically: true, encoding: .utf8)
        try "### classroom50 autograde: 100/100\n".write(to: checkout.appendingPathComponent("release-body.md"), atomically: true, encoding: .utf8)
        let run = try grade(["KATA_BIN": try fake("kata"), "KATA_WORKBOOK_REPOSITORY": "file://\(root.path)/no-such-repository",
                             "KATA_WORKBOOK_REF": "0123456789abcdef0123456789abcdef01234567"])
        let reason = try failure(run)
        XCTAssertTrue(reason.contains("could not be graded: fetching the workbook at KATA_WORKBOOK_REF failed"), reason)
        XCTAssertFalse(reason.contains(root.path), "the command's arguments (a URL may hold a token) are not published")
        XCTAssertTrue(run.standardError.contains("removed the submission's result.json (a file)"), run.standardError)
        XCTAssertTrue(run.standardError.contains("removed the submission's release-body.md (a file)"), run.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: checkout.appendingPathComponent("release-body.md").path))
    }

    func testAResultCommittedAsAFolderOrALinkLeavesAResultsFile() throws {
        try FileManager.default.createDirectory(at: checkout.appendingPathComponent("result.json/inside"), withIntermediateDirectories: true)
        try "{}".write(to: checkout.appendingPathComponent("result.json/inside/claim.json"), atomically: true, encoding: .utf8)
        let outside = root.appendingPathComponent("outside.json")
        try #"{"score": 100}"#.write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: checkout.appendingPathComponent("release-body.md").path, withDestinationPath: outside.path)
        let reason = try failure(try grade(["PATH": "/usr/bin:/bin"]))
        XCTAssertTrue(reason.contains("could not be graded"), reason)
        XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), #"{"score": 100}"#, "a link is removed, not followed")

        try FileManager.default.removeItem(at: checkout.appendingPathComponent("result.json"))
        try FileManager.default.createSymbolicLink(atPath: checkout.appendingPathComponent("result.json").path, withDestinationPath: outside.path)
        let run = try grade(["PATH": "/usr/bin:/bin"])
        _ = try failure(run)
        XCTAssertTrue(run.standardError.contains("removed the submission's result.json (a symbolic link)"), run.standardError)
        XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), #"{"score": 100}"#)
    }

    func testARefStartingWithDashesIsRefusedAndNothingRuns() throws {
        let path = root.appendingPathComponent("bin").path + ":/usr/bin:/bin"
        _ = try fake("git")
        for ref in ["--upload-pack=touch \(root.path)/pwned", "-c", "main:refs/heads/x", "a..b"] {
            let run = try grade(["PATH": path, "KATA_BIN": try fake("kata"), "KATA_WORKBOOK_REPOSITORY": "foundation50/workbook", "KATA_WORKBOOK_REF": ref])
            let reason = try failure(run)
            XCTAssertTrue(reason.contains("KATA_WORKBOOK_REF is not a commit, branch or tag name"), "\(ref): \(reason)")
        }
        let repository = try grade(["PATH": path, "KATA_BIN": try fake("kata"), "KATA_WORKBOOK_REPOSITORY": "--upload-pack=x", "KATA_WORKBOOK_REF": "main"])
        XCTAssertTrue(try failure(repository).contains("KATA_WORKBOOK_REPOSITORY starts with -"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: ran.path), "nothing ran: \((try? String(contentsOf: ran, encoding: .utf8)) ?? "")")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("pwned").path))
    }

    func testAGoodRefReachesGitAfterDashDash() throws {
        let path = root.appendingPathComponent("bin").path + ":/usr/bin:/bin"
        _ = try fake("git", status: 0)
        let run = try grade(["PATH": path, "KATA_BIN": try fake("kata"), "KATA_WORKBOOK_REPOSITORY": "foundation50/workbook",
                             "KATA_WORKBOOK_REF": "v1.2"])
        // The fake fetched nothing: the workbook's build cannot start.
        XCTAssertTrue(try failure(run).contains("building the workbook failed"))
        let calls = try String(contentsOf: ran, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(calls.count, 3, "\(calls)")
        XCTAssertTrue(calls.first?.hasPrefix("git init -q -- ") ?? false, "\(calls)")
        XCTAssertTrue(calls.dropFirst().first?.hasSuffix(" fetch -q --depth 1 -- https://github.com/foundation50/workbook.git v1.2") ?? false, "\(calls)")
    }
}

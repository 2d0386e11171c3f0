import XCTest

/// The graders' set-ups (Graders/) run end to end on the fixture workbook, with the platforms'
/// folders simulated under a temporary root: set-up builds once, then each platform's entry
/// point grades a submission with `kata grade` and writes its file. One built workbook is shared.
final class EndToEndGradeTests: XCTestCase {
    /// The simulated `/autograder`, whose `source` is the instructor's workbook.
    nonisolated(unsafe) static var root: URL!
    nonisolated(unsafe) static var setUpOutput: CommandOutput?

    static var workbook: URL { root.appendingPathComponent("source") }
    static var kataBin: String { productsDirectory.appendingPathComponent("kata").path }
    static var environment: [String: String] {
        ["KATA_BIN": kataBin, "KATA_CHECK_TIMEOUT": "1", "AUTOGRADER_ROOT": root.path, "KATA_WORKBOOK": workbook.path]
    }

    override class func setUp() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-grade-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try? FileManager.default.moveItem(at: makeFixtureWorkbook(), to: workbook)
        try? FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Graders"), to: workbook.appendingPathComponent("Graders"))
        // The shipped points file names the real katas' central rules; the fixture's katas have none.
        try? #"{"points": {}}"#.write(to: workbook.appendingPathComponent("Graders/points.json"), atomically: true, encoding: .utf8)
        setUpOutput = try? runProgram("/bin/sh", [workbook.appendingPathComponent("Graders/gradescope/setup.sh").path],
                                      in: root, environment: environment, timeout: 600)
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: root)
    }

    /// A learner's whole copy of the fixture workbook: broken fixed, passing made wrong, and the
    /// hidden checks, Package.swift and a plugin edited to pass anything.
    func makeCheatingSubmission(at folder: URL) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in ["Katas", "Package.swift", "Sources"] {
            try fileManager.copyItem(at: Self.workbook.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        try "func answer() -> Int { 42 }\n".write(to: folder.appendingPathComponent("Katas/Broken/Broken.swift"), atomically: true, encoding: .utf8)
        try "func greeting(for name: String) -> String { \"Hi\" }\n"
            .write(to: folder.appendingPathComponent("Katas/Passing/Passing.swift"), atomically: true, encoding: .utf8)
        try """
            @testable import Passing
            import KataKit

            @main
            struct PassingChecks: Kata {
                static let checks = [Check("the greeting names the person") { }]
            }
            """.write(to: folder.appendingPathComponent("Sources/Checks/Passing/PassingChecks.swift"), atomically: true, encoding: .utf8)
        try (String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) + "\n// edited\n")
            .write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try fileManager.createDirectory(at: folder.appendingPathComponent("Plugins/Evil"), withIntermediateDirectories: true)
        try "// runs anything\n".write(to: folder.appendingPathComponent("Plugins/Evil/plugin.swift"), atomically: true, encoding: .utf8)
    }

    /// Every file of `folder` with its contents.
    func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return files }
        for case let path as String in enumerator {
            var isFolder: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }

    func testGradescopeGradesWithTheRealChecksAndNamesTheEditsAsIgnored() throws {
        let setUp = try XCTUnwrap(Self.setUpOutput, "setup.sh ran")
        XCTAssertEqual(setUp.status, 0, setUp.standardError)
        let submission = Self.root.appendingPathComponent("submission")
        try makeCheatingSubmission(at: submission)
        let before = snapshot(submission)
        let instructorsKatas = snapshot(Self.workbook.appendingPathComponent("Katas"))
        let run = try runProgram("/bin/sh", [Self.workbook.appendingPathComponent("Graders/gradescope/run_autograder").path],
                                 in: Self.root, environment: Self.environment, timeout: 600)
        XCTAssertEqual(run.status, 0, run.standardError)
        let data = try Data(contentsOf: Self.root.appendingPathComponent("results/results.json"))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(Set(document.keys), ["score", "execution_time", "output", "output_format", "test_output_format", "visibility", "tests"])
        let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        let status = Dictionary(uniqueKeysWithValues: tests.compactMap { test in (test["name"] as? String).map { ($0, test["status"] as? String) } })
        XCTAssertEqual(status["broken · the answer is 42"], "passed", "the learner's fix of broken is graded")
        XCTAssertEqual(status["passing · the greeting names the person"], "failed", "graded by the real checks, not the learner's edit")
        XCTAssertEqual(status["passing · the greeting of an empty name still greets"], "failed", "the real checks' second check ran")
        XCTAssertEqual(status["mixed · spinning ends"], "failed", "the check that loops ends at its time limit")
        let output = try XCTUnwrap(document["output"] as? String)
        for ignored in ["Package.swift", "Plugins/Evil/plugin.swift", "Sources/Checks/Passing/PassingChecks.swift"] {
            XCTAssertTrue(output.contains(ignored), "\(ignored) is named as ignored: \(output)")
        }
        XCTAssertEqual(snapshot(submission), before, "the submission is not changed")
        XCTAssertEqual(snapshot(Self.workbook.appendingPathComponent("Katas")), instructorsKatas, "the instructor's katas are put back")
        XCTAssertFalse(FileManager.default.fileExists(atPath: Self.workbook.appendingPathComponent(".kata/grading").path))
    }

    func testPrairieLearnGradesAKatasFolderWithAKataThatDoesNotCompile() throws {
        let grade = Self.root.appendingPathComponent("grade")
        try FileManager.default.createDirectory(at: grade.appendingPathComponent("student"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.workbook.appendingPathComponent("Katas/Broken"), to: grade.appendingPathComponent("student/Broken"))
        try FileManager.default.copyItem(at: Self.workbook.appendingPathComponent("Katas/Passing"), to: grade.appendingPathComponent("student/Passing"))
        var environment = Self.environment
        environment["PL_GRADE_ROOT"] = grade.path
        let run = try runProgram("/bin/sh", [Self.workbook.appendingPathComponent("Graders/prairielearn/grade.sh").path],
                                 in: Self.root, environment: environment, timeout: 600)
        XCTAssertEqual(run.status, 0, run.standardError)
        let data = try Data(contentsOf: grade.appendingPathComponent("results/results.json"))
        XCTAssertLessThan(data.count, 1_000_000)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(Set(document.keys), ["gradable", "score", "message", "output", "images", "tests"])
        XCTAssertEqual(document["gradable"] as? Bool, true)
        // broken does not compile, and the rest is as the starters were: nothing is earned.
        XCTAssertEqual(document["score"] as? Double, 0)
        let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        let compiles = try XCTUnwrap(tests.first { $0["name"] as? String == "broken · compiles" })
        XCTAssertEqual(compiles["points"] as? Double, 0)
        // Five katas; passing's starter already passes everything, so the others share 100.
        XCTAssertEqual(try XCTUnwrap(compiles["max_points"] as? Double), 25, accuracy: 0.001)
        XCTAssertTrue((compiles["output"] as? String ?? "").contains("Katas/Broken/Broken.swift:2"), "\(compiles)")
        XCTAssertTrue((document["output"] as? String ?? "").contains("graded as the starter (failing): mixed, hostile, noisy"))
    }

    func testPrairieLearnUnpacksTheKatasZipAndRefusesOneThatIsNot() throws {
        let grade = Self.root.appendingPathComponent("grade-zip")
        let student = grade.appendingPathComponent("student")
        try FileManager.default.createDirectory(at: student, withIntermediateDirectories: true)
        let learner = Self.root.appendingPathComponent("zip-learner")
        try FileManager.default.createDirectory(at: learner, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.workbook.appendingPathComponent("Katas"), to: learner.appendingPathComponent("Katas"))
        try "func answer() -> Int { 42 }\n".write(to: learner.appendingPathComponent("Katas/Broken/Broken.swift"), atomically: true, encoding: .utf8)
        let zip = try runProgram("/usr/bin/env", ["zip", "-qr", student.appendingPathComponent("katas.zip").path, "Katas"], in: learner)
        XCTAssertEqual(zip.status, 0, zip.standardError)
        var environment = Self.environment
        environment["PL_GRADE_ROOT"] = grade.path
        let script = Self.workbook.appendingPathComponent("Graders/prairielearn/grade.sh").path
        let run = try runProgram("/bin/sh", [script], in: Self.root, environment: environment, timeout: 600)
        XCTAssertEqual(run.status, 0, run.standardError)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: grade.appendingPathComponent("results/results.json"))) as? [String: Any])
        XCTAssertEqual(document["gradable"] as? Bool, true)
        XCTAssertGreaterThan(try XCTUnwrap(document["score"] as? Double), 0, "the fix of broken in the zip is graded")

        try "this is not a zip".write(to: student.appendingPathComponent("katas.zip"), atomically: true, encoding: .utf8)
        let refused = try runProgram("/bin/sh", [script], in: Self.root, environment: environment, timeout: 600)
        XCTAssertEqual(refused.status, 0, refused.standardError)
        let bad = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: grade.appendingPathComponent("results/results.json"))) as? [String: Any])
        XCTAssertEqual(bad["gradable"] as? Bool, false)
        XCTAssertTrue((bad["format_errors"] as? [String])?.first?.contains("zip -r katas.zip Katas") ?? false, "\(bad)")
    }

    func testClassroom50AndCodeGradeEntryPoints() throws {
        let submission = Self.root.appendingPathComponent("learner-repo")
        try makeCheatingSubmission(at: submission)
        // A grade of its own committed, as a folder, and the release's text: neither survives.
        try FileManager.default.createDirectory(at: submission.appendingPathComponent("result.json"), withIntermediateDirectories: true)
        try #"{"score": 100}"#.write(to: submission.appendingPathComponent("result.json/claim.json"), atomically: true, encoding: .utf8)
        try "### classroom50 autograde: 100/100\n".write(to: submission.appendingPathComponent("release-body.md"), atomically: true, encoding: .utf8)
        // Classroom 50's runner: the student's checkout is the working folder, the identity in the environment.
        var runner = Self.environment
        for (name, value) in Classroom50ResultTests.environment { runner[name] = value }
        let classroom = try runProgram("/usr/bin/env", ["python3", Self.workbook.appendingPathComponent("Graders/classroom50/autograder.py").path],
                                       in: submission, environment: runner, timeout: 600)
        XCTAssertEqual(classroom.status, 0, classroom.standardError)
        let data = try Data(contentsOf: submission.appendingPathComponent("result.json"))
        XCTAssertEqual(Classroom50Schema.violations(data, run: Classroom50ResultTests.run), [])
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(result["submission"] as? String, "submit/3")
        XCTAssertFalse(FileManager.default.fileExists(atPath: submission.appendingPathComponent("release-body.md").path))
        let tests = try XCTUnwrap(result["tests"] as? [[String: Any]])
        let passing = try XCTUnwrap(tests.first { $0["test-name"] as? String == "passing" })
        let checks = try XCTUnwrap(passing["checks"] as? [[String: Any]])
        XCTAssertEqual(checks.first { $0["name"] as? String == "the greeting names the person" }?["status"] as? String, "fail",
                       "graded by the real checks, not the learner's edit")

        // Without a workbook or Swift, a valid result.json still says why.
        let empty = Self.root.appendingPathComponent("no-workbook")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        var bare = runner
        bare["KATA_WORKBOOK"] = nil
        bare["PATH"] = "/usr/bin:/bin"
        let failed = try runProgram("/usr/bin/env", ["python3", Self.workbook.appendingPathComponent("Graders/classroom50/autograder.py").path],
                                    in: empty, environment: bare, timeout: 60)
        XCTAssertEqual(failed.status, 0, failed.standardError)
        let failure = try Data(contentsOf: empty.appendingPathComponent("result.json"))
        XCTAssertEqual(Classroom50Schema.violations(failure, run: Classroom50ResultTests.run), [])
        XCTAssertTrue(String(decoding: failure, as: UTF8.self).contains("could not be graded"))

        let job = Self.root.appendingPathComponent("job")
        try FileManager.default.createDirectory(at: job, withIntermediateDirectories: true)
        let codegrade = try runProgram("/bin/sh", [Self.workbook.appendingPathComponent("Graders/codegrade/run.sh").path, submission.path],
                                       in: job, environment: Self.environment, timeout: 600)
        XCTAssertEqual(codegrade.status, 0, codegrade.standardError)
        let lines = codegrade.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.last.map(String.init), #"{"tag": "points", "points": "\#(result["score"] as? Int ?? -1)/100"}"#,
                       "CodeGrade records the points Classroom 50 does")
        XCTAssertTrue(codegrade.standardOutput.contains("✗ passing · the greeting names the person"), codegrade.standardOutput)
    }

    func testAGradeEndsWithinItsTimeBudgetAndSaysItWasCut() throws {
        let submission = Self.root.appendingPathComponent("over-budget")
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.workbook.appendingPathComponent("Katas"), to: submission.appendingPathComponent("Katas"))
        let results = Self.root.appendingPathComponent("over-budget.json")
        let started = Date()
        // Each check may take 30 s (the fixture's spinning checks would), the grade 20 s in all.
        let run = try runKata(["grade", submission.path, "--format", "gradescope", "--output", results.path, "--timeout", "30", "--time-budget", "20"],
                              in: Self.workbook, timeout: 300)
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(run.status, 0, run.standardError)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any])
        let output = try XCTUnwrap(document["output"] as? String)
        XCTAssertTrue(output.contains("the grade was cut at its time budget of 20 s"), output)
        XCTAssertLessThan(seconds, 60, "the checks ended at the budget, not at 30 s each")
        let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        XCTAssertTrue(tests.contains { ($0["output"] as? String ?? "").contains("stopped: the grade's time budget ran out") })
    }

    func testTheUntouchedWorkbookGradesZero() throws {
        let untouched = Self.root.appendingPathComponent("untouched")
        try FileManager.default.createDirectory(at: untouched, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.workbook.appendingPathComponent("Katas"), to: untouched.appendingPathComponent("Katas"))
        let results = Self.root.appendingPathComponent("untouched.json")
        let run = try runProgram("/bin/sh", [Self.workbook.appendingPathComponent("Graders/grade-submission.sh").path, untouched.path, "gradescope",
                                             results.path, Self.workbook.path], in: Self.root, environment: Self.environment, timeout: 600)
        XCTAssertEqual(run.status, 0, run.standardError)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any])
        XCTAssertEqual(document["score"] as? Double, 0, "\(document["output"] ?? "")")
        XCTAssertFalse(run.standardError.contains("grading the pristine starters"), "set-up made the baseline: \(run.standardError)")
    }

    func testCtrlCDuringAGradePutsTheInstructorsKatasBack() throws {
        let submission = Self.root.appendingPathComponent("interrupted")
        try makeCheatingSubmission(at: submission)
        let katas = Self.workbook.appendingPathComponent("Katas")
        let before = snapshot(katas)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.kataBin)
        // The fixture's spinning check runs into a long limit: the grade is still going when interrupted.
        process.arguments = ["grade", submission.path, "--timeout", "60"]
        process.currentDirectoryURL = Self.workbook
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let backup = Self.workbook.appendingPathComponent(".kata/grading/complete").path
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: backup) && Date() < deadline && process.isRunning { usleep(50_000) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: backup), "the grade put the submission in place")
        XCTAssertNotEqual(snapshot(katas), before, "the submission's files are in the instructor's Katas while it grades")
        sleep(3)
        process.interrupt()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130)
        XCTAssertEqual(snapshot(katas), before, "every instructor's file is back")
        XCTAssertFalse(FileManager.default.fileExists(atPath: Self.workbook.appendingPathComponent(".kata/grading").path))
    }
}

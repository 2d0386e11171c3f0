import XCTest

/// PrairieLearn's `grade.sh` on an upload that is not a zip: the learner reads what to do first,
/// then unzip's words, and none of the grader's folders. Nothing is built or graded.
final class PrairieLearnGradeScriptTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-prairielearn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("grade/student"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tmp"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func testAnUploadThatIsNotAZipIsToldWhatToDoFirstWithoutTheGradersPaths() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip") else { throw XCTSkip("no unzip here") }
        try "this is not a zip".write(to: root.appendingPathComponent("grade/student/katas.zip"), atomically: true, encoding: .utf8)
        let script = packageRoot.appendingPathComponent("Graders/prairielearn/grade.sh").path
        let run = try runProgram("/bin/sh", [script], in: root, environment: [
            "PL_GRADE_ROOT": root.appendingPathComponent("grade").path, "KATA_WORKBOOK": root.appendingPathComponent("no-workbook").path,
            "TMPDIR": root.appendingPathComponent("tmp").path,
        ], timeout: 60)
        XCTAssertEqual(run.status, 0, run.standardError)
        let data = try Data(contentsOf: root.appendingPathComponent("grade/results/results.json"))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(document["gradable"] as? Bool, false)
        let errors = try XCTUnwrap(document["format_errors"] as? [String])
        XCTAssertEqual(errors.count, 1)
        let error = errors[0]
        XCTAssertTrue(error.hasPrefix("katas.zip is not a zip archive that can be unpacked: zip your Katas folder (zip -r katas.zip Katas) "
                                      + "and upload that file again. (unzip said: "), error)
        XCTAssertTrue(error.contains("[katas.zip]"), "unzip's words come after, naming the upload as the learner does: \(error)")
        XCTAssertFalse(error.contains(root.path), error)
        XCTAssertNil(error.range(of: #"(^|[\s\[(:])/[A-Za-z]"#, options: .regularExpression), "no absolute path: \(error)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("tmp").path), [],
                       "the folder it would have unpacked into is removed")
    }
}

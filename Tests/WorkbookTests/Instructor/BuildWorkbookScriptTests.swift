import XCTest

/// `Graders/build-workbook.sh` runs every `swift build` of the set-up with one environment and one
/// build system (`KATA_CHANGE_CHECKS=1`, native, as `kata` builds), so that no step's build makes
/// SwiftPM start over. Run with a `swift` and a `kata` that only record how they were called.
final class BuildWorkbookScriptTests: XCTestCase {
    func testEveryBuildOfTheSetUpHasTheEnvironmentAndBuildSystemOfKatasOwn() throws {
        let fileManager = FileManager.default
        let root = fileManager.temporaryDirectory.appendingPathComponent("kata-build-workbook-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: root) }
        let bin = root.appendingPathComponent("bin"), products = root.appendingPathComponent("products"), workbook = root.appendingPathComponent("workbook")
        for folder in [bin, products, workbook] { try fileManager.createDirectory(at: folder, withIntermediateDirectories: true) }
        for folder in ["Sources/Checks/Trip", "Sources/Checks/Todos", "Sources/ChangeChecks/Trip", "Sources/SolutionChecks/Trip"] {
            try fileManager.createDirectory(at: workbook.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let log = root.appendingPathComponent("ran.log").path
        func fake(_ path: URL, _ body: String) throws {
            try "#!/bin/sh\n\(body)\n".write(to: path, atomically: true, encoding: .utf8)
            try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path.path)
        }
        try fake(bin.appendingPathComponent("swift"), """
            echo "swift KATA_CHANGE_CHECKS=${KATA_CHANGE_CHECKS:-unset} $*" >> '\(log)'
            case "$*" in *--show-bin-path*) echo '\(products.path)' ;; esac
            """)
        try fake(products.appendingPathComponent("kata"), "echo \"kata $*\" >> '\(log)'")
        let script = packageRoot.appendingPathComponent("Graders/build-workbook.sh").path
        let run = try runProgram("/usr/bin/env", ["-u", "KATA_BIN", "-u", "KATA_CHANGE_CHECKS", "PATH=\(bin.path):/usr/bin:/bin", "sh", script, workbook.path],
                                 in: root, timeout: 60)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n"), [
            "swift KATA_CHANGE_CHECKS=1 build --build-system native --product kata",
            "swift KATA_CHANGE_CHECKS=1 build --build-system native --show-bin-path",
            // Each checks executable a grade runs, one product at a time: a whole build would also
            // build the package plugin's copy of kata (KataKit compiled twice).
            "swift KATA_CHANGE_CHECKS=1 build --build-system native --product TodosChecks",
            "swift KATA_CHANGE_CHECKS=1 build --build-system native --product TripChecks",
            "swift KATA_CHANGE_CHECKS=1 build --build-system native --product TripChangeChecks",
            "kata grade --baseline",
        ])
        XCTAssertEqual(try String(contentsOf: workbook.appendingPathComponent(".kata-grader"), encoding: .utf8), products.path + "/kata\n")
    }
}

import Foundation

/// A process that outlives a grade to put the instructor's katas back at once, whatever ended
/// the grade (SIGKILL from outside, the out-of-memory killer): `kata` itself, started by the
/// grade with `KATA_GRADE_GUARDIAN` naming the workbook, in a session of its own. It waits for
/// the end of its standard input, which only the grade holds; then, with the grade's lock (so
/// that it never restores while another grade grades), it restores a backup left behind.
enum GradeGuardian {
    static let variable = "KATA_GRADE_GUARDIAN"

    /// Starts the guardian of a grade in `root`; nil when it cannot start (the next grade or the
    /// next `kata grade` restores then, as before).
    static func start(root: URL) -> Child? {
        guard let executable = Bundle.main.executablePath else { return nil }
        return try? Child(executable, [], environment: [variable: root.path], newSession: true)
    }

    /// The guardian's work: waits for the grade to end, then restores what it left aside.
    ///
    /// - Returns: The exit code: 0.
    static func watch(root: URL) -> Int32 {
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) != 0 {
            if errno != EINTR { break }
        }
        let turn = BuildLock(root: root, name: BuildLock.gradeLockName)
        defer { withExtendedLifetime(turn) {} }
        guard let catalog = try? Catalog(root: root) else { return 0 }
        _ = try? GradingCopy(root: root, katas: catalog.katas).recoverIfInterrupted()
        return 0
    }
}

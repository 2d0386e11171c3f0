import Foundation
import KataKit

/// The processes `kata` starts of itself, told apart by their environment: the launcher of a
/// checks process (see ``ConfinedLaunch``) and the guardian of a grade (see ``GradeGuardian``).
extension Workbook {
    /// Carries out the work of a helper process when this is one; nil when this is the command.
    static func helperProcess(arguments: [String], environment: [String: String]) -> Int32? {
        if isLauncher(environment), let executable = arguments.first {
            return ExecConfinement.exec(executable, arguments: arguments)
        }
        if let root = environment[GradeGuardian.variable], !root.isEmpty {
            return GradeGuardian.watch(root: URL(fileURLWithPath: root))
        }
        // The command: it starts the checks through itself.
        ConfinedLaunch.launcher = Bundle.main.executablePath
        return nil
    }

    /// Whether this process is the launcher of a checks process, which only `exec`s it.
    static func isLauncher(_ environment: [String: String]) -> Bool {
        environment[ConfinedLaunch.variable] == "1"
    }
}

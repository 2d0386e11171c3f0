@testable import Hostile
import KataKit

@main
struct HostileChecks: Kata {
    static let checks = [
        Check(HostileNames.all[0]) { expectEqual(answer(), 42, "answer()") },
        Check(HostileNames.all[1]) {
            printResultLikeLinesForever()
            expectEqual(answer(), 42, "answer()")
        },
        Check(HostileNames.all[2]) {
            forgeResultsOnEveryDescriptor()
            expectEqual(answer(), 42, "answer()")
        },
        Check(HostileNames.all[3]) { leaveSpinningTasks() },
        Check(HostileNames.all[4]) { expectEqual(await answerOnAnotherTask(), 42, "answerOnAnotherTask()") },
        Check(HostileNames.all[5]) { expectEqual(killTheSparesThenTrap(), 42, "killTheSparesThenTrap()") },
        Check(HostileNames.all[6]) { expectEqual(printInvalidUTF8ThenTrap(), 42, "printInvalidUTF8ThenTrap()") },
        Check(HostileNames.all[7]) { expectEqual(answer(), 42, "answer()") },
    ]
}

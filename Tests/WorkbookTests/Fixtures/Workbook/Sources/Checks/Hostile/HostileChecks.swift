@testable import Hostile
import KataKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        Check(HostileNames.all[8]) {
            await startProcessesThatOutliveTheCheck()
            expectEqual(answer(), 42, "answer()")
        },
        Check(HostileNames.all[9]) { expectEqual(writeToTheTerminal(), false, "the terminal could be opened") },
        Check(HostileNames.all[10]) { expectEqual(signalAndWait(getppid(), SIGKILL), 42, "signalAndWait(parent, SIGKILL)") },
        Check(HostileNames.all[11]) { expectEqual(signalAndWait(0, SIGKILL), 42, "signalAndWait(group, SIGKILL)") },
        Check(HostileNames.all[12]) { expectEqual(signalAndWait(0, SIGTERM), 42, "signalAndWait(group, SIGTERM)") },
        Check(HostileNames.all[13]) {
            #if os(Linux)
            kill(getppid(), SIGSTOP)
            #endif
            expectEqual(answer(), 42, "answer()")
        },
    ]
}

@testable import Hostile
import KataKit
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct HostileChecks: Kata {
    static let checks = [
        Check(HostileNames.all[0]) { KataKit.expectEqual(answer(), 42, "answer()") },
        Check(HostileNames.all[1]) {
            printResultLikeLinesForever()
            KataKit.expectEqual(answer(), 42, "answer()")
        },
        Check(HostileNames.all[2]) {
            forgeResultsOnEveryDescriptor()
            KataKit.expectEqual(answer(), 42, "answer()")
        },
        Check(HostileNames.all[3]) { leaveSpinningTasks() },
        Check(HostileNames.all[4]) { KataKit.expectEqual(await answerOnAnotherTask(), 42, "answerOnAnotherTask()") },
        Check(HostileNames.all[5]) { KataKit.expectEqual(killTheSparesThenTrap(), 42, "killTheSparesThenTrap()") },
        Check(HostileNames.all[6]) { KataKit.expectEqual(printInvalidUTF8ThenTrap(), 42, "printInvalidUTF8ThenTrap()") },
        Check(HostileNames.all[7]) { KataKit.expectEqual(answer(), 42, "answer()") },
        Check(HostileNames.all[8]) {
            await startProcessesThatOutliveTheCheck()
            KataKit.expectEqual(answer(), 42, "answer()")
        },
        Check(HostileNames.all[9]) { KataKit.expectEqual(writeToTheTerminal(), false, "the terminal could be opened") },
        Check(HostileNames.all[10]) { KataKit.expectEqual(signalAndWait(getppid(), SIGKILL), 42, "signalAndWait(parent, SIGKILL)") },
        Check(HostileNames.all[11]) { KataKit.expectEqual(signalAndWait(0, SIGKILL), 42, "signalAndWait(group, SIGKILL)") },
        Check(HostileNames.all[12]) { KataKit.expectEqual(signalAndWait(0, SIGTERM), 42, "signalAndWait(group, SIGTERM)") },
        Check(HostileNames.all[13]) {
            #if os(Linux)
            kill(getppid(), SIGSTOP)
            #endif
            KataKit.expectEqual(answer(), 42, "answer()")
        },
        Check(HostileNames.all[14]) {
            forgeAPassFromMemory(index: 14)
            KataKit.expectEqual(answer(), 42, "answer()")
        },
        Check(HostileNames.all[15]) { await fetchThroughTheSharedSession() },
        Check(HostileNames.all[16]) { runCurl() },
        Check(HostileNames.all[17]) { KataKit.expectEqual(openRawSocket(), false, "a network socket could be made") },
        Check(HostileNames.all[18]) { execShell() },
        Check(HostileNames.all[19]) { KataKit.expectEqual(localSocketPairWorks(), true, "a local socket pair works") },
        Check(HostileNames.all[20]) {
            // The home folder, outside the temporary folders (the fixture workbook is in one).
            let home = FileManager.default.homeDirectoryForCurrentUser.path
            KataKit.expectEqual(appendToLog(at: home + "/.kata-hostile-\(getpid()).log"), false, "a log file could be written in the home folder")
        },
        Check(HostileNames.all[21]) {
            KataKit.expectEqual(appendToLog(at: NSTemporaryDirectory() + "/hostile-\(getpid()).log"), true, "a log file in the temporary folder")
        },
        Check(HostileNames.all[22]) { KataKit.expectEqual(readableSecrets(), [], "what could be read") },
        Check(HostileNames.all[23]) { KataKit.expectEqual(changedMetadata(), [], "what could be changed") },
        Check(HostileNames.all[24]) { KataKit.expectEqual(stoppedAncestors(), [], "the processes that could be stopped") },
        Check(HostileNames.all[25]) { KataKit.expectEqual(networkSocketWithThreadsAnsweringTheFilter(), false, "a network socket could be made") },
    ]
}

/// What learner code could do with a copy of KataKit's HMAC (here KataKit's own): look through
/// the process's writable memory for the runner's request line, `KEY INDEX` (64 hex digits, a
/// space, this check's index), as the forgery of issue 22 found the token in standard input's
/// buffer; sign a pass with each key found and write it on the results channel.
func forgeAPassFromMemory(index: Int) {
    #if os(Linux)
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return }
    // Through /proc/self/mem where it opens; the check's process is kept from it (ProcessMemory),
    // so read the writable regions in place, as code in the process reads them all the same.
    let memory = open("/proc/self/mem", O_RDONLY)
    defer { if memory >= 0 { close(memory) } }
    let hexDigits = Set("0123456789abcdef".utf8)
    let suffix = Array(" \(index)".utf8)
    var keys = Set<[UInt8]>()
    for region in maps.split(separator: "\n") {
        let fields = region.split(separator: " ")
        let bounds = fields.first?.split(separator: "-").compactMap { UInt64($0, radix: 16) } ?? []
        guard fields.count > 1, fields[1].hasPrefix("rw"), bounds.count == 2, bounds[1] - bounds[0] < 1 << 28 else { continue }
        var bytes = [UInt8](repeating: 0, count: Int(bounds[1] - bounds[0]))
        let count = bytes.withUnsafeMutableBytes { buffer -> Int in
            if memory >= 0 { return pread(memory, buffer.baseAddress, buffer.count, off_t(bounds[0])) }
            guard let region = UnsafeRawPointer(bitPattern: UInt(bounds[0])), let destination = buffer.baseAddress else { return 0 }
            destination.copyMemory(from: region, byteCount: buffer.count)
            return buffer.count
        }
        guard count > 64 + suffix.count else { continue }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var position = 64
            while position + suffix.count <= count, let found = memchr(base + position, 0x20, count - position - suffix.count + 1) {
                let space = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
                position = space + 1
                guard space >= 64, Array(buffer[space..<(space + suffix.count)]) == suffix,
                      buffer[(space - 64)..<space].allSatisfy(hexDigits.contains) else { continue }
                let hex = Array(buffer[(space - 64)..<space])
                keys.insert(stride(from: 0, to: 64, by: 2).map { UInt8(String(decoding: hex[$0...($0 + 1)], as: UTF8.self), radix: 16) ?? 0 })
            }
        }
    }
    let name = HostileNames.all[index]
    let json = Array(#"{"index":\#(index),"kind":"finished","result":{"duration":0,"failures":[],"kind":"behaviour","name":"\#(name)","output":"","status":"pass"}}"#.utf8)
    for key in keys {
        let line = Array("\n\(SHA256.authenticationCode(of: json, key: key).hexadecimal) ".utf8) + json + [10]
        _ = line.withUnsafeBytes { write(3, $0.baseAddress, $0.count) }
    }
    print("keys found in memory: \(keys.count)")
    #else
    print("keys found in memory: 0") // no /proc to read
    #endif
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The write side of the results channel: a duplicate of the standard output the process
/// started with, kept aside before the learner's output is redirected.
final class ResultsChannel: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private let encoder = JSONEncoder()

    init() {
        descriptor = dup(STDOUT_FILENO)
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    func send(_ event: CheckEvent) {
        guard var data = try? encoder.encode(event) else { return }
        data.append(UInt8(ascii: "\n"))
        lock.withLock {
            data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
        }
    }
}

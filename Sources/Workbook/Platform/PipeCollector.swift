import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a pipe to its end on another thread, so that a child writing a lot to standard
/// error never blocks on a full pipe while we read its standard output.
final class PipeCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        Thread.detachNewThread {
            var chunk = [UInt8](repeating: 0, count: 16_384)
            while true {
                let count = read(descriptor, &chunk, chunk.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                self.data.append(contentsOf: chunk[0..<count])
            }
            close(descriptor)
            self.done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

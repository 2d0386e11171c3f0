import Foundation
import KataKit

/// Asks a built checks executable for the learner's graph of parts (`--graph`): the kata's
/// parts, the uses between them read from the compiler's index, and the intended arrows.
///
/// It runs none of the learner's code, only reads the index the build wrote.
struct ArchitectureReader: Sendable {
    let root: URL

    /// What the executable said.
    enum Reading: Equatable, Sendable {
        case graph(PartGraph)
        /// The kata declares no parts.
        case none
        /// The index could not be read, or the executable answered nothing readable.
        case unavailable(String)
    }

    /// - Parameter sources: The folder of the code under test, relative to the root; the graph's
    ///   places are made relative to the root too (`Katas/DDDTodos/Data/TodoDTO.swift`).
    func read(_ executable: String, sources: String) -> Reading {
        var events: [CheckEvent] = []
        let decoder = JSONDecoder()
        let ended: Subprocess.Result
        do {
            ended = try Subprocess.streamLines(executable, ["--graph"],
                                               environment: ["KATA_SOURCES": root.appendingPathComponent(sources).path]) { line in
                if let event = try? decoder.decode(CheckEvent.self, from: Data(line.utf8)), event.kind == .graph {
                    events.append(event)
                }
            }
        } catch {
            return .unavailable("\(executable) could not be started: \(error)")
        }
        guard ended.status == 0, !ended.endedBySignal, let event = events.last else {
            let said = ended.output.trimmingCharacters(in: .whitespacesAndNewlines)
            return .unavailable(said.isEmpty ? "\(executable) --graph gave no graph (exit status \(ended.status))" : said)
        }
        guard var graph = event.graph else { return .none }
        for index in graph.edges.indices { graph.edges[index].file = "\(sources)/\(graph.edges[index].file)" }
        return .graph(graph)
    }

    /// Reads the graph on a thread of its own, beside the checks: ``Pending/wait()`` returns it.
    func start(_ executable: String, sources: String) -> Pending {
        let pending = Pending()
        pending.group.enter()
        Thread.detachNewThread { [self] in
            pending.set(read(executable, sources: sources))
            pending.group.leave()
        }
        return pending
    }

    /// A reading under way.
    final class Pending: @unchecked Sendable {
        fileprivate let group = DispatchGroup()
        private let lock = NSLock()
        private var reading: Reading = .none

        fileprivate func set(_ reading: Reading) {
            lock.withLock { self.reading = reading }
        }

        /// Waits for the reading to end and returns it.
        func wait() -> Reading {
            group.wait()
            return lock.withLock { reading }
        }
    }
}

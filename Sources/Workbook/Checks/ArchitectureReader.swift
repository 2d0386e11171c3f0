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
    /// - Parameter environment: Where the index is (``BuiltChecks/environment``).
    func read(_ executable: String, sources: String, environment: [String: String] = [:]) -> Reading {
        var events: [CheckEvent] = []
        let decoder = JSONDecoder()
        let ended: Subprocess.Result
        do {
            ended = try Subprocess.streamLines(executable, ["--graph"],
                                               environment: environment.merging(["KATA_SOURCES": root.appendingPathComponent(sources).path]) { $1 }) { line in
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
        return Self.located(event.graph.map(Reading.graph) ?? .none, sources: sources)
    }

    /// The graph with its places relative to the root: `Katas/DDDTodos/Data/TodoDTO.swift`.
    static func located(_ reading: Reading, sources: String) -> Reading {
        guard case .graph(var graph) = reading else { return reading }
        for index in graph.edges.indices { graph.edges[index].file = "\(sources)/\(graph.edges[index].file)" }
        return .graph(graph)
    }
}

import Foundation

/// The object files the compiler made from one module's Swift files, as the module's output file
/// map (`.build/debug/<Module>.build/output-file-map.json`) names them.
///
/// The Swift driver's incremental build compares each file's modification time with the time it
/// recorded at its last compile, and that record keeps whole seconds only: a file rewritten within
/// the second of its last compile is skipped, and its old object is linked. Removing the object of
/// each file whose content changed makes the driver compile it again ("missing an output"), and
/// makes SwiftPM run the module's command again, even when the file kept its old time to the
/// nanosecond. The learner's files themselves are never touched (an editor would see a file
/// changed on disk).
struct CompiledObjects {
    /// Where SwiftPM puts debug builds (`.build/debug`).
    let binDirectory: URL
    let module: String

    private var outputFileMap: URL {
        binDirectory.appendingPathComponent("\(module).build/output-file-map.json")
    }

    /// Removes the objects compiled from `files` (paths relative to the package root).
    ///
    /// - Returns: The objects removed.
    @discardableResult
    func remove(compiledFrom files: [String]) -> [String] {
        guard !files.isEmpty, let data = FileManager.default.contents(atPath: outputFileMap.path),
              let map = try? JSONDecoder().decode([String: [String: String]].self, from: data) else { return [] }
        var removed: [String] = []
        for (source, outputs) in map where !source.isEmpty {
            guard let object = outputs["object"], files.contains(where: { source.hasSuffix("/\($0)") }) else { continue }
            if (try? FileManager.default.removeItem(atPath: object)) != nil { removed.append(object) }
        }
        return removed.sorted()
    }
}

import Foundation

/// The object files the compiler made from one module's Swift files, as the module's output file
/// map names them (see ``BuildSystem/outputFileMaps(of:in:)``).
///
/// The Swift driver's incremental build compares each file's modification time with the time it
/// recorded at its last compile, and that record keeps whole seconds only: a file rewritten within
/// the second of its last compile is skipped, and its old object is linked. Removing the object of
/// each file whose content changed makes the driver compile it again ("missing an output"), and
/// makes SwiftPM run the module's command again, even when the file kept its old time to the
/// nanosecond. The learner's files themselves are never touched (an editor would see a file
/// changed on disk).
struct CompiledObjects {
    /// The module's output file maps (see ``BuildSystem/outputFileMaps(of:in:)``).
    let outputFileMaps: [URL]

    init(outputFileMaps: [URL]) {
        self.outputFileMaps = outputFileMaps
    }

    /// The objects of `module` in a native build whose products are in `binDirectory`.
    init(binDirectory: URL, module: String) {
        self.init(outputFileMaps: [binDirectory.appendingPathComponent("\(module).build/output-file-map.json")])
    }

    /// Each compiled source and its object file, as the output file maps name them.
    func objectsBySource() -> [(source: String, object: String)] {
        outputFileMaps.flatMap { url -> [(source: String, object: String)] in
            guard let data = FileManager.default.contents(atPath: url.path),
                  let map = try? JSONDecoder().decode([String: [String: String]].self, from: data) else { return [] }
            return map.compactMap { source, outputs in
                guard !source.isEmpty, let object = outputs["object"] else { return nil }
                return (source, object)
            }
        }
    }

    /// Removes the objects compiled from `files` (paths relative to the package root).
    ///
    /// - Returns: The objects removed.
    @discardableResult
    func remove(compiledFrom files: [String]) -> [String] {
        guard !files.isEmpty else { return [] }
        var removed: [String] = []
        for (source, object) in objectsBySource() where files.contains(where: { source.hasSuffix("/\($0)") }) {
            if (try? FileManager.default.removeItem(atPath: object)) != nil { removed.append(object) }
        }
        return removed.sorted()
    }
}

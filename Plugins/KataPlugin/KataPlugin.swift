import Foundation
import PackagePlugin

/// `swift package kata <kata>`, and in Xcode the package's "kata" command: builds one kata,
/// runs its checks with the `kata` tool, and reports each failure as a diagnostic at the
/// learner's file and line, which Xcode shows in the editor and `swift package` prints.
///
/// It asks for no permission: SwiftPM (or Xcode) builds the checks, and `kata` runs them with
/// `--no-progress`, so nothing is written to the package (`.kata/progress.json` is written by
/// `kata run` in a terminal). The catalog is read here only to name the checks product to build.
@main
struct KataPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL
        let kataTool = try context.tool(named: "kata").url
        // Xcode passes the targets ticked in its dialog as `--target <name>`, every target of
        // the package when the package is ticked (KataKit first): the first that is a kata's
        // module names the kata, as its id would.
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        var options = extractor.remainingArguments
        let named = options.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        if named != nil { options.removeFirst() }
        guard let argument = named ?? targets.first(where: { Self.module(of: $0, root: root) != nil }) else {
            let katas = Self.katas(root: root).enumerated().map { "\($0.offset + 1) \($0.element.id)" }.joined(separator: ", ")
            Diagnostics.error("which kata? Give its id or number as the command's argument, or tick its module "
                + "(\(targets.isEmpty ? "none was ticked" : "ticked: \(targets.joined(separator: ", "))")). Katas: \(katas)",
                file: nil, line: nil)
            return
        }
        guard let module = Self.module(of: argument, root: root) else {
            // Not a kata: `kata` says so, with the closest id, before building anything.
            let result = try await Self.run(kataTool, ["run", argument, "--no-progress"], in: root)
            let message = result.errors.trimmingCharacters(in: .whitespacesAndNewlines)
            Diagnostics.error(message.hasPrefix("error: ") ? String(message.dropFirst(7)) : message, file: nil, line: nil)
            return
        }
        let build = try packageManager.build(.product("\(module)Checks"),
                                             parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded,
              let executable = build.builtArtifacts.first(where: { $0.kind == .executable })?.url
        else {
            Self.reportCompileErrors(build.logText, root: root)
            Diagnostics.error("\(argument) does not compile: fix the first error, or start over with `swift run kata reset \(argument)`",
                              file: nil, line: nil)
            return
        }
        // `kata` finds the index beside the product: `.build/<triple>/debug/index/store` for
        // SwiftPM, `.build/out` for Swift Build, `Index.noindex/DataStore` in Xcode's DerivedData.
        let result = try await Self.run(kataTool, ["run", argument, "--json", "--no-progress", "--prebuilt", executable.path] + options,
                                        in: root)
        guard let document = try? JSONDecoder().decode(KataRunDocument.self, from: Data(result.output.utf8)),
              let kata = document.katas.first else {
            Diagnostics.error(escaped("kata run \(argument) failed: \(result.errors)"), file: nil, line: nil)
            return
        }
        Self.report(kata, root: root)
    }

    private struct Catalog: Decodable {
        struct Kata: Decodable { var id, module: String }
        var katas: [Kata]
    }

    /// The katas of `Katas/katas.json`, in order.
    private static func katas(root: URL) -> [Catalog.Kata] {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("Katas/katas.json").path) else { return [] }
        return (try? JSONDecoder().decode(Catalog.self, from: data).katas) ?? []
    }

    /// The module of a kata named by id, module or number, from `Katas/katas.json`.
    private static func module(of argument: String, root: URL) -> String? {
        let katas = katas(root: root)
        if let kata = katas.first(where: { $0.id == argument || $0.module.lowercased() == argument.lowercased() }) {
            return kata.module
        }
        guard let number = Int(argument), katas.indices.contains(number - 1) else { return nil }
        return katas[number - 1].module
    }

    /// One diagnostic per check that did not pass (see ``PluginReport``), then the summary.
    private static func report(_ kata: KataRunDocument.Kata, root: URL) {
        if kata.status == "error" {
            reportCompileErrors(kata.message ?? "", root: root)
        }
        let report = PluginReport(kata)
        for diagnostic in report.diagnostics {
            let file = diagnostic.file.map { root.appendingPathComponent($0).path }
            switch diagnostic.severity {
            case .error: Diagnostics.error(diagnostic.message, file: file, line: diagnostic.line)
            case .remark: Diagnostics.remark(diagnostic.message, file: file, line: diagnostic.line)
            }
        }
        if let summary = report.summary { print(summary) }
    }

    /// The compiler's errors (`path:line:column: error: message`) about the package's files.
    private static func reportCompileErrors(_ log: String, root: URL) {
        for line in log.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), Int(parts[2]) != nil,
                  parts[3].trimmingCharacters(in: .whitespaces) == "error" else { continue }
            let path = String(parts[0])
            let file = path.hasPrefix("/") ? path : root.appendingPathComponent(path).path
            let relative = file.hasPrefix(root.path + "/") ? String(file.dropFirst(root.path.count + 1)) : file
            Diagnostics.error(escaped("\(relative):\(number): \(parts[4].trimmingCharacters(in: .whitespaces))"), file: file, line: number)
        }
    }

    private static func run(_ tool: URL, _ arguments: [String], in directory: URL) async throws -> (output: String, errors: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorHandle = errors.fileHandleForReading
        let errorData = Task.detached { errorHandle.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: outputData, as: UTF8.self), String(decoding: await errorData.value, as: UTF8.self))
    }
}

import Foundation

/// What `kata` asked the toolchain once and keeps per toolchain (``Toolchain/identity(environment:)``)
/// in a small JSON file under `.build/`: asking again costs a process start.
struct ToolchainMemo {
    let file: URL
    let toolchain: String

    /// The value remembered for this toolchain, else `ask()`'s, remembered when not nil.
    func value(_ ask: () -> String?) -> String? {
        let remembered = FileManager.default.contents(atPath: file.path)
            .flatMap { try? JSONDecoder().decode([String: String].self, from: $0) } ?? [:]
        if let value = remembered[toolchain] { return value }
        guard let value = ask(), let data = try? JSONEncoder().encode([toolchain: value]) else { return nil }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
        return value
    }
}

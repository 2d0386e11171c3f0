import Foundation

/// Remembers, per checks product, the state of the package's files when it last built well,
/// so that `kata check` and `kata run` skip `swift build` (half a second even when there is
/// nothing to do) when no file has changed since.
struct BuildStamps: Sendable {
    let root: URL

    private var file: URL { root.appendingPathComponent(".kata/build-stamps.json") }

    /// A fingerprint of every file SwiftPM could read: path, size and modification time of
    /// each, outside `.build*`, `.kata`, `.git` and `.swiftpm`.
    func fingerprint() -> String {
        var hasher = FNV1a()
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey]) else {
            return UUID().uuidString
        }
        var entries: [String] = []
        let rootLength = root.standardizedFileURL.path.count + 1
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasPrefix(".build") || name == ".kata" || name == ".git" || name == ".swiftpm" {
                enumerator.skipDescendants()
                continue
            }
            let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey])
            if values?.isDirectory == true { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(rootLength))
            let time = values?.contentModificationDate?.timeIntervalSince1970 ?? 0
            entries.append("\(path)\u{0}\(values?.fileSize ?? -1)\u{0}\(time)")
        }
        for entry in entries.sorted() { hasher.add(entry) }
        return String(hasher.value, radix: 16)
    }

    /// Whether `product` was built from files exactly as they are now, and is still there.
    func isCurrent(_ product: String, fingerprint: String, executable: String) -> Bool {
        FileManager.default.fileExists(atPath: executable) && load()[product] == fingerprint
    }

    /// Records that these products built well from files with this fingerprint.
    func record(_ products: [String], fingerprint: String) {
        var stamps = load()
        for product in products { stamps[product] = fingerprint }
        guard let data = try? JSONEncoder().encode(stamps) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }

    private func load() -> [String: String] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        return (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }
}

/// The 64-bit FNV-1a hash: small, stable across runs (unlike `Hasher`), good enough here.
private struct FNV1a {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        value ^= 0xff
        value = value &* 0x0000_0100_0000_01b3
    }
}

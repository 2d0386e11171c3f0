import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Remembers, per checks product, the state of the package's files when it last built well,
/// so that `kata check` and `kata run` skip `swift build` (half a second even when there is
/// nothing to do) when no file has changed since.
struct BuildStamps: Sendable {
    let root: URL

    private var file: URL { root.appendingPathComponent(".kata/build-stamps.json") }

    /// The files and folders a checks product is built from.
    static let inputs = ["Package.swift", "Sources", "Katas", "Solutions"]

    /// A fingerprint of every file a checks product is built from: path, size and
    /// modification time (to the nanosecond) of each file under ``inputs``.
    func fingerprint() -> String {
        var entries: [String] = []
        for input in BuildStamps.inputs {
            let path = root.appendingPathComponent(input).path
            entries += BuildStamps.describe(path, as: input)
            guard let names = FileManager.default.enumerator(atPath: path) else { continue }
            for case let name as String in names {
                entries += BuildStamps.describe("\(path)/\(name)", as: "\(input)/\(name)")
            }
        }
        var hasher = FNV1a()
        for entry in entries.sorted() { hasher.add(entry) }
        return String(hasher.value, radix: 16)
    }

    /// `path size seconds.nanoseconds` for a file (not a folder), or nothing.
    private static func describe(_ path: String, as name: String) -> [String] {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return [] }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return ["\(name)\u{0}\(info.st_size)\u{0}\(time.tv_sec).\(time.tv_nsec)"]
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

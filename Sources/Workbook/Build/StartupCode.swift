import Foundation

/// Finds code that would run before `main`: an object file of the learner's module with a
/// start-up table (ELF `.init_array`, `.preinit_array`, `.ctors`, `.init`; Mach-O
/// `__mod_init_func`, `__init_offsets`). Swift puts none there by itself (its globals are
/// initialised lazily), so any such table was asked for, and the kata is not run.
enum StartupCode {
    /// The sources (as the output file maps name them) whose objects hold a start-up table.
    static func sources(in objects: CompiledObjects) -> [String] {
        objects.objectsBySource().filter { hasStartupTable(atPath: $0.object) }.map(\.source).sorted()
    }

    /// Whether the object file at `path` has a start-up table; false for a file it cannot read.
    static func hasStartupTable(atPath path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return false }
        let bytes = [UInt8](data)
        return sectionNames(in: bytes).contains(where: isStartupSection)
    }

    static func isStartupSection(_ name: String) -> Bool {
        let elf = [".init_array", ".preinit_array", ".ctors", ".init"]
        return elf.contains { name == $0 || name.hasPrefix($0 + ".") } || name == "__mod_init_func" || name == "__init_offsets"
    }

    /// The names of an ELF64 or Mach-O 64 object's sections (little-endian); empty for anything else.
    static func sectionNames(in bytes: [UInt8]) -> [String] {
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset <= bytes.count - size else { return nil }
            var value = 0
            for index in (0..<size).reversed() { value = value << 8 | Int(bytes[offset + index]) }
            return value
        }
        func name(_ offset: Int, maximum: Int = 256) -> String {
            guard offset >= 0, offset < bytes.count else { return "" }
            let end = bytes[offset..<min(bytes.count, offset + maximum)].firstIndex(of: 0) ?? min(bytes.count, offset + maximum)
            return String(decoding: bytes[offset..<end], as: UTF8.self)
        }
        if bytes.starts(with: [0x7f, 0x45, 0x4c, 0x46]), bytes.count > 0x40, bytes[4] == 2 {
            guard let table = integer(0x28, 8), let entrySize = integer(0x3a, 2), let count = integer(0x3c, 2),
                  let namesIndex = integer(0x3e, 2), namesIndex < count,
                  let names = integer(table &+ namesIndex &* entrySize &+ 0x18, 8) else { return [] }
            return (0..<count).compactMap { section in
                integer(table &+ section &* entrySize, 4).map { name(names &+ $0) }
            }
        }
        if integer(0, 4) == 0xfeed_facf {
            guard let commands = integer(16, 4) else { return [] }
            var offset = 32
            var found: [String] = []
            for _ in 0..<commands {
                guard let command = integer(offset, 4), let size = integer(offset + 4, 4), size > 0 else { break }
                if command == 0x19, let sections = integer(offset + 64, 4) { // LC_SEGMENT_64
                    for section in 0..<min(sections, 4096) { found.append(name(offset &+ 72 &+ section &* 80, maximum: 16)) }
                }
                offset &+= size
            }
            return found
        }
        return []
    }
}

extension CompiledObjects {
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
}

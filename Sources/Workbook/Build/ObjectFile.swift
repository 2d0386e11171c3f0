/// What a relocatable object file (64-bit little-endian ELF or Mach-O) holds, read as the linker
/// reads it: its sections' names and the symbols it defines and uses.
///
/// ELF's extended numbering is followed: an object with 65,280 sections or more says 0 in its
/// header's count (the real count is section 0's size) and 0xffff for its names' section (the real
/// index is section 0's link), and a symbol in such a section names it in `.symtab_shndx`.
/// Anything else (another format, a truncated or inconsistent file) is not read: `init` is nil,
/// and whoever judges the object must refuse it.
struct ObjectFile: Equatable, Sendable {
    struct Symbol: Equatable, Sendable {
        /// As the linker sees it: Mach-O's leading `_` removed.
        var name: String
        /// Defined here (in a section, absolute or common), not only used.
        var isDefined: Bool
        /// Weak: another object's definition of the same name may be taken instead.
        var isWeak: Bool
    }

    /// Every section's name.
    var sectionNames: [String]
    /// The symbols other objects can see (global and weak ones), defined or not.
    var externalSymbols: [Symbol]

    init?(bytes: [UInt8]) {
        let reader = ByteReader(bytes: bytes)
        if bytes.starts(with: [0x7f, 0x45, 0x4c, 0x46]) {
            guard let object = Self.elf(reader) else { return nil }
            self = object
        } else if reader.integer(0, 4) == 0xfeed_facf {
            guard let object = Self.machO(reader) else { return nil }
            self = object
        } else {
            return nil
        }
    }

    private init(sectionNames: [String], externalSymbols: [Symbol]) {
        self.sectionNames = sectionNames
        self.externalSymbols = externalSymbols
    }

    // MARK: - ELF

    private static func elf(_ bytes: ByteReader) -> ObjectFile? {
        // ELFCLASS64, little-endian, version 1.
        guard bytes.integer(4, 1) == 2, bytes.integer(5, 1) == 1, bytes.integer(6, 1) == 1,
              let table = bytes.integer(0x28, 8), let entrySize = bytes.integer(0x3a, 2), entrySize >= 0x40,
              var count = bytes.integer(0x3c, 2), var namesIndex = bytes.integer(0x3e, 2) else { return nil }
        guard table > 0 else { return count == 0 ? ObjectFile(sectionNames: [], externalSymbols: []) : nil }
        func header(_ index: Int, _ field: Int, _ size: Int) -> Int? {
            guard index >= 0, index < max(count, 1) else { return nil }
            return bytes.integer(table &+ index &* entrySize &+ field, size)
        }
        if count == 0 { count = header(0, 0x20, 8) ?? -1 }         // section 0's sh_size
        if namesIndex == 0xffff { namesIndex = header(0, 0x28, 4) ?? -1 } // section 0's sh_link
        guard count > 0, count <= bytes.count / entrySize, namesIndex >= 0, namesIndex < count,
              let namesOffset = header(namesIndex, 0x18, 8), let namesSize = header(namesIndex, 0x20, 8) else { return nil }
        let names = StringTable(bytes: bytes, offset: namesOffset, size: namesSize)
        var sectionNames: [String] = []
        var symbolTables: [Int] = []
        var extendedIndices: [Int: Int] = [:] // a symbol table's section → its SHT_SYMTAB_SHNDX section
        for index in 0..<count {
            guard let name = header(index, 0, 4), let type = header(index, 4, 4), let sectionName = names.string(at: name) else { return nil }
            sectionNames.append(sectionName)
            if type == 2 { symbolTables.append(index) }                                  // SHT_SYMTAB
            if type == 18, let linked = header(index, 0x28, 4) { extendedIndices[linked] = index } // SHT_SYMTAB_SHNDX
        }
        var symbols: [Symbol] = []
        for index in symbolTables {
            guard let offset = header(index, 0x18, 8), let size = header(index, 0x20, 8), let link = header(index, 0x28, 4),
                  let symbolSize = header(index, 0x38, 8), symbolSize >= 24, link < count,
                  let stringsOffset = header(link, 0x18, 8), let stringsSize = header(link, 0x20, 8),
                  size >= 0, size <= bytes.count, offset >= 0, offset <= bytes.count - size else { return nil }
            let strings = StringTable(bytes: bytes, offset: stringsOffset, size: stringsSize)
            for entry in 0..<(size / symbolSize) {
                let base = offset + entry * symbolSize
                guard let nameOffset = bytes.integer(base, 4), let info = bytes.integer(base + 4, 1),
                      let section = bytes.integer(base + 6, 2), let name = strings.string(at: nameOffset) else { return nil }
                let binding = info >> 4
                // STB_LOCAL is the object's own; GLOBAL (1), WEAK (2) and GNU_UNIQUE (10) bind across objects.
                guard binding != 0 else { continue }
                // SHN_UNDEF is 0; SHN_XINDEX (0xffff) means the index is in .symtab_shndx, which must exist.
                if section == 0xffff, extendedIndices[index] == nil { return nil }
                symbols.append(Symbol(name: name, isDefined: section != 0, isWeak: binding == 2))
            }
        }
        return ObjectFile(sectionNames: sectionNames, externalSymbols: symbols)
    }

    // MARK: - Mach-O

    private static func machO(_ bytes: ByteReader) -> ObjectFile? {
        guard let commands = bytes.integer(16, 4) else { return nil }
        var offset = 32
        var sectionNames: [String] = []
        var symbols: [Symbol] = []
        for _ in 0..<commands {
            guard let command = bytes.integer(offset, 4), let size = bytes.integer(offset + 4, 4), size >= 8 else { return nil }
            switch command {
            case 0x19: // LC_SEGMENT_64
                guard let sections = bytes.integer(offset + 64, 4), 72 + sections * 80 <= size else { return nil }
                for section in 0..<sections {
                    guard let name = bytes.string(at: offset + 72 + section * 80, maximum: 16) else { return nil }
                    sectionNames.append(name)
                }
            case 0x2: // LC_SYMTAB
                guard let table = bytes.integer(offset + 8, 4), let count = bytes.integer(offset + 12, 4),
                      let stringsOffset = bytes.integer(offset + 16, 4), let stringsSize = bytes.integer(offset + 20, 4) else { return nil }
                let strings = StringTable(bytes: bytes, offset: stringsOffset, size: stringsSize)
                for entry in 0..<count {
                    let base = table + entry * 16
                    guard let nameOffset = bytes.integer(base, 4), let type = bytes.integer(base + 4, 1),
                          let description = bytes.integer(base + 6, 2), let value = bytes.integer(base + 8, 8),
                          let name = strings.string(at: nameOffset) else { return nil }
                    // Debugging entries (N_STAB) and private ones (no N_EXT) bind nothing.
                    guard type & 0xe0 == 0, type & 0x01 != 0 else { continue }
                    let kind = type & 0x0e
                    // N_UNDF with a value is a common symbol: defined.
                    let isDefined = kind != 0 || value != 0
                    symbols.append(Symbol(name: name.hasPrefix("_") ? String(name.dropFirst()) : name,
                                          isDefined: isDefined, isWeak: description & 0x0080 != 0))
                }
            default:
                break
            }
            offset += size
        }
        return ObjectFile(sectionNames: sectionNames, externalSymbols: symbols)
    }
}

/// Little-endian integers and C strings at offsets of a byte array, nil past its end.
private struct ByteReader {
    let bytes: [UInt8]

    var count: Int { bytes.count }

    func integer(_ offset: Int, _ size: Int) -> Int? {
        guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// The NUL-terminated string at `offset`, at most `maximum` bytes (a Mach-O section's name
    /// fills its 16 bytes with no NUL); nil when `offset` is past the end.
    func string(at offset: Int, maximum: Int = .max) -> String? {
        guard offset >= 0, offset < bytes.count, maximum >= 0 else { return nil }
        let limit = offset + min(maximum, bytes.count - offset)
        let end = bytes[offset..<limit].firstIndex(of: 0) ?? limit
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
}

/// A string table: names at offsets inside it, never past its end.
private struct StringTable {
    let bytes: ByteReader
    let offset: Int
    let size: Int

    func string(at index: Int) -> String? {
        guard index >= 0, index <= size else { return nil }
        return index == size ? "" : bytes.string(at: offset + index, maximum: size - index)
    }
}

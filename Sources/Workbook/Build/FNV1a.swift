import Foundation

/// The 64-bit FNV-1a hash: small, stable across runs (unlike `Hasher`), good enough here.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds the text and a separator, so that `add("ab"); add("c")` differs from `add("a"); add("bc")`.
    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
        add(0xff)
    }

    mutating func add(_ data: Data) {
        for byte in data { add(byte) }
    }

    private mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }
}

import Foundation

/// A Swift file's code as the compiler reads it: comments, the text of string literals and
/// `#/…/#` regular expressions blanked to spaces, so that a rule reading the text around a
/// place the index gives never takes a comment or a string for code (`// nonisolated`,
/// `"type(of:)"`, a `}` in a string).
///
/// Line breaks and UTF-8 columns are kept, so the index's places still point at the same code;
/// the quotes stay, and the code in an interpolation (`"\(…)"`, `#"\#(…)"#`) stays code.
struct CodeText {
    private var bytes: [UInt8]
    private var index = 0

    /// The file's text with everything but code blanked.
    static func blanking(_ text: String) -> String {
        var scanner = CodeText(bytes: Array(text.utf8))
        scanner.scanCode(untilClosingParenthesis: false)
        return String(decoding: scanner.bytes, as: UTF8.self)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Replaces the byte at the index with a space (a line break stays) and moves on.
    private mutating func blank() {
        if bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") { bytes[index] = UInt8(ascii: " ") }
        index += 1
    }

    /// Code, up to the `)` that closes an interpolation when asked (its depth counted).
    private mutating func scanCode(untilClosingParenthesis: Bool) {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { blank() }
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                blankBlockComment()
            case UInt8(ascii: "\""):
                scanString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(at: index + hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    scanString(hashes: hashes)
                } else if byte(at: index + hashes) == UInt8(ascii: "/") {
                    blankRegularExpression(hashes: hashes)
                } else {
                    index += 1
                }
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                index += 1
                if untilClosingParenthesis && depth == 0 { return }
                depth -= 1
            default:
                index += 1
            }
        }
    }

    /// `/* … */`, nested ones included.
    private mutating func blankBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                blank()
                blank()
            } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                blank()
                blank()
                if depth == 0 { return }
            } else {
                blank()
            }
        }
    }

    /// `#/…/#` from its first `#`: blanked whole.
    private mutating func blankRegularExpression(hashes: Int) {
        for _ in 0...hashes { blank() }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && (0..<hashes).allSatisfy({ byte(at: index + 1 + $0) == UInt8(ascii: "#") }) {
                for _ in 0...hashes { blank() }
                return
            }
            blank()
        }
    }

    /// A string literal from its opening quote (its `#`s already passed): the quotes kept, the
    /// text blanked, interpolations scanned as code.
    private mutating func scanString(hashes: Int) {
        let quotes = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"") ? 3 : 1
        index += quotes
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ byte(at: index + 1 + $0) == UInt8(ascii: "#") }) {
                if byte(at: index + 1 + hashes) == UInt8(ascii: "(") {
                    index += 2 + hashes
                    scanCode(untilClosingParenthesis: true)
                } else {
                    for _ in 0...hashes { blank() }
                    if index < bytes.count { blank() }
                }
                continue
            }
            if current == UInt8(ascii: "\"") && (0..<quotes).allSatisfy({ byte(at: index + $0) == UInt8(ascii: "\"") })
                && (0..<hashes).allSatisfy({ byte(at: index + quotes + $0) == UInt8(ascii: "#") }) {
                index += quotes + hashes
                return
            }
            // A single-line string ends at its line's end, even unclosed (the compiler says so).
            if current == UInt8(ascii: "\n") && quotes == 1 { return }
            blank()
        }
    }
}

extension Codebase {
    /// A file's lines as code (``CodeText``), read once per process.
    func codeLines(of file: String) -> [Substring] {
        sourceCache.lines(of: absolutePath(of: file))
    }
}

/// The module's files as code, each read and blanked the first time a rule asks.
final class SourceCache: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [Substring]] = [:]

    func lines(of path: String) -> [Substring] {
        lock.lock()
        defer { lock.unlock() }
        if let known = files[path] { return known }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let lines = CodeText.blanking(text).split(separator: "\n", omittingEmptySubsequences: false)
        files[path] = lines
        return lines
    }
}

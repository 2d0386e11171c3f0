import Foundation

/// A Swift file's code as the compiler reads it (``SwiftCode/tokens(of:)``): comments, the text
/// of string literals and regular expressions blanked to spaces, so that a rule reading the text
/// around a place the index gives never takes a comment or a string for code
/// (`// nonisolated`, `"type(of:)"`, a `}` in a string).
///
/// Line breaks and UTF-8 columns are kept, so the index's places still point at the same code;
/// the quotes stay, and the code in an interpolation (`"\(…)"`, `#"\#(…)"#`) stays code.
enum CodeText {
    /// The file's text with everything but code blanked.
    static func blanking(_ text: String) -> String {
        var bytes = Array(text.utf8)
        for token in SwiftCode.tokens(of: text) where [.comment, .stringText, .regex].contains(token.kind) {
            for offset in token.start..<token.end where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
                bytes[offset] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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

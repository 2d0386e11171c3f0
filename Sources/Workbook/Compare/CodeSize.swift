import Foundation
import KataKit

/// How much code a reader has to take in: measured from the sources every time, never typed in.
struct CodeSize: Equatable, Sendable {
    var files = 0
    /// Lines that are neither blank nor only comments.
    var lines = 0
    /// Structs, classes, enums, actors and protocols.
    var types = 0
    var protocols = 0
    /// Cases of the enums a message-driven design sends around: `Input`, `Feedback`, `Output`,
    /// `Action`, `Message`, `Event`.
    var messageCases = 0

    static let messageEnums: Set<String> = ["Input", "Feedback", "Output", "Action", "Message", "Event"]

    static func + (a: CodeSize, b: CodeSize) -> CodeSize {
        CodeSize(files: a.files + b.files, lines: a.lines + b.lines, types: a.types + b.types,
                 protocols: a.protocols + b.protocols, messageCases: a.messageCases + b.messageCases)
    }

    /// The size of one file's text.
    init(swift text: String) {
        let code = SwiftCode.strippingComments(text)
        files = 1
        lines = code.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.count
        let words = CodeSize.words(code)
        for (index, word) in words.enumerated() where index + 1 < words.count {
            let next = words[index + 1]
            guard ["struct", "class", "enum", "actor", "protocol"].contains(word),
                  next.first?.isUppercase == true else { continue }
            types += 1
            if word == "protocol" { protocols += 1 }
        }
        messageCases = CodeSize.messageCases(in: code)
    }

    init(files: Int = 0, lines: Int = 0, types: Int = 0, protocols: Int = 0, messageCases: Int = 0) {
        self.files = files
        self.lines = lines
        self.types = types
        self.protocols = protocols
        self.messageCases = messageCases
    }

    /// The size of every Swift file in a folder and its subfolders.
    static func measure(_ folder: URL) throws -> CodeSize {
        try SwiftFiles.list(in: folder).reduce(CodeSize()) { total, name in
            total + CodeSize(swift: SwiftFiles.read(folder.appendingPathComponent(name)) ?? "")
        }
    }

    private static func words(_ code: String) -> [Substring] {
        code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// Counts the cases (`case a, b(Int)` is two) declared directly in message enums.
    private static func messageCases(in code: String) -> Int {
        var count = 0
        var searchStart = code.startIndex
        while let range = code.range(of: "enum ", range: searchStart..<code.endIndex) {
            searchStart = range.upperBound
            let name = code[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard messageEnums.contains(String(name)),
                  let open = code[range.upperBound...].firstIndex(of: "{") else { continue }
            var depth = 0
            var body = ""
            for character in code[open...] {
                if character == "{" { depth += 1 }
                if character == "}" { depth -= 1; if depth == 0 { break } }
                if depth == 1 && character != "{" { body.append(character) }
                if depth > 1 { body.append(" ") }
            }
            for line in body.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("case ") else { continue }
                count += topLevelCommas(in: trimmed.dropFirst(5)) + 1
            }
        }
        return count
    }

    private static func topLevelCommas(in text: Substring) -> Int {
        var depth = 0, commas = 0
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0: commas += 1
            default: break
            }
        }
        return commas
    }
}

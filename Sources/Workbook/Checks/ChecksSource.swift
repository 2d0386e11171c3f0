import Foundation
import KataKit

/// The text of one kata's hidden checks, read just enough to follow a failed check to the
/// learner's code: what each check's body uses, and how the checks' own declarations (protocol
/// requirements, adapters, extensions of the learner's types) lead to the learner's names.
struct ChecksSource {
    /// A name the checks declare.
    struct Declaration {
        var name: String
        var file: String
        var line: Int
        /// The type, extension or protocol the declaration is directly in, if any.
        var container: Container?
        /// The lines of its body, when it has one in braces.
        var body: ClosedRange<Int>?
    }

    /// A type, extension or protocol of the checks.
    struct Container {
        enum Kind { case type, `extension`, `protocol` }
        var kind: Kind
        /// The type's name; for an extension, the extended type's.
        var name: String
        /// What it conforms to: `extension TodoListModel: TodoScreen` gives `TodoScreen`.
        var conformances: [String]
    }

    /// Each checks file, by path relative to the root: its lines without comments, and for each
    /// line the opening lines of the braces it is in, innermost last.
    private(set) var files: [String: (lines: [Substring], enclosing: [[Int]], closing: [Int: Int])] = [:]
    /// Every declaration of the checks, by name, at the top level or in a type (not locals).
    private(set) var declarations: [String: [Declaration]] = [:]
    /// The same declarations in the order of the files and their lines.
    private var inOrder: [Declaration] = []
    /// The protocols the checks declare.
    private(set) var protocols: Set<String> = []
    /// Each file's lines as written, string literals included (a check's name is one).
    private var rawLines: [String: [Substring]] = [:]

    /// Reads every Swift file of a checks folder (`Sources/Checks/Mixed`).
    init(root: URL, folder: String) {
        let url = root.appendingPathComponent(folder)
        for name in ((try? SwiftFiles.list(in: url)) ?? []).sorted() {
            guard let text = SwiftFiles.read(url.appendingPathComponent(name)) else { continue }
            rawLines["\(folder)/\(name)"] = text.split(separator: "\n", omittingEmptySubsequences: false)
            add(file: "\(folder)/\(name)", lines: SwiftCode.strippingComments(text).split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    private mutating func add(file: String, lines: [Substring]) {
        // For each line, the lines whose `{` is still open at its start; and where each closes.
        var stack: [Int] = []
        var enclosing: [[Int]] = []
        var closing: [Int: Int] = [:]
        for (index, line) in lines.enumerated() {
            let number = index + 1
            enclosing.append(stack)
            for character in line {
                if character == "{" {
                    stack.append(number)
                } else if character == "}", let open = stack.popLast() {
                    // Braces opened on one line close innermost first: the last write is the outermost.
                    closing[open] = number
                }
            }
        }
        files[file] = (lines, enclosing, closing)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if let opened = Self.container(declaredBy: line), opened.kind == .protocol { protocols.insert(opened.name) }
            let container = enclosing[index].last.flatMap { Self.container(declaredBy: lines[$0 - 1]) }
            // A local of a function or a closure is nobody's API: `let todos = …` in a check.
            if !enclosing[index].isEmpty && container == nil { continue }
            let body = line.contains("{") ? closing[number].map { number...$0 } : nil
            for name in Self.declaredNames(in: line) {
                let declaration = Declaration(name: name, file: file, line: number, container: container, body: body)
                declarations[name, default: []].append(declaration)
                inOrder.append(declaration)
            }
        }
    }

    /// The lines of a file, without comments (1-based access through `line(_:of:)`).
    func line(_ number: Int, of file: String) -> Substring? {
        guard let lines = files[file]?.lines, lines.indices.contains(number - 1) else { return nil }
        return lines[number - 1]
    }

    /// The lines from the start of the body of the check (or function) that a line is in, up to
    /// that line: `Check("…") {` … the failed assertion.
    func bodyStart(around line: Int, of file: String) -> Int? {
        guard let entry = files[file], entry.enclosing.indices.contains(line - 1) else { return nil }
        let opens = entry.enclosing[line - 1]
        return opens.last(where: { entry.lines[$0 - 1].contains("Check(") }) ?? opens.last
    }

    /// The lines of the body of the check with this name, `Check("name") { … }`, when its name
    /// is written out in full.
    func body(ofCheckNamed name: String) -> (file: String, lines: ClosedRange<Int>)? {
        let literal = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let opening = "Check(\"\(literal)\""
        for (file, lines) in rawLines.sorted(by: { $0.key < $1.key }) {
            guard let index = lines.firstIndex(where: { $0.contains(opening) }),
                  let end = files[file]?.closing[index + 1] else { continue }
            return (file, (index + 1)...end)
        }
        return nil
    }

    /// The types that the checks make conform to a protocol of theirs: `extension T: P`,
    /// `final class Adapter: P`.
    func conformers(of protocolName: String) -> [String] {
        var names: [String] = []
        for declaration in inOrder {
            guard let container = declaration.container, container.conformances.contains(protocolName),
                  !names.contains(container.name) else { continue }
            names.append(container.name)
        }
        return names
    }

    /// The names a line declares: `func`, `var`, `let`, `case`, types.
    static func declaredNames(in line: Substring) -> [String] {
        let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        return zip(words, words.dropFirst()).compactMap { keyword, name in
            declarationKeywords.contains(String(keyword)) ? String(name) : nil
        }
    }

    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "case", "struct", "class", "enum", "protocol", "actor", "typealias",
    ]

    /// The type, extension or protocol a line opens, if it opens one.
    private static func container(declaredBy line: Substring) -> Container? {
        let pattern = #"\b(struct|class|enum|actor|extension|protocol)\s+([A-Za-z_][A-Za-z0-9_.]*)(?:<[^>{]*>)?\s*(?::\s*([^{]*))?\{"#
        let text = String(line)
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let keywordRange = Range(match.range(at: 1), in: text),
              let nameRange = Range(match.range(at: 2), in: text) else { return nil }
        let keyword = text[keywordRange]
        let kind: Container.Kind = keyword == "extension" ? .extension : keyword == "protocol" ? .protocol : .type
        let inherited = Range(match.range(at: 3), in: text).map { text[$0] } ?? ""
        let conformances = inherited.split(whereSeparator: { $0 == "," || $0 == "&" })
            .map { $0.split(separator: " ").first.map(String.init) ?? "" }
            .filter { !$0.isEmpty && $0 != "where" }
        return Container(kind: kind, name: String(text[nameRange].split(separator: ".").last ?? ""), conformances: conformances)
    }
}

import Foundation
import KataKit

/// A property declared directly in a type's body in the learner's source, read from the text
/// with comments and string literals removed.
///
/// Whether code outside a type can set a property is a compile-time fact, so it is checked on
/// the source: a behaviour check cannot see it.
struct PropertyDeclaration {
    /// The type that declares the property, such as `EggRecord`.
    let typeName: String
    /// The file, relative to the kata's folder.
    let fileName: String
    let line: Int
    let name: String
    /// The declaration from `let` or `var` up to its type, such as `var eggSize: Int`.
    let signature: String
    /// The words before `let` or `var`, such as `["private(set)"]`.
    let modifiers: [String]
    let isLet: Bool
    /// The `{ … }` after the type when there is one: a getter, `get`/`set`, or observers.
    let accessors: String?

    /// Whether code outside the type can assign to the property.
    ///
    /// It cannot when the property is a `let`, when it or its setter is `private`, or when it
    /// is computed and has no setter. `fileprivate` does not count: every other type in the
    /// same file could still set it.
    var isSettableFromOutside: Bool {
        if isLet || modifiers.contains("private") || modifiers.contains("private(set)") { return false }
        guard let accessors else { return true }
        let words = accessors.split(whereSeparator: { !$0.isLetter })
        return words.contains("set") || words.contains("willSet") || words.contains("didSet")
    }

    /// The declaration as written, up to its type: `private(set) var size: EggSize`.
    var declaration: String { (modifiers + [signature]).joined(separator: " ") }

    /// Where the declaration is, for messages: "EggRecord (Persistence/EggRecord.swift, line 6)".
    var place: String { "\(typeName) (\(fileName), line \(line))" }

    /// Who can set the property, for messages about one that is settable from outside.
    var setters: String {
        modifiers.contains("fileprivate") || modifiers.contains("fileprivate(set)")
            ? "every type in \(fileName), not only \(typeName) (`fileprivate` is not `private`)"
            : "any code in the module"
    }

    /// The declaration rewritten so that only its type can set it: `private(set) var …`, or
    /// `let …` when `asConstant` is true.
    func locked(asConstant: Bool) -> String {
        let access = ["open", "public", "package", "internal", "fileprivate", "private"]
        let kept = modifiers.filter { modifier in !access.contains { modifier.hasPrefix($0) } }
        let rest = signature.drop(while: { $0 != " " })
        return (kept + [asConstant ? "let" : "private(set) var"]).joined(separator: " ") + rest
    }

    /// The instance properties declared in the body of the type named `typeName`, or `nil`
    /// when no file of the kata declares that type.
    ///
    /// - Throws: ``SourceFileError`` when the kata's files cannot be read.
    static func all(in typeName: String) throws -> [PropertyDeclaration]? {
        let declaration = try Regex("\\b(struct|class|enum|actor)\\s+\(typeName)\\b")
        for file in try SourceFile.all() {
            let code = file.code
            guard let match = code.firstMatch(of: declaration),
                  let open = code[match.range.upperBound...].firstIndex(of: "{")
            else { continue }
            return members(of: code, bodyAfter: open).compactMap {
                PropertyDeclaration(typeName: typeName, fileName: file.name, line: $0.line, statement: $0.text)
            }
        }
        return nil
    }

    /// The statements at the top level of the body that opens at `open`, each with its first
    /// line number; nested blocks are kept inside their statement.
    private static func members(of code: String, bodyAfter open: String.Index) -> [(line: Int, text: String)] {
        var line = code[..<open].count(where: { $0 == "\n" }) + 1
        var depth = 0
        var statements: [(line: Int, text: String)] = []
        var current = ""
        var currentLine = line
        for character in code[code.index(after: open)...] {
            if character == "}" && depth == 0 { break }
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            if character == "\n" {
                line += 1
                if depth == 0 {
                    statements.append((currentLine, current))
                    current = ""
                    currentLine = line
                    continue
                }
            }
            if current.allSatisfy(\.isWhitespace) { currentLine = line }
            current.append(character)
        }
        statements.append((currentLine, current))
        return statements.filter { !$0.text.allSatisfy(\.isWhitespace) }
    }

    private static let instanceModifiers: Set<String> = [
        "private", "fileprivate", "internal", "package", "public", "open",
        "private(set)", "fileprivate(set)", "internal(set)", "package(set)", "public(set)",
        "final", "lazy", "weak", "unowned", "unowned(safe)", "unowned(unsafe)",
        "nonisolated", "nonisolated(unsafe)", "override", "dynamic",
    ]

    private init?(typeName: String, fileName: String, line: Int, statement: String) {
        let words = statement.split(whereSeparator: \.isWhitespace).map(String.init)
        // A property declaration is `let` or `var` after nothing but attributes and modifiers;
        // this leaves out methods and initializers (whose bodies may declare variables) and
        // `static` properties, which belong to the type rather than to each value.
        guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }),
              keyword + 1 < words.count,
              words[..<keyword].allSatisfy({ $0.hasPrefix("@") || Self.instanceModifiers.contains($0) })
        else { return nil }
        let name = words[keyword + 1].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty else { return nil }

        let keywordRange = statement.range(of: "\(words[keyword]) ")
        let declaration = keywordRange.map { statement[$0.lowerBound...] } ?? statement[...]
        let initialValue = declaration.firstIndex(of: "=")
        let block = declaration.firstIndex(of: "{")
        var accessors: String?
        if let block, initialValue.map({ block < $0 }) ?? true {
            accessors = String(declaration[block...])
        }
        let end = [initialValue, block].compactMap { $0 }.min() ?? declaration.endIndex

        self.typeName = typeName
        self.fileName = fileName
        self.line = line
        self.name = String(name)
        self.signature = declaration[..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        self.modifiers = Array(words[..<keyword])
        self.isLet = words[keyword] == "let"
        self.accessors = accessors
    }
}

import Foundation

/// A name of the learner's code that the hidden checks could not use, as the learner declared it
/// and as the starter declared it: what to show instead of the compiler's errors inside the
/// checks, whose source lines would only invite the learner to read the hidden checks.
struct APIMismatch: Equatable, Sendable {
    /// One declaration: where, and its line (`actor Egg {`).
    struct Declaration: Equatable, Sendable {
        var file: String
        var line: Int
        var text: String
    }

    /// The name the checks use: `Egg`, `changeSize`.
    var name: String
    /// The learner's declarations of it (none when it was renamed or removed).
    var yours: [Declaration]
    /// The starter's declarations of it: the API the checks are written against.
    var starters: [Declaration]
    /// What the compiler said about the checks' uses of it, once each.
    var messages: [String]
}

extension APIMismatch {
    /// Whether the learner declared a name the starter does not, which the checks also use from
    /// another library (Foundation's `Data`): a clash, whose fix is another name, not the starter's.
    var isNameClash: Bool {
        !yours.isEmpty && starters.isEmpty && messages.contains { $0.contains("ambiguous") }
    }

    /// Which of the learner's declarations the checks could not use, from the compiler's
    /// errors in the checks (`Sources/Checks/…`), compared with the starter's.
    ///
    /// A name counts when an error names it (`'changeSize(to:)'`) or points at it, and the
    /// learner's declaration of it, or of the type it is in, differs from the starter's. An error
    /// that names no such declaration keeps its message, under the name "".
    static func find(in diagnostics: [Diagnostic], root: URL, learnerFolder: String,
                     starterFolder: String) -> [APIMismatch] {
        let yours = SourceFolder(root: root, path: learnerFolder)
        let starter = SourceFolder(root: root, path: starterFolder)
        var mismatches: [APIMismatch] = []
        func add(_ name: String, _ allMine: [Declaration], _ allTheirs: [Declaration], message: String) {
            // Only what differs: the declarations that read the same on both sides are not the problem.
            let mine = allMine.filter { declaration in !allTheirs.contains { $0.text == declaration.text } }
            let theirs = allTheirs.filter { declaration in !allMine.contains { $0.text == declaration.text } }
            if let index = mismatches.firstIndex(where: { $0.name == name }) {
                if !mismatches[index].messages.contains(message) { mismatches[index].messages.append(message) }
            } else {
                mismatches.append(APIMismatch(name: name, yours: mine, starters: theirs, messages: [message]))
            }
        }
        for diagnostic in diagnostics where diagnostic.severity == .error && isInChecks(diagnostic.file) {
            var named = false
            for name in names(in: diagnostic, root: root) {
                let mine = yours.declarations(of: name), theirs = starter.declarations(of: name)
                guard !mine.isEmpty || !theirs.isEmpty else { continue }
                let mineText = lines(mine, in: yours), theirText = lines(theirs, in: starter)
                if !same(mineText, theirText) {
                    add(name, mineText, theirText, message: diagnostic.message)
                    named = true
                }
                // The same member in another kind of type: `actor Egg` where the starter has a class.
                guard !mine.isEmpty, !theirs.isEmpty else { continue }
                let mineTypes = lines(mine.compactMap(yours.container), in: yours)
                let theirTypes = lines(theirs.compactMap(starter.container), in: starter)
                if !same(mineTypes, theirTypes), let type = (theirTypes.first ?? mineTypes.first).flatMap(typeName) {
                    add(type, mineTypes, theirTypes, message: diagnostic.message)
                    named = true
                }
            }
            if !named { add("", [], [], message: diagnostic.message) }
        }
        // Unnamed messages last.
        return mismatches.filter { !$0.name.isEmpty } + mismatches.filter(\.name.isEmpty)
    }

    /// Whether a path is one of the hidden checks' files.
    static func isInChecks(_ path: String) -> Bool {
        ["Sources/Checks/", "Sources/SolutionChecks/", "Sources/ChangeChecks/", "Sources/ChangeSolutionChecks/"].contains { path.hasPrefix($0) }
    }

    /// The names an error is about: those it quotes (`'changeSize(to:)'` gives `changeSize`), and
    /// the name at the column it points at in the checks' line.
    private static func names(in diagnostic: Diagnostic, root: URL) -> [String] {
        var names: [String] = []
        func add(_ name: Substring) {
            let identifier = String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if let first = identifier.first, first.isLetter || first == "_", !names.contains(identifier) {
                names.append(identifier)
            }
        }
        for (index, part) in diagnostic.message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
        where index % 2 == 1 {
            // `'Egg.Type'`, `'(any Store)?'`: the last dotted component that is a name.
            add(part.split(separator: ".").last(where: { $0.first?.isLetter == true }) ?? part)
        }
        if let text = SwiftFiles.read(root.appendingPathComponent(diagnostic.file)) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.indices.contains(diagnostic.line - 1) {
                let line = lines[diagnostic.line - 1]
                let start = line.utf8.index(line.startIndex, offsetBy: max(0, diagnostic.column - 1), limitedBy: line.endIndex) ?? line.endIndex
                // The name at the column, or the member after a `.` there.
                add(line[start...].drop { $0 == "." || $0 == " " })
            }
        }
        return names
    }

    private static func lines(_ locations: [CodeLocation], in folder: SourceFolder) -> [Declaration] {
        var seen: [Declaration] = []
        for location in locations {
            guard let text = folder.text(at: location) else { continue }
            let declaration = Declaration(file: location.file, line: location.line, text: tidy(text))
            if !seen.contains(declaration) { seen.append(declaration) }
        }
        return seen
    }

    /// Whether two sets of declarations read the same, wherever they are.
    private static func same(_ one: [Declaration], _ other: [Declaration]) -> Bool {
        one.map(\.text).sorted() == other.map(\.text).sorted()
    }

    /// A declaration's line without its body's brace and the spaces the layout adds.
    private static func tidy(_ text: String) -> String {
        var result = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        if result.hasSuffix("{") { result = String(result.dropLast()).trimmingCharacters(in: .whitespaces) }
        return result
    }

    /// The type a container line declares: `final class Egg` gives `Egg`.
    private static func typeName(_ declaration: Declaration) -> String? {
        let words = declaration.text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        guard let keyword = words.firstIndex(where: { ["struct", "class", "enum", "actor", "extension", "protocol"].contains($0) }),
              keyword + 1 < words.count else { return nil }
        return String(words[keyword + 1])
    }
}

import Foundation
import KataKit

extension ChangeFootprint {
    typealias Declaration = PartGraph.Declaration

    /// One act's code: its Swift files' text by path (relative to the kata's folder), and its
    /// declarations as the index read them.
    struct Code: Codable, Equatable, Sendable {
        var files: [String: String]
        var declarations: [PartGraph.Declaration]
    }

    /// The footprint of the change from `before` to `after`.
    static func measure(from before: Code, to after: Code) -> ChangeFootprint {
        var footprint = ChangeFootprint()
        let paths = Set(before.files.keys).union(after.files.keys).sorted()
        var removedLines: [String: Set<Int>] = [:], addedLines: [String: Set<Int>] = [:]
        for path in paths {
            let old = before.files[path], new = after.files[path]
            guard old != new else { continue }
            let (removed, added) = LineDiff.changedLines(from: old, to: new)
            if old == nil { footprint.filesAdded.append(path) } else if new == nil { footprint.filesRemoved.append(path) } else {
                footprint.filesChanged.append(path)
            }
            footprint.linesAdded += added.count
            footprint.linesRemoved += removed.count
            removedLines[path] = meaningful(removed, in: old)
            addedLines[path] = meaningful(added, in: new)
        }
        let oldDeclarations = before.declarations.filter(counts), newDeclarations = after.declarations.filter(counts)
        let touchedBefore = owners(of: removedLines, declarations: oldDeclarations, files: before.files)
        let touchedAfter = owners(of: addedLines, declarations: newDeclarations, files: after.files)
        let oldNames = names(before.declarations), newNames = names(after.declarations)
        // The same declaration in both acts: by USR, then by file, kind, container and base name.
        var pairs: [(old: PartGraph.Declaration, new: PartGraph.Declaration)] = []
        var unmatchedNew = newDeclarations
        var unmatchedOld: [PartGraph.Declaration] = []
        for old in oldDeclarations {
            if let index = unmatchedNew.firstIndex(where: { $0.usr == old.usr }) {
                pairs.append((old, unmatchedNew.remove(at: index)))
            } else {
                unmatchedOld.append(old)
            }
        }
        for old in unmatchedOld {
            let key = identity(old, names: oldNames)
            if let index = unmatchedNew.firstIndex(where: { identity($0, names: newNames) == key }) {
                pairs.append((old, unmatchedNew.remove(at: index)))
            } else {
                footprint.declarationsRemoved.append(oldNames[old.usr] ?? old.name)
            }
        }
        footprint.declarationsAdded = unmatchedNew.map { newNames[$0.usr] ?? $0.name }
        var parts = Set(unmatchedNew.compactMap(\.part))
        parts.formUnion(oldDeclarations.filter { old in !pairs.contains { $0.old.usr == old.usr } }.compactMap(\.part))
        let changed = pairs.filter { touchedBefore.contains($0.old.usr) || touchedAfter.contains($0.new.usr) }
            .sorted { ($0.new.file, $0.new.line) < ($1.new.file, $1.new.line) }
        footprint.declarationsChanged = changed.map { newNames[$0.new.usr] ?? $0.new.name }
        footprint.existingCodeTouched = changed.map {
            Touch(name: newNames[$0.new.usr] ?? $0.new.name, file: $0.new.file, line: $0.new.line, part: $0.new.part ?? $0.old.part)
        } + oldDeclarations.filter { old in footprint.declarationsRemoved.contains(oldNames[old.usr] ?? old.name) && !pairs.contains { $0.old.usr == old.usr } }
            .map { Touch(name: oldNames[$0.usr] ?? $0.name, file: $0.file, line: $0.line, part: $0.part, isRemoved: true) }
        for pair in changed { parts.formUnion([pair.old.part, pair.new.part].compactMap { $0 }) }
        footprint.partsTouched = parts.sorted()
        footprint.onlyNewCodeAdded = changed.isEmpty && footprint.declarationsRemoved.isEmpty && footprint.filesRemoved.isEmpty
        return footprint
    }

    /// Whether a declaration counts: not a parameter, an accessor or an extension itself.
    private static func counts(_ declaration: PartGraph.Declaration) -> Bool {
        let accessors = ["getter:", "setter:", "willSet:", "didSet:", "_modify:", "_read:", "modify:", "read:", "init:"]
        return !["parameter", "extension", "module"].contains(declaration.kind) && !accessors.contains { declaration.name.hasPrefix($0) }
    }

    /// The lines among `lines` that are code: not blank, not only a comment.
    private static func meaningful(_ lines: [Int], in text: String?) -> Set<Int> {
        let all = Self.lines(text)
        return Set(lines.filter { all.indices.contains($0 - 1) && !DeclarationExtent.isBlankOrComment(all[$0 - 1]) })
    }

    /// The USRs of the declarations that own one of these lines (the innermost declaration whose
    /// extent holds the line).
    private static func owners(of lines: [String: Set<Int>], declarations: [PartGraph.Declaration],
                               files: [String: String]) -> Set<String> {
        var owners: Set<String> = []
        for (path, numbers) in lines where !numbers.isEmpty {
            let text = Self.lines(files[path])
            let extents = declarations.filter { $0.file == path }
                .map { (usr: $0.usr, start: $0.line, end: DeclarationExtent.end(ofDeclarationAt: $0.line, in: text)) }
            for number in numbers {
                let holding = extents.filter { $0.start <= number && number <= $0.end }
                // The innermost: the latest start, then the shortest.
                if let owner = holding.max(by: { ($0.start, -$0.end) < ($1.start, -$1.end) }) { owners.insert(owner.usr) }
            }
        }
        return owners
    }

    /// Each declaration's qualified name: `Trip.validated(today:)`.
    private static func names(_ declarations: [PartGraph.Declaration]) -> [String: String] {
        let byUSR = Dictionary(declarations.map { ($0.usr, $0) }, uniquingKeysWith: { first, _ in first })
        var names: [String: String] = [:]
        for declaration in declarations {
            var parts = [declaration.name]
            var next = declaration.parent
            var seen: Set<String> = []
            while let usr = next, let parent = byUSR[usr], seen.insert(usr).inserted {
                // An extension's members are named after the type it extends.
                if parent.kind != "extension" { parts.insert(parent.name, at: 0) }
                next = parent.parent
            }
            names[declaration.usr] = parts.joined(separator: ".")
        }
        return names
    }

    /// What identifies a declaration whose USR changed: its file, kind, container and base name.
    private static func identity(_ declaration: PartGraph.Declaration, names: [String: String]) -> String {
        let container = (names[declaration.usr] ?? declaration.name).split(separator: ".").dropLast().joined(separator: ".")
        let base = declaration.name.prefix { $0 != "(" }
        return "\(declaration.file)\u{0}\(declaration.kind)\u{0}\(container)\u{0}\(base)"
    }

    private static func lines(_ text: String?) -> [String] {
        LineDiff.lines(text)
    }
}

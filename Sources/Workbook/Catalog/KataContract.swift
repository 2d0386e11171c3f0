import Foundation
import KataKit

/// What every kata must be, written once and read from its catalog entry: the folders that
/// follow from its module and acts, its lesson's sections and rules, its hints, its checks, its
/// second act if the entry has one, and its design fixtures where there are some. `kata dev
/// check` and the package's tests both hold each kata to it; AUTHORING.md quotes it.
///
/// Each finding is addressed to the kata's author: what is missing or wrong, and where.
struct KataContract: Sendable {
    /// The behaviour checks and rules a kata runs at least, in its first act.
    static let minimumChecks = 8
    /// The lesson's length at least, in characters: shorter does not teach.
    static let minimumLessonLength = 1500
    /// The hints at least, each act: from a nudge to nearly the answer.
    static let minimumHints = 3
    /// The new checks a second act adds at least.
    static let minimumChangeChecks = 3
    /// The change request's story at least, in characters.
    static let minimumStoryLength = 200
    /// The section whose bold list items are exactly the rules `kata run` prints.
    static let rulesHeading = "The architecture rules"
    /// The sections every lesson has (`## …`), in any order, among its own.
    static let lessonSections = [
        "The problem", rulesHeading, "Steps", "What is tried at run time", "Boundaries the checks draw",
        "Questions for discussion",
    ]
    /// A lesson of a kata with a second act has a section whose heading starts so.
    static let secondActSectionPrefix = "The second act"
    /// Where the wrong designs of a kata are, relative to the root, if it has some: one folder
    /// per design, each with an `expected.json`.
    static func designsPath(of kata: KataInfo) -> String { "Tests/WorkbookTests/Fixtures/Designs/\(kata.module)" }
    /// The design every kata with designs has: it declares every name the checks and KataKit
    /// declare, and passes (the checks compile whatever the learner names their types).
    static let everyNameDesign = "declares-every-checks-name"

    /// The package the katas are in.
    let root: URL

    /// One thing a kata's author must fix.
    struct Finding: Equatable, Sendable, CustomStringConvertible {
        /// The kata's id.
        var kata: String
        var message: String

        var description: String { "\(kata): \(message)" }
    }

    /// The folders a kata needs, relative to the root, as its module and acts decide them.
    static func folders(of kata: KataInfo) -> [String] {
        let one = kata.inAct(.one), two = kata.inAct(.two)
        var folders = [one.starterPath, one.pristineStarterPath, one.solutionPath, one.checksPath, solutionChecksPath(of: kata)]
        if kata.change != nil {
            folders += [two.solutionPath, two.checksPath, changeSolutionChecksPath(of: kata)]
        }
        return folders
    }

    /// The links to the first act's checks compiled against the reference.
    static func solutionChecksPath(of kata: KataInfo) -> String { "Sources/SolutionChecks/\(kata.module)" }
    /// The second act's checks compiled against its reference: the change's own checks, with
    /// links to the first act's.
    static func changeSolutionChecksPath(of kata: KataInfo) -> String { "Sources/ChangeSolutionChecks/\(kata.module)" }

    /// What is wrong with this kata that can be read without building it.
    func findings(for kata: KataInfo) -> [Finding] {
        var messages: [String] = []
        let missing = Self.folders(of: kata).filter { !isFolder($0) }
        messages += missing.map { "no folder \($0)" }
        if !missing.contains(kata.pristineStarterPath), !exists("\(kata.pristineStarterPath)/\(kata.open)") {
            messages.append("the file to open (\"open\": \(kata.open)) is not in \(kata.pristineStarterPath)")
        }
        messages += lessonFindings(kata)
        messages += hintFindings(kata.hints, act: "")
        messages += linkFindings(kata)
        if let change = kata.change {
            if change.story.count < Self.minimumStoryLength {
                messages.append("the change request's story has \(change.story.count) characters, fewer than \(Self.minimumStoryLength): tell who asks, and why")
            }
            if change.mustHold.isEmpty { messages.append("the change request's mustHold is empty: say what must now hold") }
            if change.checks.count < Self.minimumChangeChecks {
                messages.append("the change request names \(change.checks.count) new checks, fewer than \(Self.minimumChangeChecks)")
            }
            messages += hintFindings(change.hints, act: "the change request's ")
            if !exists(kata.changeChecksPath) { messages.append("no change checks at \(kata.changeChecksPath)") }
        }
        messages += designFindings(kata)
        messages += manifestFindings(kata)
        return messages.map { Finding(kata: kata.id, message: $0) }
    }

    /// What is wrong with what the reference's checks ran, in this act: too few checks, a name
    /// twice, a failure, or rules other than those the lesson lists.
    func findings(for kata: KataInfo, referenceResults results: [CheckResult]) -> [Finding] {
        var messages: [String] = []
        if kata.act == .one && results.count < Self.minimumChecks && kata.draft != true {
            messages.append("\(results.count) checks and rules ran, fewer than \(Self.minimumChecks)")
        }
        let names = results.map(\.name)
        for name in Set(names) where names.filter({ $0 == name }).count > 1 {
            messages.append("two checks are named '\(name)'")
        }
        for result in results where !result.isPassing {
            let why = result.failures.map(\.message).joined(separator: "; ")
            messages.append("the reference (\(kata.solutionPath)) fails '\(result.name)'\(why.isEmpty ? "" : ": \(why)")")
        }
        // A rule about a name the reference does not have selects nothing and holds for any design.
        for result in results {
            guard let unmatched = result.unmatchedNames, !unmatched.isEmpty else { continue }
            messages.append("the rule '\(result.name)' holds for nothing in the reference: \(unmatched.joined(separator: ", ")) "
                            + "\(unmatched.count == 1 ? "matches" : "match") nothing in \(kata.solutionPath). Fix the name, or, if the rule "
                            + "is about something the reference never has, write .mayBeEmpty() on that selection")
        }
        // The lesson lists the first act's rules (the second act's checks add behaviours).
        let rules = results.filter { $0.kind == .architecture }.map { Lesson.normalized($0.name) }
        if kata.act == .one && rules.isEmpty {
            messages.append("no architecture rule ran: a kata's rules are its point")
        } else if kata.act == .one, let lesson = lesson(of: kata) {
            let listed = lesson.listedRules
            for rule in rules.sorted() where !listed.contains(rule) {
                messages.append("the rule '\(rule)' runs but the lesson does not list it in bold under \"## \(Self.rulesHeading)\"")
            }
            for rule in listed.sorted() where !rules.contains(rule) {
                messages.append("the lesson lists the rule '\(rule)' under \"## \(Self.rulesHeading)\" but no rule of that name runs")
            }
        }
        return messages.map { Finding(kata: kata.id, message: $0) }
    }

    /// The kata's lesson, nil when it cannot be read.
    func lesson(of kata: KataInfo) -> Lesson? {
        (try? String(contentsOf: root.appendingPathComponent(kata.lessonPath), encoding: .utf8)).map(Lesson.init)
    }

    private func lessonFindings(_ kata: KataInfo) -> [String] {
        guard let lesson = lesson(of: kata) else { return ["no lesson at \(kata.lessonPath)"] }
        var messages: [String] = []
        if lesson.text.count <= Self.minimumLessonLength {
            messages.append("the lesson has \(lesson.text.count) characters, not more than \(Self.minimumLessonLength): too short to teach")
        }
        let headings = lesson.headings
        for section in Self.lessonSections where !headings.contains(section) {
            messages.append("the lesson has no section \"## \(section)\"")
        }
        if headings.contains(Self.rulesHeading), lesson.listedRules.isEmpty {
            messages.append("the lesson lists no rule in bold under \"## \(Self.rulesHeading)\" (an item such as `1. **The rule's name.** Why.`)")
        }
        if kata.change != nil, !headings.contains(where: { $0.hasPrefix(Self.secondActSectionPrefix) }) {
            messages.append("the kata has a change request but the lesson no section \"## \(Self.secondActSectionPrefix): …\"")
        }
        return messages
    }

    private func hintFindings(_ hints: [String], act: String) -> [String] {
        var messages: [String] = []
        if hints.count < Self.minimumHints {
            messages.append("\(act)hints: \(hints.count), fewer than \(Self.minimumHints) (from a nudge to nearly the answer)")
        }
        if hints.contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
            messages.append("\(act)hints: one is empty")
        }
        if Set(hints).count != hints.count { messages.append("\(act)hints: two are the same") }
        return messages
    }

    /// The reference's checks are links to the checks: one checks source, compiled twice.
    private func linkFindings(_ kata: KataInfo) -> [String] {
        let one = kata.inAct(.one)
        let linksFolder = Self.solutionChecksPath(of: kata)
        guard isFolder(one.checksPath), isFolder(linksFolder), let checks = try? SwiftFiles.list(in: url(one.checksPath)),
              let links = try? SwiftFiles.list(in: url(linksFolder)) else { return [] }
        var messages: [String] = []
        if !checks.contains("\(kata.module)Entry.swift") {
            messages.append("no \(one.checksPath)/\(kata.module)Entry.swift (the first act's `@main extension \(kata.module)Checks {}`)")
        }
        if links != checks {
            messages.append("\(linksFolder) must hold one link per file of \(one.checksPath): ln -s ../../Checks/\(kata.module)/<file> \(linksFolder)/")
        }
        for file in Set(links).intersection(checks) where resolved("\(linksFolder)/\(file)") != resolved("\(one.checksPath)/\(file)") {
            messages.append("\(linksFolder)/\(file) is not a link to \(one.checksPath)/\(file)")
        }
        return messages
    }

    /// A kata with designs has the one that declares every name, and each design says what it expects.
    private func designFindings(_ kata: KataInfo) -> [String] {
        let folder = Self.designsPath(of: kata)
        guard isFolder(folder), let designs = try? FileManager.default.contentsOfDirectory(atPath: url(folder).path) else { return [] }
        var messages: [String] = []
        let named = designs.filter { !$0.hasPrefix(".") }.sorted()
        if !named.contains(Self.everyNameDesign) {
            messages.append("\(folder) has designs but not \(Self.everyNameDesign) (one that declares every name the checks and KataKit declare, and passes)")
        }
        for design in named where isFolder("\(folder)/\(design)") && !exists("\(folder)/\(design)/expected.json") {
            messages.append("the design \(folder)/\(design) has no expected.json")
        }
        return messages
    }

    /// The folders whose subfolders are katas' modules, relative to the root.
    static let moduleFolders = ["Katas", "Starters", "Solutions", "Solutions/Changes", "Sources/Checks", "Sources/SolutionChecks",
                                "Sources/ChangeChecks", "Sources/ChangeSolutionChecks"]

    /// Modules that have folders or a line in Package.swift but no entry in the catalog: a kata
    /// whose entry was removed or misspelt is "no kata" to every command while its code stays, so
    /// the author is told where each trace of it is.
    func orphans(cataloged katas: [KataInfo]) -> [Finding] {
        let known = Set(katas.map(\.module))
        var places: [String: [String]] = [:]
        for folder in Self.moduleFolders {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
            for name in entries.sorted() where !name.hasPrefix(".") && isFolder("\(folder)/\(name)") {
                if folder == "Solutions", name == "Changes" { continue }
                if !known.contains(name) { places[name, default: []].append("\(folder)/\(name)") }
            }
        }
        if let manifest = try? String(contentsOf: url("Package.swift"), encoding: .utf8) {
            for list in ["katas", "changes"] {
                for module in Self.list(list, in: manifest) where !known.contains(module) {
                    places[module, default: []].append("Package.swift's `let \(list) = [...]`")
                }
            }
        }
        return places.keys.sorted().map { module in
            Finding(kata: module, message: "\(places[module]!.joined(separator: ", ")) name a module \(module) that no entry of "
                    + "\(Catalog.path) has: every command calls it no kata. Add its entry (id, title, module \"\(module)\", hints), "
                    + "or remove these")
        }
    }

    /// Package.swift names the kata's module in `katas`, and in `changes` when it has a second
    /// act. (SwiftPM caches a manifest by its text: one that read the catalog would not see a
    /// kata added there. `kata dev new` writes the lines.)
    private func manifestFindings(_ kata: KataInfo) -> [String] {
        guard let manifest = try? String(contentsOf: url("Package.swift"), encoding: .utf8) else { return ["no Package.swift"] }
        var messages: [String] = []
        if !Self.list("katas", in: manifest).contains(kata.module) {
            messages.append("Package.swift does not list \"\(kata.module)\" in `let katas = [...]`: add it, in workshop order")
        }
        if kata.change != nil && !Self.list("changes", in: manifest).contains(kata.module) {
            messages.append("the kata has a change request but Package.swift does not list \"\(kata.module)\" in `let changes = [...]`")
        }
        return messages
    }

    /// The strings of a manifest's `let <name> = [ ... ]`, on one line or many.
    static func list(_ name: String, in manifest: String) -> [String] {
        guard let range = literalRange(name, in: manifest) else { return [] }
        let literal = String(manifest[range])
        guard let regex = try? NSRegularExpression(pattern: #""([^"\\]*)""#) else { return [] }
        return regex.matches(in: literal, range: NSRange(literal.startIndex..., in: literal)).compactMap { match in
            Range(match.range(at: 1), in: literal).map { String(literal[$0]) }
        }
    }

    /// The text between the brackets of a manifest's `let <name> = [ ... ]`.
    static func literalRange(_ name: String, in manifest: String) -> Range<String.Index>? {
        // `let katas = [`, or with its type written out (`let katas: [String] = [`, as the
        // pack template in AUTHORING.md has it), or a `var`.
        let pattern = #"\b(let|var)\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\s*(:\s*\[\s*String\s*\]\s*)?=\s*\["#
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)),
              let start = Range(match.range, in: manifest) else { return nil }
        var depth = 1
        var index = start.upperBound
        while index < manifest.endIndex {
            switch manifest[index] {
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return start.upperBound..<index }
            default: break
            }
            index = manifest.index(after: index)
        }
        return nil
    }

    private func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private func resolved(_ path: String) -> String { url(path).resolvingSymlinksInPath().path }
}

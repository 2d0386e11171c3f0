import Foundation
import KataKit

/// Finds the line of the code under test that a failed check points at, so that the learner
/// reads their own line first: where the code trapped, the `throw` of the error it threw, or the
/// declaration that the failing assertion exercises.
///
/// The last two are read from the text: a name counts only when exactly one declaration of the
/// code under test has it. A name the checks declare themselves is followed through their
/// declarations of it (see ``ChecksSource``). When nothing fits, there is no location, never a
/// guessed one. When the declaration is a property and the build's index is at hand, the
/// location is the function that wrote it, with the declaration second (see
/// ``CodeLocator/writtenBy(_:)``).
final class CodeLocator {
    let root: URL
    /// The folder of the code under test, relative to the root: `Katas/Mixed`.
    let sources: String
    /// The code under test.
    private let code: SourceFolder
    /// Each checks folder read so far, by path relative to the root.
    private var checksSources: [String: ChecksSource] = [:]
    /// The compiler's index of the code under test, from the build that made the checks.
    let index: BuiltChecks?
    /// The index, read the first time a failure needs it (nil inside when it cannot be read).
    var indexedCode: Codebase??

    init(root: URL, sources: String, index: BuiltChecks? = nil) {
        self.root = root
        self.sources = sources
        self.index = index
        code = SourceFolder(root: root, path: sources)
    }

    /// Where the check's first failure points in the code under test, if anywhere.
    func locate(_ result: CheckResult) -> CodeLocation? {
        guard let failure = result.failures.first else { return nil }
        if let file = failure.file, isUnderTest(file) {
            return CodeLocation(file: file, line: failure.line ?? 1)
        }
        if let observed = failure.observed, let found = madeBy(observed, check: result.name) {
            return found
        }
        if let thrown = Self.thrownCase(in: failure.message), let location = throwSite(of: thrown) {
            return location
        }
        guard let file = failure.file, let line = failure.line else { return exercised(byCheckNamed: result.name).map(writtenBy) }
        return exercised(byLine: line, of: file, check: result.name, message: failure.message).map(writtenBy)
    }

    /// Whether a path (relative to the root) is one of the files of the code under test.
    func isUnderTest(_ path: String) -> Bool {
        path.hasPrefix(sources + "/")
    }

    /// The case of an error named in a failure: `threw an error: TripError.tooLong: …` gives `tooLong`.
    static func thrownCase(in message: String) -> String? {
        let pattern = #"(?:threw an error: |expected no error but got |but got )[A-Z][A-Za-z0-9_]*\.([A-Za-z_][A-Za-z0-9_]*)"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)),
              let range = Range(match.range(at: 1), in: message)
        else { return nil }
        return String(message[range])
    }

    /// The one line of the code under test that throws this case.
    private func throwSite(of errorCase: String) -> CodeLocation? {
        let sites = code.matches(#"\bthrow\b.*\.\#(errorCase)\b"#)
        return sites.count == 1 ? sites.first : nil
    }

    /// The declaration of the code under test that the check failing at this line of a checks
    /// file exercises. In order: a name of the learner's in what the assertion looks at (its
    /// first argument), then in the check's earlier statements, nearest first, then in the rest
    /// of the assertion. A name the checks declare themselves (a protocol requirement, an
    /// adapter's method, an extension of the learner's type) is followed into the checks'
    /// declarations of it, to the learner's names they use or the learner's type they extend.
    private func exercised(byLine line: Int, of checksFile: String, check: String, message: String) -> CodeLocation? {
        let folder = (checksFile as NSString).deletingLastPathComponent
        if checksSources[folder] == nil { checksSources[folder] = ChecksSource(root: root, folder: folder) }
        guard let checks = checksSources[folder], checks.line(line, of: checksFile) != nil else { return nil }
        // The whole statement: a call's arguments may go on for a few lines.
        var statement = ""
        var depth = 0
        var current = line
        while let text = checks.line(current, of: checksFile), current < line + 8 {
            statement += text + "\n"
            depth += text.filter { "([{".contains($0) }.count - text.filter { ")]}".contains($0) }.count
            current += 1
            if depth <= 0 { break }
        }
        let resolver = Resolver(locator: self, checks: checks, check: check)
        let actual = Self.actualArgument(of: statement)
        if statement.contains("expectModelHolds("), let actual,
           let found = modelReading(actual, checks: checks, resolver: resolver, message: message) {
            return found
        }
        let start = checks.bodyStart(around: line, of: checksFile)
        if let actual, let found = resolver.first(in: Self.usedNames(in: actual)) {
            return start.flatMap { calledAndNamed(in: message, before: line, from: $0, of: checksFile, checks: checks, reading: found, resolver: resolver) }
                ?? found
        }
        if let start, start < line {
            for earlier in stride(from: line - 1, through: start, by: -1) {
                guard let text = checks.line(earlier, of: checksFile) else { continue }
                if let found = resolver.first(in: Self.usedNames(in: String(text))) { return found }
            }
        }
        return resolver.first(in: Self.usedNames(in: statement))
    }

    /// The operation a failure's words say the value was read after, when the assertion reads it
    /// through a function: "Bob after the rollback" with `store.rollback()` called earlier in the
    /// check names `rollback()`, not the `customer(id:)` that read Bob back. The nearest call
    /// first. nil when the words name none of the check's earlier calls of the learner's, or the
    /// value read is a property, whose writers are found from the index instead.
    private func calledAndNamed(in message: String, before line: Int, from start: Int, of checksFile: String,
                                checks: ChecksSource, reading: CodeLocation, resolver: Resolver) -> CodeLocation? {
        guard start < line, writtenBy(reading).writer == nil else { return nil }
        let label = message.range(of: "expected ").map { message[..<$0.lowerBound] } ?? message[...]
        let words = Set(label.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        for earlier in stride(from: line - 1, through: start, by: -1) {
            guard let text = checks.line(earlier, of: checksFile) else { continue }
            let named = Self.calledNames(in: String(text)).filter { words.contains($0) && $0 != reading.symbol }
            if let found = resolver.first(in: named) ?? named.lazy.compactMap(implementation).first { return found }
        }
        return nil
    }

    /// The learner's one declaration of a name with a body: the implementation, not the
    /// requirement of the learner's protocol that it meets (`OrderStore.rollback()`, not
    /// `DomainContext.rollback()`).
    private func implementation(of name: String) -> CodeLocation? {
        let found = declarations(of: name).filter { declaration in
            guard let container = code.container(of: declaration).flatMap(code.text(at:)) else { return true }
            return container.range(of: #"\bprotocol\s+[A-Za-z_]"#, options: .regularExpression) == nil
        }
        guard found.count == 1, var declaration = found.first else { return nil }
        declaration.symbol = name
        return declaration
    }

    /// What a model-based check (`expectModelHolds(machine)`) read where the code and the model
    /// disagreed: the observation its `compare:` closure passes under a label the failure's
    /// words name (`rows: screen.shownTodos` for "expected the rows …"); else what its
    /// `perform:` closure drives, the operation of the failing step (`load()`).
    private func modelReading(_ actual: String, checks: ChecksSource, resolver: Resolver, message: String) -> CodeLocation? {
        guard let machine = (Self.bareNames(in: actual) + Self.usedNames(in: actual)).lazy.compactMap({ name in
            checks.declarations[name]?.first
        }).first else { return nil }
        // From the declaration to the brace that closes its body: its signature may take lines.
        // (A default argument's closure, `= { _ in nil }`, opens and closes on its own line.)
        var text = ""
        var depth = 0
        var isOpen = false
        var number = machine.line
        while let line = checks.line(number, of: machine.file), number < machine.line + 300 {
            text += line + "\n"
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            isOpen = isOpen || line.trimmingCharacters(in: .whitespaces).hasSuffix("{")
            if depth <= 0 && isOpen { break }
            number += 1
        }
        // What the failure says was expected names the observation: "expected validationError
        // .tooLong", "expected the rows …"; the steps before it ("after save, save:") and the
        // explanation after what it got do not.
        var expected = message.range(of: "expected ").map { message[$0.lowerBound...] } ?? message[...]
        if let got = expected.range(of: " got ") { expected = expected[..<got.lowerBound] }
        let words = expected.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
        if let compare = Self.closure(labelled: "compare", in: text) {
            let named = Self.labelledArguments(in: compare).compactMap { pair in words.firstIndex(of: pair.label).map { ($0, pair.argument) } }
            for (_, argument) in named.sorted(by: { $0.0 < $1.0 }) {
                let names = Self.usedNames(in: argument)
                if let found = resolver.first(in: names) ?? names.lazy.compactMap({ self.learnersOnly($0, typesNamedIn: text) }).first {
                    return found
                }
            }
        }
        // The operation of the failing step, the last of "after change shell to large, change
        // shell to medium:": what the machine's branch for it calls (`case .change(…):
        // egg.changeSize(to: size)`).
        if let step = Self.lastStep(in: message),
           let pattern = try? Regex(#"case\s+\.\#(step)\b[^\n]*((\n(?!\s*(case |default:))[^\n]*)*)"#),
           let branch = text.firstMatch(of: pattern) {
            let calls = Self.calledNames(in: String(text[branch.range].drop { $0 != ":" }))
            if let found = resolver.first(in: calls) ?? calls.lazy.compactMap({ self.learnersOnly($0, typesNamedIn: text) }).first {
                return found
            }
        }
        // Else what the steps drive: a call (`await editor.save()`), not what the checks set
        // themselves to prepare it (`editor.trip.name = name`).
        if let perform = Self.closure(labelled: "perform", in: text) {
            let calls = Self.calledNames(in: perform)
            return resolver.first(in: calls) ?? calls.lazy.compactMap { self.learnersOnly($0, typesNamedIn: text) }.first
        }
        return nil
    }

    /// The learner's one declaration of a name that the checks read from the learner's code,
    /// even where the checks declare the same name for their own model; of several, the one in
    /// a type that the machine's text names (`StateMachine<…, TripEditorViewModel>`).
    private func learnersOnly(_ name: String, typesNamedIn text: String) -> CodeLocation? {
        var found = declarations(of: name)
        if found.count > 1 {
            found = found.filter { declaration in
                guard let container = code.container(of: declaration).flatMap(code.text(at:)),
                      let type = container.firstMatch(of: /\b(?:struct|class|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_]*)/)?.1
                else { return false }
                return text.range(of: #"\b\#(type)\b"#, options: .regularExpression) != nil
            }
        }
        guard found.count == 1, var declaration = found.first else { return nil }
        declaration.symbol = name
        return declaration
    }

    /// What a check that failed at no line of the checks exercises (it threw an error out of its
    /// body): the first learner's name its statements use.
    private func exercised(byCheckNamed name: String) -> CodeLocation? {
        let folder = "Sources/Checks/" + (sources as NSString).lastPathComponent
        if checksSources[folder] == nil { checksSources[folder] = ChecksSource(root: root, folder: folder) }
        guard let checks = checksSources[folder], let body = checks.body(ofCheckNamed: name) else { return nil }
        let resolver = Resolver(locator: self, checks: checks, check: name)
        for number in body.lines.dropFirst() {
            guard let text = checks.line(number, of: body.file) else { continue }
            if let found = resolver.first(in: Self.usedNames(in: String(text))) { return found }
        }
        return nil
    }

    /// Follows names from a check to the learner's declarations.
    private struct Resolver {
        let locator: CodeLocator
        let checks: ChecksSource
        /// The failing check's name: it tells which adapter a check of several versions used.
        let check: String

        /// The first of these names that leads to a declaration of the learner's.
        func first(in names: [String]) -> CodeLocation? {
            for name in names {
                if let found = resolve(name, depth: 2) { return found }
            }
            return nil
        }

        func resolve(_ name: String, depth: Int) -> CodeLocation? {
            let own = checks.declarations[name] ?? []
            let learners = locator.declarations(of: name)
            let unique: CodeLocation? = learners.count == 1 ? learners.first.map { found in
                var found = found
                found.symbol = name
                return found
            } : nil
            if own.allSatisfy({ $0.container?.kind == .protocol }), let unique { return unique }
            guard depth > 0, !own.isEmpty else { return nil }
            // The checks' declarations that stand in for the learner's code: the
            // implementations of their protocols' requirements, in adapters and in extensions of
            // the learner's types. Their other declarations (a fixture's helper) are their own.
            let implementations = own.filter(isStandIn)
            var conformers: [String] = []
            for requirement in own where requirement.container?.kind == .protocol {
                for type in checks.conformers(of: requirement.container?.name ?? "") where !conformers.contains(type) {
                    conformers.append(type)
                }
            }
            var found: [(location: CodeLocation, container: String)] = []
            for implementation in implementations {
                if let location = follow(implementation, depth: depth) {
                    found.append((location, implementation.container?.name ?? ""))
                }
            }
            for type in conformers where !found.contains(where: { $0.container == type }) {
                if let location = learnerType(type) { found.append((location, type)) }
            }
            let files = Set(found.map(\.location.file))
            guard files.count > 1 else { return found.first?.location ?? unique }
            // Adapters of several versions (`ReducerScreen`, `PlainViewModelScreen`): the check
            // whose name starts with a version's name (`[plain view model] …`, `reducer: …`)
            // used that version's adapter.
            let version = CodeLocator.version(of: check).lowercased().filter(\.isLetter)
            return found.first(where: { !version.isEmpty && $0.container.lowercased().hasPrefix(version) })?.location
        }

        /// Whether a declaration of the checks stands in for the learner's code: a member of an
        /// extension of a learner's type, or of a type conforming to one of the checks' protocols.
        private func isStandIn(_ declaration: ChecksSource.Declaration) -> Bool {
            guard let container = declaration.container else { return false }
            switch container.kind {
            case .protocol: return false
            case .extension: return learnerType(container.name) != nil
            case .type: return container.conformances.contains(where: checks.protocols.contains)
            }
        }

        /// Where a declaration of the checks leads in the learner's code: the first learner's
        /// name its body uses (a type or a member before a free function: an adapter's
        /// `makeTodoListView(…)` only builds the screen that `view.refresh()` then drives), else
        /// the learner's type it extends.
        private func follow(_ declaration: ChecksSource.Declaration, depth: Int) -> CodeLocation? {
            if let body = declaration.body {
                // The body, not the signature: `var state: LoginState {` names a type it returns.
                var text = body.compactMap { checks.line($0, of: declaration.file) }.joined(separator: "\n")
                if let brace = text.firstIndex(of: "{") { text = String(text[text.index(after: brace)...]) }
                // In an extension of the learner's type, a bare name is one of that type's
                // members (`var shownTodos: [ShownTodo] { todos.map … }` reads `todos`), even
                // where the checks declare the same name elsewhere (`FixtureTodo.todos`).
                if let container = declaration.container, container.kind == .extension, learnerType(container.name) != nil {
                    for name in CodeLocator.bareNames(in: text.replacingOccurrences(of: "self.", with: "")) where name != declaration.name {
                        if let found = locator.member(name, of: container.name) { return found }
                    }
                }
                let names = CodeLocator.usedNames(in: text).filter { $0 != declaration.name }
                let free = CodeLocator.freeCalls(in: text)
                for name in names.filter({ !free.contains($0) }) + names.filter(free.contains) {
                    if let found = resolve(name, depth: depth - 1) { return found }
                }
            }
            if let container = declaration.container, container.kind == .extension {
                return learnerType(container.name)
            }
            return nil
        }

        /// The learner's one declaration of a type the checks do not declare.
        private func learnerType(_ name: String) -> CodeLocation? {
            guard checks.declarations[name] == nil else { return nil }
            let learners = locator.declarations(of: name)
            guard learners.count == 1, var found = learners.first else { return nil }
            found.symbol = name
            return found
        }
    }

    /// The learner's file of a version of the code that checks name (`[plain view model] …`): the
    /// one that declares a type whose name holds the version's last word (`LoginViewModel`),
    /// in a folder named after the version (`PlainViewModel/`) when there is one.
    func file(ofVersion version: String) -> String? {
        let words = version.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
        guard let last = words.last else { return nil }
        let types = code.matches(#"\b(struct|class|enum|actor)\s+[A-Za-z0-9_]*\#(NSRegularExpression.escapedPattern(for: last))[A-Za-z0-9_]*"#)
        let folder = "/" + words.joined() + "/"
        return (types.first { $0.file.contains(folder) } ?? types.first)?.file
    }

    /// The version a check's name starts with: `[reducer] …` and `reducer: …` give `reducer`;
    /// "" when it names none.
    static func version(of check: String) -> String {
        let label = check.hasPrefix("[") ? check.dropFirst().prefix { $0 != "]" } : check.prefix { $0 != ":" }
        return label.count < check.count ? String(label) : ""
    }

    /// A check's name without its version: `[reducer] a tap logs in` gives `a tap logs in`.
    static func behaviour(of check: String) -> Substring {
        let version = version(of: check)
        guard !version.isEmpty else { return check[...] }
        return check.dropFirst(version.count + (check.hasPrefix("[") ? 2 : 1)).drop { $0 == " " }
    }

    /// The learner's declarations of a name.
    fileprivate func declarations(of name: String) -> [CodeLocation] {
        code.declarations(of: name)
    }

    /// What an assertion looks at: the first argument of `expect…(…)`, `expectEqual(model.todos, …)`
    /// gives `model.todos`.
    static func actualArgument(of statement: String) -> String? {
        guard let call = statement.range(of: #"\bexpect[A-Za-z]*\("#, options: .regularExpression) else { return nil }
        var depth = 0
        var argument = ""
        for character in statement[call.upperBound...] {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                if depth == 0 { break }
                depth -= 1
            }
            if character == ",", depth == 0 { break }
            argument.append(character)
        }
        return argument
    }

    /// The names a statement calls, reads a member of, or names as a type, in order, once each.
    static func usedNames(in statement: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"(\.)?\b([A-Za-z_][A-Za-z0-9_]*)\b(\()?"#) else { return [] }
        var names: [String] = []
        for match in regex.matches(in: statement, range: NSRange(statement.startIndex..., in: statement)) {
            guard let range = Range(match.range(at: 2), in: statement) else { continue }
            let name = String(statement[range])
            let isMember = match.range(at: 1).location != NSNotFound
            let isCall = match.range(at: 3).location != NSNotFound
            let isType = name.first?.isUppercase == true
            guard isMember || isCall || isType, !ignored.contains(name), !name.hasPrefix("expect"),
                  !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// The names a statement uses alone, not as a member, in order, once each: in a type's body,
    /// its own members (`todos` in `todos.map { … }`).
    static func bareNames(in statement: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"(?<![.\w$\\])([a-z_][A-Za-z0-9_]*)\b(?!\s*:)"#) else { return [] }
        var names: [String] = []
        for match in regex.matches(in: statement, range: NSRange(statement.startIndex..., in: statement)) {
            guard let range = Range(match.range(at: 1), in: statement) else { continue }
            let name = String(statement[range])
            guard !ignored.contains(name), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// The learner's one declaration of a member of their type (in its body or an extension of it).
    fileprivate func member(_ name: String, of type: String) -> CodeLocation? {
        let found = declarations(of: name).filter { declaration in
            code.container(of: declaration).flatMap(code.text(at:))?
                .range(of: #"\b(struct|class|enum|actor|extension)\s+\#(NSRegularExpression.escapedPattern(for: type))\b"#,
                       options: .regularExpression) != nil
        }
        guard found.count == 1, var member = found.first else { return nil }
        member.symbol = name
        return member
    }

    /// The functions a statement calls by name alone, not as a member or a type: `makeScreen()`.
    static func freeCalls(in statement: String) -> Set<String> {
        guard let regex = try? NSRegularExpression(pattern: #"(?<![.\w])([a-z_][A-Za-z0-9_]*)\("#) else { return [] }
        return Set(regex.matches(in: statement, range: NSRange(statement.startIndex..., in: statement)).compactMap { match in
            Range(match.range(at: 1), in: statement).map { String(statement[$0]) }
        })
    }

    /// Keywords and standard names that a check uses but no learner declares for it.
    static let ignored: Set<String> = [
        "try", "await", "self", "Self", "init", "nil", "true", "false", "let", "var", "if", "guard", "return",
        "String", "Int", "Double", "Bool", "Array", "Set", "Dictionary", "Date", "Optional", "Task", "Error",
        "map", "filter", "first", "last", "count", "contains", "sorted", "isEmpty",
    ]
}

import Foundation

/// Whether a result is used: the value handed to a part is the one a decision returned, not the
/// input it was made from.
extension CodeSelection {
    /// Every call of a method this selection declares, from code outside it, is given (as its
    /// first argument) a value that a function of `source` returned: the call itself
    /// (`repository.save(trip.validated())`), or a `let` bound to it in the same function
    /// (`let valid = try trip.validated()`, `guard let valid = try? …`, `let valid: Trip` then
    /// `valid = try trip.validated()` on every path that assigns it).
    ///
    ///     code.types("TripRepository").mustOnlyBeGiven(resultsOf: validated)
    ///
    /// The index records calls, not values, so the argument is read from the source at the
    /// place the index gives. What cannot be traced there fails instead of passing: a `var`
    /// (changed after), a parameter (the value comes from elsewhere), a property, another
    /// expression, and the method handed on as a value (`store: repository.save`), whose
    /// argument nobody can see.
    public func mustOnlyBeGiven(resultsOf source: CodeSelection) -> [Violation] {
        let names = Set(code.definitions.values.filter { source.declares($0.symbol) && Self.isFunction($0.symbol) }
            .map { String($0.symbol.name.prefix { $0 != "(" }) })
        guard !names.isEmpty else {
            return [Violation(file: "", line: 0, column: 0, message: "\(source.description) matches no function in your code: nothing can be checked to be its result")]
        }
        let shown = names.sorted().map { "\($0)()" }.joined(separator: " or ")
        var files: [String: [Substring]] = [:]
        var found: [Violation] = []
        for occurrence in code.occurrences where !occurrence.isDeclaration && declares(occurrence.symbol)
            && Self.isFunction(occurrence.symbol) && occurrence.symbol.kind != .constructor && !contains(occurrence) {
            if files[occurrence.file] == nil {
                let text = (try? String(contentsOfFile: code.absolutePath(of: occurrence.file), encoding: .utf8)) ?? ""
                files[occurrence.file] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            let lines = files[occurrence.file] ?? []
            let name = CodeSelection.readableName(occurrence.symbol)
            let why: String?
            if !occurrence.roles.contains(.call) {
                why = "hands \(name) on as a value: the checks cannot see what will be stored through it, and a reader cannot either; call it where the value \(shown) returned is at hand"
            } else if let argument = Self.firstArgument(in: lines, line: occurrence.line,
                                                        column: occurrence.column + name.prefix { $0 != "(" }.utf8.count) {
                let start = code.containers(of: occurrence).first(where: code.isOwn).flatMap { code.definitions[$0]?.line } ?? 1
                why = Self.traces(argument, to: names, in: lines, from: start, line: occurrence.line, column: occurrence.column)
                    .map { "gives \(name) \(argument), not the value \(shown) returned: \($0)" }
            } else {
                why = "calls \(name) in a way the checks cannot read (no argument list after its name): give it the value \(shown) returned"
            }
            if let why {
                found.append(Violation(file: occurrence.file, line: occurrence.line, column: occurrence.column,
                                       message: "\(occurrence.location) \(why)"))
            }
        }
        return found.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    private static func isFunction(_ symbol: IndexedSymbol) -> Bool {
        [.function, .instanceMethod, .staticMethod, .classMethod, .constructor].contains(symbol.kind)
    }

    /// The first argument of the call whose name ends before `column` (1-based, in UTF-8), its
    /// label and `try`/`await` removed: `valid` for `save(valid)`, `trip.validated()` for
    /// `save(try trip.validated())`; `nil` when no argument list follows.
    static func firstArgument(in lines: [Substring], line: Int, column: Int) -> String? {
        guard lines.indices.contains(line - 1) else { return nil }
        var text = Array(lines[(line - 1)...].joined(separator: "\n").utf8.dropFirst(column - 1))
        while let first = text.first, first == UInt8(ascii: " ") { text.removeFirst() }
        guard text.first == UInt8(ascii: "(") else { return nil }
        var depth = 0
        var argument: [UInt8] = []
        for byte in text {
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
                if depth == 1 { continue }
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: ","), depth == 1 {
                break
            }
            argument.append(byte)
        }
        var result = String(decoding: argument, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if let label = result.range(of: #"^[A-Za-z_]\w*\s*:(?!:)"#, options: .regularExpression) {
            result = String(result[label.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return stripTryAndAwait(result)
    }

    /// `trip.validated()` for `try await trip.validated()`.
    static func stripTryAndAwait(_ text: String) -> String {
        var result = text.trimmingCharacters(in: .whitespacesAndNewlines)
        while let prefix = result.range(of: #"^(try[?!]?|await)\s+"#, options: .regularExpression) {
            result = String(result[prefix.upperBound...])
        }
        return result.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether an expression is a call of one of `names` (`trip.validated()`, `validated()`).
    static func isCall(_ expression: String, of names: Set<String>) -> Bool {
        let text = stripTryAndAwait(expression)
        return names.contains { name in
            text.range(of: #"^([A-Za-z_]\w*\s*\.\s*)*"# + NSRegularExpression.escapedPattern(for: name) + #"\s*\(.*\)$"#,
                       options: .regularExpression) != nil
        }
    }

    /// Why `argument` cannot be traced to a result of `names`, or `nil` when it is one: the
    /// call itself, or a name whose nearest binding before the call (up to the line where the
    /// enclosing declaration starts) is a `let` given such a result on every assignment.
    static func traces(_ argument: String, to names: Set<String>, in lines: [Substring],
                       from start: Int, line: Int, column: Int) -> String? {
        if isCall(argument, of: names) { return nil }
        guard argument.range(of: #"^[A-Za-z_]\w*$"#, options: .regularExpression) != nil else {
            return "an expression the checks do not trace"
        }
        let name = NSRegularExpression.escapedPattern(for: argument)
        let binding = #"\b(let|var)\s+"# + name + #"\b(?!\s*[,)])"#
        let parameter = #"([(,]\s*(_\s+)?|\b[A-Za-z_]\w*\s+)"# + name + #"\s*:\s*[^:=]"#
        let closureParameter = #"\{\s*\(?\s*([A-Za-z_]\w*\s*,\s*)*"# + name + #"\b[^{}]*\bin\b"#
        var assignments: [String] = []
        var index = line - 1
        while index >= max(start - 1, 0) {
            var text = String(lines[index])
            if index == line - 1 { text = String(decoding: text.utf8.prefix(column - 1), as: UTF8.self) }
            if let found = text.range(of: binding, options: .regularExpression) {
                let rest = String(text[found.upperBound...])
                if text[found].hasPrefix("var") {
                    return "\(argument) is a var, which can change after it was given that value"
                }
                if let equals = rest.range(of: #"^\s*(:\s*[^=]+)?=\s*"#, options: .regularExpression) {
                    var value = String(rest[equals.upperBound...]).trimmingCharacters(in: .whitespaces)
                    // `guard let valid = try? trip.validated() else { … }`, `if let … {`: the value alone.
                    for end in [#"\s+else\b"#, #"//"#, #"\s*\{\s*$"#] {
                        if let tail = value.range(of: end, options: .regularExpression) { value = String(value[..<tail.lowerBound]) }
                    }
                    return isCall(value, of: names) ? nil : "\(argument) is \(stripTryAndAwait(value))"
                }
                if rest.range(of: #"^\s*:"#, options: .regularExpression) != nil {
                    // `let valid: Trip`, assigned below on every path.
                    guard !assignments.isEmpty else { return "\(argument) is declared without a value the checks can trace" }
                    let other = assignments.first { !isCall($0, of: names) }
                    return other.map { "\(argument) is given \($0)" }
                }
                // `if let valid {`: the same name, unwrapped; its binding is further up.
            } else if text.range(of: parameter, options: .regularExpression) != nil
                        || text.range(of: closureParameter, options: .regularExpression) != nil {
                return "\(argument) is a parameter, and the checks follow the value only inside the code that stores it"
            }
            if let assignment = text.range(of: #"(^|[^\w.])"# + name + #"\s*=(?!=)\s*"#, options: .regularExpression) {
                var value = String(text[assignment.upperBound...]).trimmingCharacters(in: .whitespaces)
                if let comment = value.range(of: "//") { value = String(value[..<comment.lowerBound]) }
                assignments.append(value.trimmingCharacters(in: .whitespaces))
            }
            index -= 1
        }
        return "the checks cannot find where \(argument) gets its value in the code that stores it"
    }
}

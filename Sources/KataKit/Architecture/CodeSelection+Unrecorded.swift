/// Calls the compiler's index does not record, which fail a constrained part closed: a call
/// written on a `@dynamicCallable` value (`helper(x)`) and a pattern that runs a custom `~=`
/// (`case Valid() = trip`) leave no occurrence of what they run, so no path could follow them.
extension CodeSelection {
    /// What this selection can cause to run reaches no `@dynamicCallable` type of the module, and
    /// its files hold no pattern while the module declares its own `~=`: each fails with a
    /// sentence saying why (part of ``mustNotHideFromTheChecks()``).
    func unrecordedCalls() -> [Violation] {
        let dynamic = code.dynamicallyCallableTypes()
        var found = reports(chains(to: dynamic, stoppingAt: nil, following: .runs)) { names in
            "uses \(names), a @dynamicCallable type: a call written on its value (helper(x)) leaves no trace in the compiler's "
                + "index, so neither the checks nor a reader can follow what it runs; call a method by its name"
        }
        let operators = code.definitions.values.filter { $0.symbol.name.hasPrefix("~=(") }
            .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        guard let first = operators.first else { return found }
        for file in selectedFiles() {
            for (index, line) in code.codeLines(of: file).enumerated() {
                guard let range = line.range(of: "case ") ?? line.range(of: "case\t"),
                      range.lowerBound == line.startIndex || !line[line.index(before: range.lowerBound)].isLetter else { continue }
                let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
                found.append(Violation(file: file, line: index + 1, column: column, message: "\(file):\(index + 1):\(column) matches a pattern, "
                    + "and your module declares ~= at \(first.location): the compiler's index records no call of a pattern operator, so "
                    + "what this pattern runs can be followed neither by the checks nor by a reader; call the function by its name"))
            }
        }
        return found
    }
}

extension Codebase {
    /// The module's types marked `@dynamicCallable`, read from the code before each type's
    /// declaration (the attribute is no symbol the index records).
    func dynamicallyCallableTypes() -> CodeSelection {
        var marked: Set<String> = []
        for definition in definitions.values where definition.symbol.isType {
            let lines = codeLines(of: definition.file)
            var attributes = text(before: definition)
            var index = definition.line - 2
            while index >= 0, lines.indices.contains(index), lines[index].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("@") {
                attributes += String(lines[index])
                index -= 1
            }
            if attributes.contains("@dynamicCallable") { marked.insert(definition.symbol.usr) }
        }
        let types = marked
        // The types, their members, and their initializers, written or implicit (`Settings()`).
        return CodeSelection("@dynamicCallable types", in: self, namesOrigin: true, contains: { _, _ in false },
                             declares: { symbol, code in
                                 if types.contains(symbol.usr) { return true }
                                 if let definition = code.definitions[symbol.usr] {
                                     return !Set(code.containers(of: definition)).isDisjoint(with: types)
                                 }
                                 return code.graph.initializedType(symbol.usr, in: code).map(types.contains) ?? false
                             })
    }
}

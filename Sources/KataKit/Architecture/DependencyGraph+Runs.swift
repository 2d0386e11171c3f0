/// The passes that add the *runs* dependency to the graph, one per language feature, in the
/// manner of Periphery's mutators: each is given the module and the uses written in each
/// declaration, and returns hops from a declaration to what can run when it
/// is used, and the graph merges them (``DependencyGraph/runs``).
extension DependencyGraph {
    /// Every pass, in order (none depends on another).
    static let runPasses: [@Sendable (Codebase, _ uses: [String: [Use]]) -> [String: [Use]]] = [dynamicDispatch, storedClosures, propertyWrappers]

    /// Dynamic dispatch (class-hierarchy analysis): a call to a protocol requirement or an
    /// overridable member reaches every declaration of the module that implements or overrides
    /// it, wherever its conformance is declared (an extension in another file counts). The
    /// index relates each implementation to what it implements (`overrideOf`).
    static let dynamicDispatch: @Sendable (Codebase, [String: [Use]]) -> [String: [Use]] = { code, _ in
        var found: [String: [Use]] = [:]
        for definition in code.definitions.values {
            for relation in definition.relations where relation.roles.contains(.overrideOf) {
                found[relation.symbol.usr, default: []].append(Use(target: definition.symbol.usr, occurrence: definition, isDispatch: true))
            }
        }
        // A conformance declared apart from the member that implements it.
        for witness in code.conformanceWitnesses {
            let implementation = code.definitions[witness.symbol.usr] ?? witness
            for relation in witness.relations where relation.roles.contains(.overrideOf) {
                found[relation.symbol.usr, default: []].append(Use(target: witness.symbol.usr, occurrence: implementation, isDispatch: true))
            }
        }
        return found
    }

    /// Closures stored in properties: reading a property whose type is a function reaches the
    /// code assigned to it anywhere in the module (`model.onSave = { store.save($0) }`): the
    /// uses written in the closure, from the assignment to the closure's closing brace, or on
    /// the assignment's line when a function is assigned by name. What an initializer's
    /// argument stores (`TodoClient(fetch: { … })`) is followed from where it is made instead.
    static let storedClosures: @Sendable (Codebase, [String: [Use]]) -> [String: [Use]] = { code, uses in
        var found: [String: [Use]] = [:]
        func text(_ file: String) -> [Substring] { code.codeLines(of: file) }
        let closureProperties = Set(code.definitions.values.filter { definition in
            [.instanceProperty, .staticProperty, .classProperty, .variable].contains(definition.symbol.kind)
                && code.line(of: definition).dropFirst(definition.column).prefix { $0 != "=" && $0 != "{" }.contains("->")
        }.map(\.symbol.usr))
        guard !closureProperties.isEmpty else { return [:] }
        let stems = Dictionary(closureProperties.map { (String($0.dropLast()), $0) }, uniquingKeysWith: { first, _ in first })
        for occurrence in code.occurrences where !occurrence.isDeclaration {
            let isWrite = occurrence.roles.contains(.write) || (occurrence.roles.contains(.call) && occurrence.symbol.name.hasPrefix("setter:"))
            guard isWrite, let property = closureProperties.contains(occurrence.symbol.usr) ? occurrence.symbol.usr : stems[String(occurrence.symbol.usr.dropLast())],
                  let writer = code.containers(of: occurrence).first(where: code.isOwn) else { continue }
            let last = closureEnd(in: text(occurrence.file), line: occurrence.line, column: occurrence.column)
            let assigned = uses[DependencyGraph.node(writer, in: code)] ?? []
            for use in assigned where use.occurrence.file == occurrence.file
                && (occurrence.line...last).contains(use.occurrence.line) && use.occurrence != occurrence {
                found[property, default: []].append(use)
            }
        }
        return found
    }

    /// Property wrappers: reading or writing a wrapped property (`@Tallied var size`) runs its
    /// wrapper's `wrappedValue` accessors, which the index never relates to the property. A
    /// property is wrapped by the module's types named in the attributes before its name, on its
    /// line or on the line above.
    static let propertyWrappers: @Sendable (Codebase, [String: [Use]]) -> [String: [Use]] = { code, _ in
        var wrappedValues: [String: SymbolOccurrence] = [:]
        for definition in code.definitions.values where definition.symbol.name == "wrappedValue" && definition.symbol.kind == .instanceProperty {
            if let type = code.parents[definition.symbol.usr] { wrappedValues[node(type, in: code)] = definition }
        }
        guard !wrappedValues.isEmpty else { return [:] }
        let properties = code.definitions.values.filter {
            [.instanceProperty, .staticProperty, .classProperty, .variable].contains($0.symbol.kind)
        }
        let places = Dictionary(grouping: properties) { PropertyPlace(file: $0.file, line: $0.line) }
        var found: [String: [Use]] = [:]
        for occurrence in code.occurrences where !occurrence.isDeclaration {
            guard let wrappedValue = wrappedValues[occurrence.symbol.usr] else { continue }
            let line = code.line(of: occurrence)
            let sameLine = (places[PropertyPlace(file: occurrence.file, line: occurrence.line)] ?? []).filter { $0.column > occurrence.column }
            let attributeAbove = line.drop { $0 == " " || $0 == "\t" }.hasPrefix("@") && !line.contains("var ") && !line.contains("let ")
            let wrapped = sameLine + (attributeAbove ? places[PropertyPlace(file: occurrence.file, line: occurrence.line + 1)] ?? [] : [])
            for property in wrapped {
                // The property and its accessors (`…vp`, getter `…vg`, setter `…vs`, modify `…vM`).
                let stem = property.symbol.usr.hasSuffix("p") ? String(property.symbol.usr.dropLast()) : property.symbol.usr
                for usr in Set([property.symbol.usr] + ["g", "s", "M", "r", "w", "W"].map { stem + $0 }) {
                    // The hop is the wrapper's code, written apart from the property.
                    found[usr, default: []].append(Use(target: wrappedValue.symbol.usr, occurrence: wrappedValue))
                }
            }
        }
        return found
    }

    /// A file and a line, where a property is declared.
    private struct PropertyPlace: Hashable {
        var file: String
        var line: Int
    }

    /// The last line of the closure assigned at a place: the line of the brace that closes the
    /// first `{` after it, or the place's own line when none opens there.
    static func closureEnd(in lines: [Substring], line: Int, column: Int) -> Int {
        guard lines.indices.contains(line - 1) else { return line }
        let start = lines[line - 1].utf8.dropFirst(column)
        guard start.contains(UInt8(ascii: "{")) else { return line }
        var depth = 0
        var opened = false
        for index in (line - 1)..<lines.count {
            let text = index == line - 1 ? Substring(String(decoding: start, as: UTF8.self)) : lines[index]
            for character in text {
                if character == "{" { depth += 1; opened = true }
                if character == "}" { depth -= 1 }
                if opened && depth == 0 { return index + 1 }
            }
        }
        return line
    }
}

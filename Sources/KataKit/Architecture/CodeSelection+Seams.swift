extension CodeSelection {
    /// The protocols of other modules that a value may be held to without making a seam: what a
    /// value conforms to so that it can be compared, hashed, listed, coded, shown, sent across
    /// actors or thrown, and the marker protocols the compiler writes itself.
    static let valueProtocols: Set<String> = [
        "Sendable", "SendableMetatype", "Copyable", "Escapable", "BitwiseCopyable",
        "Equatable", "Hashable", "Comparable", "Identifiable", "CaseIterable", "RawRepresentable",
        "Encodable", "Decodable", "Error", "LocalizedError",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Observable",
    ]

    /// Code in this selection takes no protocol of another module as a type: no existential
    /// (`any AsyncSequence`), opaque type (`some Sequence`) or generic constraint
    /// (`<Source: IteratorProtocol>`) over one but the value protocols (`Equatable`, `Hashable`,
    /// `Comparable`, `Identifiable`, `Codable`, `Sendable`, `Error`, `CustomStringConvertible`…).
    /// A type of the module declaring a conformance (`struct Page: Sequence`) takes nothing as a
    /// type, and a collection used as a value (`[Todo]`, `todos.map`) names no protocol.
    ///
    ///     code.types("TodoListModel", "TodoClient").mustNotTakeProtocolsOfOtherModules()
    public func mustNotTakeProtocolsOfOtherModules() -> [Violation] {
        let taken = code.occurrences.filter { occurrence in
            occurrence.symbol.kind == .protocol && !code.isOwn(occurrence.symbol.usr)
                && !Self.valueProtocols.contains(occurrence.symbol.name)
                && !occurrence.isDeclaration && !occurrence.roles.contains(.implicit)
                && !occurrence.relations.contains { $0.roles.contains(.baseOf) }
                && contains(occurrence)
        }
        return violations(taken) { names in "takes \(names), a protocol of another module, as a type: a seam as a protocol of yours would be" }
    }
}

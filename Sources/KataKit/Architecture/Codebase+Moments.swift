/// Decisions about time, by what code does rather than how it is spelled: code that holds a
/// moment (a property, parameter or variable of type `Date`, or a clock that returns one) and
/// compares moments, whatever its names.
extension Codebase {
    /// Code outside `places` makes no decision by comparing moments: no declaration there both
    /// reads a moment of the module (a `Date` it holds, however named: `dueDate`, `deadline`, a
    /// clock `today: () -> Date`) and compares (`<`, `>`, `<=`, `>=` on dates or on anything
    /// `Comparable`, `compare(_:)`, `timeIntervalSince…`, `distance(to:)`, `min`/`max`, a
    /// calendar's comparisons, a `DateInterval`). Passing a date on (a mapping, a decoder) or
    /// asking the domain (`todo.isOverdue(on: today())`) is no decision.
    ///
    ///     code.mustCompareMomentsOnly(in: code.folder("Domain"))
    ///
    /// What the index cannot see: a comparison in a generic helper of another declaration
    /// (`isBefore(a, b)` declared outside `places` is itself caught; one that only compares
    /// `Comparable` values and holds no moment is not).
    public func mustCompareMomentsOnly(in places: CodeSelection) -> [Violation] {
        let outside = momentComparisons().values.joined().filter { !places.contains($0) }
        let selection = CodeSelection("comparisons of moments", in: self, contains: { _, _ in true }, declares: { _, _ in false })
        return selection.violations(Array(outside)) { names in
            "compares moments (\(names)) outside \(places.description)"
        }
    }

    /// The module's decisions about time: each declaration that reads a moment of the module
    /// and compares, with its comparisons (a property's accessors count as the property).
    func momentComparisons() -> [String: [SymbolOccurrence]] {
        let moments = momentUSRs()
        var holdsMoment: Set<String> = []
        var comparisons: [String: [SymbolOccurrence]] = [:]
        for (owner, uses) in graph.uses {
            let declaration = decisionOwner(owner)
            for use in uses {
                if moments.contains(use.target) { holdsMoment.insert(declaration) }
                if !isOwn(use.target), Self.comparesMoments(use.occurrence.symbol) {
                    comparisons[declaration, default: []].append(use.occurrence)
                }
            }
        }
        return comparisons.filter { holdsMoment.contains($0.key) }
    }

    /// The declaration a decision belongs to: a property for its accessors.
    private func decisionOwner(_ usr: String) -> String {
        guard let symbol = definitions[usr]?.symbol, DependencyGraph.isAccessor(symbol), let property = parents[usr] else { return usr }
        return property
    }

    /// The module's properties, variables and parameters that hold a moment: the line that
    /// declares them names `Date` (or one of its members: `= Date()`) after their name.
    func momentUSRs() -> Set<String> {
        let holders: Set<IndexedSymbol.Kind> = [.instanceProperty, .classProperty, .staticProperty, .variable, .field, .parameter]
        var dateLines: [String: [Int]] = [:]
        for occurrence in occurrences where !occurrence.isDeclaration && Self.isDate(occurrence.symbol.usr) {
            dateLines["\(occurrence.file):\(occurrence.line)", default: []].append(occurrence.column)
        }
        return Set(definitions.values.filter { definition in
            holders.contains(definition.symbol.kind)
                && dateLines["\(definition.file):\(definition.line)"]?.contains { $0 > definition.column } == true
        }.map(\.symbol.usr))
    }

    /// `Date`, `NSDate` and their members, on Linux (FoundationEssentials, Foundation) and on a Mac.
    private static func isDate(_ usr: String) -> Bool {
        ["s:20FoundationEssentials4DateV", "s:10Foundation4DateV", "c:objc(cs)NSDate"].contains { usr.hasPrefix($0) }
    }

    /// Whether another module's symbol compares or measures between values: `Date`'s own
    /// comparisons, `Comparable`'s (`<=` and `>=` on dates are Comparable's), `min`/`max`, and
    /// `Calendar`'s and `DateInterval`'s.
    static func comparesMoments(_ symbol: IndexedSymbol) -> Bool {
        let usr = symbol.usr, name = symbol.name
        if isDate(usr) {
            return ["<", ">", "compare(", "timeIntervalSince", "distance(", "isEqual("].contains { name.hasPrefix($0) }
        }
        if usr.hasPrefix("s:SL") || usr.hasPrefix("s:s3max") || usr.hasPrefix("s:s3min") { return true }
        let calendars = ["s:20FoundationEssentials8CalendarV", "s:10Foundation8CalendarV", "c:objc(cs)NSCalendar"]
        if calendars.contains(where: { usr.hasPrefix($0) }) {
            return ["compare(", "isDate", "dateComponents(", "components("].contains { name.hasPrefix($0) }
        }
        let intervals = ["s:20FoundationEssentials12DateIntervalV", "s:10Foundation12DateIntervalV", "c:objc(cs)NSDateInterval"]
        return intervals.contains { usr.hasPrefix($0) }
    }
}

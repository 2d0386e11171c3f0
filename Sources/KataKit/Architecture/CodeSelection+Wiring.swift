import Foundation

/// Code that only puts parts together: a composition root makes values and hands them over,
/// and decides nothing about what they return.
extension CodeSelection {
    /// The code this selection holds (its closures and local declarations included) only makes
    /// parts and hands them over, read from what it uses, never from its text: from other
    /// modules it names types, makes plain values and hands over the device's world (`Date()`,
    /// `Calendar.current`), and calls nothing else (no
    /// `==`, `contains(_:)`, `min(_:_:)`, `firstIndex(of:)`, `??`, `!`, no `URLError.Code`'s
    /// cases); of its own module it uses no predicate, whatever its name (a function, an
    /// operator or a property that answers a `Bool`: `==` of its own type,
    /// `HTTPAnswer.isSuccess(_:)`). A decision needs one of these to look at a value, so none
    /// can be taken, whatever keyword it is written with.
    ///
    ///     compositionRoot.mustOnlyWire()
    public func mustOnlyWire() -> [Violation] {
        let ownModules = code.ownModulePrefixes
        let uses = code.occurrences.filter { occurrence in
            guard !occurrence.isDeclaration, contains(occurrence) else { return false }
            let symbol = occurrence.symbol
            if code.isOwn(symbol.usr) { return Self.answersABool(symbol) }
            if symbol.kind == .module || symbol.kind == .parameter || symbol.isType || symbol.kind == .typealias { return false }
            if ownModules.contains(where: { symbol.usr.hasPrefix($0) }) { return false }
            if symbol.kind == .constructor && HarmlessAPI.contains(symbol) { return false }
            // Handing the parts the device's world (`today: { Date() }`, `Calendar.current`) is wiring.
            return !([.constructor, .staticProperty, .classProperty].contains(symbol.kind) && DeviceWorld.family(of: symbol) != nil)
        }
        return violations(uses, naming: qualifiedName) { names in
            "uses \(names) in \(description): it should only make the parts and hand them to each other; "
                + "comparing, testing or choosing what they return is a layer's work"
        }
    }

    /// Whether a function, operator or property of the module answers a `Bool` (or a `Bool?`),
    /// read off its USR, where the compiler writes the result's type after the name and the
    /// argument labels: `s:4main10HTTPAnswerO9isSuccessySb…FZ`, `s:4main1PV2eeoiySb…`,
    /// `s:4main10HTTPAnswerO4flagSbvpZ`.
    static func answersABool(_ symbol: IndexedSymbol) -> Bool {
        let usr = Substring(symbol.usr)
        switch symbol.kind {
        case .instanceProperty, .staticProperty, .classProperty, .variable:
            return usr.hasSuffix("Sbvp") || usr.hasSuffix("SbvpZ") || usr.hasSuffix("SbSgvp") || usr.hasSuffix("SbSgvpZ")
        case .function, .instanceMethod, .staticMethod, .classMethod:
            break
        default:
            return false
        }
        let base = symbol.name.prefix { $0 != "(" }
        let labels = symbol.name.filter { $0 == ":" }.count
        guard let first = base.unicodeScalars.first else { return false }
        if !(CharacterSet.letters.contains(first) || first == "_") {
            // An operator: `2eeoiySb` (`==`), `1loiySb` (`<`), `2nnopySb` (prefix `!!`).
            return ["oiySb", "opySb", "oPySb"].contains { usr.contains($0) }
        }
        guard let name = usr.range(of: "\(base.utf8.count)\(base)", options: .backwards) else { return false }
        var rest = usr[name.upperBound...]
        if labels > 0 {
            if rest.first == "y" {
                rest = rest.dropFirst()
            } else {
                for _ in 0..<labels {
                    if rest.first == "_" { rest = rest.dropFirst(); continue }
                    let digits = rest.prefix { $0.isNumber }
                    guard let count = Int(digits) else { return false }
                    rest = rest.dropFirst(digits.count + count)
                }
            }
        }
        return rest.hasPrefix("Sb")
    }
}

/// The other modules' APIs that a part a lesson calls pure may use: values and the algorithms
/// over them, nothing that acts on the world or on state someone else shares. It is an
/// allow-list: an API not listed (`Process`, `FileHandle`, `UserDefaults`, a new framework)
/// counts as an effect, so no spelling of one is one API short of the rule.
///
/// Listed: the standard library's types and functions but printing, reading input, the
/// command line, reflection (`Mirror`), unsafe pointers and bit casts; the C library's
/// mathematics (`round`, `sqrt`); regular expressions;
/// Foundation's value types (`Date`, `Calendar`, `TimeZone`, `Locale`, `UUID`, `URL`,
/// `Data` but loading or writing it, `Decimal`, `DateComponents`, `DateInterval`, `CharacterSet`,
/// `IndexSet`, `Measurement`…), its formatters and format styles, `LocalizedError`, and
/// Foundation's string methods (`trimmingCharacters(in:)`); async streams and sequences. Not
/// listed: `Task`, continuations (they run their consumer's code), dispatch, threads, files,
/// defaults, notifications, processes, networking, and the device's world (``DeviceWorld``:
/// `Date()`, `Calendar.current`, `Int.random(in:)`…), whatever type declares it.
enum HarmlessAPI {
    /// Foundation types whose every member is a pure computation on values (but the members
    /// in ``effectMembers``).
    static let foundationValues: Set<String> = [
        "Date", "DateComponents", "DateInterval", "Calendar", "TimeZone", "Locale", "UUID", "URL", "URLComponents",
        "URLQueryItem", "Data", "Decimal", "CharacterSet", "IndexSet", "IndexPath", "Measurement", "PersonNameComponents",
        "AttributedString", "LocalizedError", "RecoverableError", "CustomNSError", "ComparisonResult", "NSLocalizedString",
        "NSRange", "NSNotFound", "Unit", "Dimension", "FormatStyle", "ParseStrategy", "ListFormatStyle",
        "NSDate", "NSDateComponents", "NSCalendar", "NSTimeZone", "NSLocale", "NSUUID", "NSURL", "NSCharacterSet",
    ]

    /// Members of listed types that load, write or print: effects all the same.
    static let effectMembers = ["contentsOf", "write(to", "write(toFile", "writeToFile", "writeToURL", "init(contentsOfFile"]

    /// The standard library's functions and types that act on the world, or that the checks
    /// cannot follow.
    static let standardEffects: Set<String> = [
        "print(_:separator:terminator:)", "print(_:separator:terminator:to:)", "debugPrint(_:separator:terminator:)",
        "debugPrint(_:separator:terminator:to:)", "dump(_:name:indent:maxDepth:maxItems:)", "readLine(strippingNewline:)",
        "CommandLine", "Mirror", "unsafeBitCast(_:to:)", "unsafeDowncast(_:to:)", "ManagedBuffer", "OpaquePointer",
        "_typeName(_:qualified:)", "SystemRandomNumberGenerator",
    ]

    /// The C library's mathematics (`round`, `sqrt`, `pow`…, and their `f` and `l` variants):
    /// functions of their arguments, which Swift on Linux calls through Glibc.
    static let cMathematics: Set<String> = [
        "round", "floor", "ceil", "trunc", "rint", "nearbyint", "lround", "llround", "lrint", "llrint", "sqrt", "cbrt",
        "pow", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "fabs", "fmod", "remainder", "fmin", "fmax",
        "fdim", "fma", "hypot", "copysign", "ldexp", "frexp", "modf", "scalbn", "sin", "cos", "tan", "asin", "acos",
        "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "erf", "erfc", "tgamma", "lgamma", "abs", "labs",
    ]

    /// Whether another module's symbol is on the list.
    static func contains(_ symbol: IndexedSymbol) -> Bool {
        let usr = symbol.usr
        // The device's world is never a plain value, whichever type declares it (`Date.now`).
        if DeviceWorld.family(of: symbol) != nil { return false }
        // `Data(contentsOf:)` loads, `append(contentsOf:)` of the standard library does not.
        let isStandardLibrary = (usr.hasPrefix("s:s") || usr.hasPrefix("s:S")) && !usr.contains("Foundation")
        if !isStandardLibrary, effectMembers.contains(where: { symbol.name.contains($0) }) { return false }
        if Codebase.isReference(symbol) || standardEffects.contains(symbol.name) || symbol.name.hasPrefix("withUnsafe") {
            return false
        }
        // A clock's instants and durations are values; only asking it for `now` is not.
        if ["15ContinuousClockV", "15SuspendingClockV"].contains(where: { usr.hasPrefix("s:12_Concurrency" + $0) }) { return true }
        if usr.hasPrefix("c:@F@") {
            let name = String(usr.dropFirst("c:@F@".count))
            return cMathematics.contains(name) || ["f", "l"].contains(String(name.suffix(1))) && cMathematics.contains(String(name.dropLast()))
        }
        // The standard library: `s:s…`, and its short names `s:SS` (String), `s:Si` (Int)…, but
        // `s:Sc…` (concurrency) and the unsafe pointers (`s:Sp`, `s:SP`, `s:Sv`…).
        if usr.hasPrefix("s:s") { return !usr.hasPrefix("s:s6Mirror") }
        if usr.hasPrefix("s:S"), usr.count > 3 {
            let kind = usr[usr.index(usr.startIndex, offsetBy: 3)]
            // Concurrency's streams and sequences are values; a `Task` runs work of its own, and
            // a continuation (a stream's, `CheckedContinuation`, `UnsafeContinuation`) runs its
            // consumer's code, wherever that is: `yield` from an entity is a send.
            if kind == "c" {
                return !["s:ScT", "s:ScS12Continuation", "s:Scs12Continuation", "s:ScC", "s:Scc"].contains { usr.hasPrefix($0) }
                    && !symbol.name.hasPrefix("makeStream(")
            }
            return !"pPvVrRwW".contains(kind)
        }
        if usr.hasPrefix("s:17_StringProcessing") { return true }
        for module in ["10Foundation", "20FoundationEssentials", "30FoundationInternationalization"] where usr.hasPrefix("s:" + module) {
            var rest = Substring(usr.dropFirst(2 + module.count))
            return typeName(&rest).map(isListedFoundationName) ?? false
        }
        if usr.hasPrefix("s:So") {
            var rest = Substring(usr.dropFirst(4))
            return typeName(&rest).map(isListedFoundationName) ?? false
        }
        if usr.hasPrefix("c:objc(cs)") {
            let name = usr.dropFirst("c:objc(cs)".count).prefix { $0 != "(" }
            return isListedFoundationName(String(name))
        }
        return false
    }

    private static func isListedFoundationName(_ name: String) -> Bool {
        foundationValues.contains(name) || name.hasSuffix("Formatter") || name.hasSuffix("FormatStyle") || name.hasPrefix("Unit")
    }

    /// Reads the first name of a mangled type: `4DateV…` is `Date`.
    private static func typeName(_ text: inout Substring) -> String? {
        let digits = text.prefix { $0.isNumber }
        guard let count = Int(digits), count > 0 else { return nil }
        let rest = text.dropFirst(digits.count)
        guard rest.count >= count else { return nil }
        text = rest.dropFirst(count)
        return String(rest.prefix(count))
    }
}

extension Codebase {
    /// What a pure part may not use from other modules: everything not in ``HarmlessAPI``.
    /// Failures name what the symbol is when a deny-list knows it ("sending requests or reading
    /// responses").
    ///
    ///     code.types("Trip").mustNotReach(code.effectsFromOtherModules, following: .runs)
    public var effectsFromOtherModules: CodeSelection {
        let ownModules = ownModulePrefixes
        return CodeSelection("what is not listed as a plain value of another module", in: self,
                             contains: { _, _ in false },
                             declares: { symbol, code in
                                 !code.isOwn(symbol.usr) && !ownModules.contains(where: { symbol.usr.hasPrefix($0) })
                                     && symbol.kind != .module && symbol.kind != .parameter && !HarmlessAPI.contains(symbol)
                             })
    }

    /// `s:14TripValidation`: the USR prefixes of the module's own symbols, generic parameters
    /// and locals included, which the index declares nowhere.
    var ownModulePrefixes: Set<String> {
        Set(definitions.keys.compactMap { usr -> String? in
            guard usr.hasPrefix("s:") else { return nil }
            let rest = usr.dropFirst(2)
            let digits = rest.prefix { $0.isNumber }
            guard let count = Int(digits), count > 0 else { return nil }
            return "s:" + rest.prefix(digits.count + count)
        })
    }

    /// The deny-lists that name an effect, for messages: `URLSession` is "sending requests or
    /// reading responses".
    static func effectName(of symbol: IndexedSymbol) -> String? {
        if let family = DeviceWorld.family(of: symbol) { return family.rawValue }
        for capability in [Capability.sendsRequestsOrReadsResponses, .decodesData, .leavesTheCurrentActor, .runsPrograms,
                           .touchesFiles, .readsOrWritesSettings] where capability.contains(symbol) {
            return capability.description
        }
        if isOthersSharedState(symbol) { return "shared state" }
        return nil
    }
}

/// The device's world: what other modules' APIs read from the machine the code runs on rather
/// than from the values it is given. Asking for it is an effect in any part a lesson keeps pure
/// or confined, whatever else that part may use: the one catalogue every allow-list reads
/// (``HarmlessAPI``, ``ListedAPI``), so two katas cannot disagree about it.
///
/// A `Date`, `Calendar`, `Locale`, `TimeZone` or `UUID` value that a part is given, or builds
/// from constants (`Calendar(identifier: .gregorian)`, `UUID(uuidString:)`), stays a plain
/// value; only the members that ask the device are here. A default argument (`calendar:
/// Calendar = .current`) is evaluated by the caller that leaves it out: a value the part is
/// given, not one it asks for (``Codebase/isAskedByTheCaller(_:)``).
enum DeviceWorld: String, CaseIterable, Sendable {
    /// `Date()`, `Date.now`, `ContinuousClock.now`, `DispatchTime.now()`, `clock_gettime`…
    case clock = "the device's clock"
    /// `Calendar.current`, `Locale.current`, `TimeZone.current` and their `autoupdatingCurrent`.
    case settings = "the device's calendar, locale or time zone"
    /// `date.formatted()`, `"…".localizedLowercase`: text in the device's locale and time zone,
    /// which a screen shows (``ListedAPI/userInterface``) and nothing else may depend on.
    case formats = "the device's locale and time zone, through a format"
    /// `ProcessInfo.processInfo.environment`, `.arguments`, `CommandLine`, `getenv`.
    case environment = "the environment or the command line"
    /// The process's and the host's names, the process's identifier.
    case process = "the process's information"
    /// `Int.random(in:)`, `UUID()`, `shuffled()`, `SystemRandomNumberGenerator`, `arc4random`.
    case randomness = "the device's randomness"

    /// The family of the device's world another module's symbol asks for, if any.
    static func family(of symbol: IndexedSymbol) -> DeviceWorld? {
        let usr = symbol.usr
        let name = symbol.name.hasPrefix("getter:") ? String(symbol.name.dropFirst("getter:".count)) : symbol.name
        if usr.hasPrefix("c:@F@") { return cFunctions[String(usr.dropFirst("c:@F@".count))] }
        if usr.hasPrefix("c:objc(cs)") {
            // `c:objc(cs)NSLocale(cm)currentLocale`: the class, then the selector.
            let body = usr.dropFirst("c:objc(cs)".count)
            let type = body.prefix { $0 != "(" }
            let rest = body.dropFirst(type.count)
            let selector = rest.firstIndex(of: ")").map { String(rest[rest.index(after: $0)...]) } ?? ""
            return foundationMember(type: String(type), name: selector.isEmpty ? name : selector)
        }
        guard usr.hasPrefix("s:") else { return nil }
        if usr.hasPrefix("s:8Dispatch"), name == "now()" { return .clock }
        // The clocks are declared in `_Concurrency`, their USRs in either spelling.
        if let type = usr.hasPrefix("s:12_Concurrency") ? typeName(after: "s:12_Concurrency", in: usr)
            : usr.hasPrefix("s:s") ? typeName(after: "s:s", in: usr) : nil {
            if type == "ContinuousClock" || type == "SuspendingClock" { return name == "now" ? .clock : nil }
            if type == "CommandLine" { return .environment }
            if type == "SystemRandomNumberGenerator" { return .randomness }
        }
        if usr.hasPrefix("s:s") || usr.hasPrefix("s:S"), randomMembers.contains(name), !isFoundation(usr) { return .randomness }
        if isFoundation(usr), name.hasPrefix("localized"), localizedMembers.contains(name) { return .formats }
        for module in foundationModules where usr.hasPrefix("s:" + module) {
            guard let type = typeName(after: "s:" + module, in: usr) else { return nil }
            return foundationMember(type: type, name: name)
        }
        if usr.hasPrefix("s:So"), let type = typeName(after: "s:So", in: usr) {
            return foundationMember(type: type, name: name)
        }
        return nil
    }

    /// A Foundation type's member that asks the device: by the Swift name, or by the
    /// Objective-C selector (`(cm)currentLocale`) where the index gives one.
    private static func foundationMember(type: String, name: String) -> DeviceWorld? {
        let type = type.hasPrefix("NS") ? String(type.dropFirst(2)) : type
        switch type {
        case "ProcessInfo":
            if ["systemUptime"].contains(name) { return .clock }
            if ["environment", "arguments"].contains(name) { return .environment }
            if ["globallyUniqueString"].contains(name) { return .randomness }
            return .process
        case "Date":
            if ["init()", "now", "init(timeIntervalSinceNow:)", "timeIntervalSinceNow", "date"].contains(name) { return .clock }
            if ["formatted()", "formatted(date:time:)"].contains(name) { return .formats }
            return nil
        case "Calendar" where ["isDateInToday(_:)", "isDateInTomorrow(_:)", "isDateInYesterday(_:)"].contains(name):
            // Which day is today is the clock's answer, whatever calendar asks.
            return .clock
        case "Calendar", "Locale", "TimeZone":
            let asks = ["current", "autoupdatingCurrent", "preferredLanguages", "local", "system", "default",
                        "currentCalendar", "autoupdatingCurrentCalendar", "currentLocale", "autoupdatingCurrentLocale",
                        "localTimeZone", "systemTimeZone", "defaultTimeZone", "resetSystemTimeZone()"]
            // `Locale.system` is the root locale, the same on every device; `TimeZone.system` is not.
            if type == "Locale" && name == "system" { return nil }
            return asks.contains(name) ? .settings : nil
        case "UUID":
            return name == "init()" ? .randomness : nil
        default:
            return nil
        }
    }

    /// The C library's and CoreFoundation's functions that read the clock, the environment, the
    /// process or randomness.
    private static let cFunctions: [String: DeviceWorld] = {
        var functions: [String: DeviceWorld] = [:]
        for name in ["time", "clock_gettime", "gettimeofday", "clock", "timespec_get", "ftime", "mach_absolute_time",
                     "mach_continuous_time", "clock_gettime_nsec_np", "CFAbsoluteTimeGetCurrent"] {
            functions[name] = .clock
        }
        for name in ["localtime", "localtime_r", "tzset", "CFTimeZoneCopySystem", "CFTimeZoneCopyDefault", "CFLocaleCopyCurrent",
                     "CFCalendarCopyCurrent"] {
            functions[name] = .settings
        }
        for name in ["getenv", "secure_getenv"] { functions[name] = .environment }
        for name in ["getpid", "getppid", "getuid", "geteuid", "getgid", "gethostname", "uname", "getlogin"] { functions[name] = .process }
        for name in ["arc4random", "arc4random_uniform", "arc4random_buf", "rand", "random", "drand48", "lrand48", "mrand48",
                     "rand_r", "getrandom", "getentropy", "SecRandomCopyBytes"] {
            functions[name] = .randomness
        }
        return functions
    }()

    /// The standard library's members that draw from the system's generator: those that take
    /// a generator (`random(in:using:)`, `shuffled(using:)`) draw from the one they are given.
    private static let randomMembers: Set<String> = ["random(in:)", "random()", "shuffled()", "shuffle()", "randomElement()"]

    /// Foundation's string members that compare or change case in the device's locale.
    private static let localizedMembers: Set<String> = [
        "localizedLowercase", "localizedUppercase", "localizedCapitalized", "localizedCompare(_:)",
        "localizedCaseInsensitiveCompare(_:)", "localizedStandardCompare(_:)", "localizedCaseInsensitiveContains(_:)",
        "localizedStandardContains(_:)", "localizedStandardRange(of:)",
    ]

    private static let foundationModules = ["10Foundation", "20FoundationEssentials", "30FoundationInternationalization"]

    private static func isFoundation(_ usr: String) -> Bool {
        foundationModules.contains { usr.contains($0) }
    }

    /// The first type named after a prefix of a USR: `Date` in `s:20FoundationEssentials4DateV3nowACvgZ`.
    private static func typeName(after prefix: String, in usr: String) -> String? {
        let rest = usr.dropFirst(prefix.count)
        let digits = rest.prefix { $0.isNumber }
        guard let count = Int(digits), count > 0 else { return nil }
        let name = rest.dropFirst(digits.count)
        guard name.count >= count else { return nil }
        return String(name.prefix(count))
    }
}

extension Codebase {
    /// Whether an occurrence asks the device for its world in a default argument (`calendar:
    /// Calendar = .current`, `today: () -> Date = { Date() }`): the caller that leaves the
    /// argument out evaluates it, so the declaration is given the value, as from any caller.
    func isAskedByTheCaller(_ occurrence: SymbolOccurrence) -> Bool {
        guard !isOwn(occurrence.symbol.usr), DeviceWorld.family(of: occurrence.symbol) != nil else { return false }
        return isInParameterClause(occurrence)
    }

    /// Whether an occurrence is written between the parentheses of the parameter clause of the
    /// function holding it: in a default argument. The index records no parameter around it, so
    /// the place is read from the code, its comments and strings blanked out.
    func isInParameterClause(_ occurrence: SymbolOccurrence) -> Bool {
        let functions: [IndexedSymbol.Kind] = [.constructor, .function, .instanceMethod, .staticMethod, .classMethod]
        guard let container = containers(of: occurrence).first(where: isOwn), let declaration = definitions[container],
              functions.contains(declaration.symbol.kind), declaration.file == occurrence.file,
              (declaration.line, declaration.column) < (occurrence.line, occurrence.column) else { return false }
        let lines = codeLines(of: occurrence.file)
        // A file that cannot be read proves no default argument: the read is the part's own.
        guard declaration.line - 1 < min(occurrence.line, lines.count) else { return false }
        var depth = 0
        for index in (declaration.line - 1)..<min(occurrence.line, lines.count) {
            let text = Array(lines[index].utf8)
            let start = index == declaration.line - 1 ? declaration.column - 1 : 0
            let end = min(index == occurrence.line - 1 ? occurrence.column - 1 : text.count, text.count)
            for byte in text[min(start, end)..<end] {
                switch byte {
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    if depth == 0 { return false }
                case UInt8(ascii: "{") where depth == 0: return false
                default: break
                }
            }
        }
        return depth > 0
    }
}

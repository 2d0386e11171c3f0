/// What a lesson lists, besides plain values (``HarmlessAPI``), for a part that must leave
/// requests, responses and decoding to another part: an allow-list, so that every spelling of a
/// request fails by its name (`XMLParser(contentsOf:)` loads a URL as surely as `URLSession`),
/// not only the spellings a deny-list knows.
public struct ListedAPI: Sendable {
    /// How a failure names it: "Observation".
    public let description: String
    let contains: @Sendable (IndexedSymbol) -> Bool
    /// The families of the device's world the list admits: none but a screen's formats.
    var deviceWorld: Set<DeviceWorld> = []

    init(description: String, deviceWorld: Set<DeviceWorld> = [], contains: @escaping @Sendable (IndexedSymbol) -> Bool) {
        self.description = description
        self.deviceWorld = deviceWorld
        self.contains = contains
    }

    /// Whether the list admits another module's symbol: what it lists, but of the device's world
    /// (``DeviceWorld``: the clock, `Locale.current`, randomness…) only its own families, so that
    /// `DispatchTime.now()` is no concurrency and `ContinuousClock.now` no plain value in any kata.
    func admits(_ symbol: IndexedSymbol) -> Bool {
        guard let family = DeviceWorld.family(of: symbol) else { return contains(symbol) }
        return deviceWorld.contains(family)
    }

    /// Observation and Combine: the state a screen shows, and its changes.
    public static let observation = ListedAPI(description: "Observation") { symbol in
        symbol.usr.hasPrefix("s:11Observation") || symbol.usr.hasPrefix("s:7Combine")
    }

    /// Swift concurrency (`Task`, `MainActor`, `Task.sleep`, continuations) and Dispatch.
    public static let concurrency = ListedAPI(description: "concurrency") { symbol in
        symbol.usr.hasPrefix("s:Sc") || symbol.usr.hasPrefix("s:12_Concurrency") || symbol.usr.hasPrefix("s:8Dispatch")
            || symbol.usr.hasPrefix("c:objc(cs)OS_dispatch")
    }

    /// Swift concurrency that keeps the actor it is written on: `Task { }`, `Task.sleep`,
    /// `MainActor`, async streams and continuations. Not listed: `Task.detached`, a task or a
    /// scope given an executor (`Task(executorPreference:)`, `withTaskExecutorPreference`,
    /// `globalConcurrentExecutor`), executors themselves, and Dispatch: each runs code off the
    /// actor, whatever it is called.
    public static let concurrencyOnTheActor = ListedAPI(description: "concurrency that keeps its actor") { symbol in
        let usr = symbol.usr
        guard usr.hasPrefix("s:Sc") || usr.hasPrefix("s:12_Concurrency") else { return false }
        let name = symbol.name
        // `s:ScF`, `s:Scf`, `s:Sch`: Executor, SerialExecutor, TaskExecutor.
        return !name.hasPrefix("detached(") && !name.contains("executorPreference") && !name.contains("Executor")
            && !usr.hasPrefix("s:ScF") && !usr.hasPrefix("s:Scf") && !usr.hasPrefix("s:Sch")
    }

    /// `print`, `debugPrint`, `dump` and the system's `Logger`.
    public static let printing = ListedAPI(description: "printing") { symbol in
        ["print(", "debugPrint(", "dump("].contains { symbol.name.hasPrefix($0) } && symbol.usr.hasPrefix("s:s")
            || symbol.usr.hasPrefix("s:2os6LoggerV") || symbol.usr.hasPrefix("s:2os")
    }

    /// The errors a request fails with, to tell them apart on screen: `URLError` and its codes,
    /// `CocoaError`, `NSError`.
    public static let requestErrors = ListedAPI(description: "a request's errors") { symbol in
        let usr = symbol.usr
        if usr == "c:objc(cs)NSError" || usr.hasPrefix("c:objc(cs)NSError(") || usr.hasPrefix("s:So7NSErrorC") { return true }
        return ["Foundation", "FoundationEssentials", "FoundationNetworking"].contains { module in
            let stem = "s:\(module.utf8.count)\(module)"
            // `URLError.code` and `CocoaError.code` are declared on the protocols they bridge through.
            return ["8URLErrorV", "10CocoaErrorV", "7NSErrorC", "21_BridgedStoredNSErrorP", "18_ErrorCodeProtocolP"]
                .contains { usr.hasPrefix(stem + $0) }
        }
    }

    /// SwiftUI: the screen itself, and the text it shows in the device's locale and time zone
    /// (`date.formatted()`, `localizedCompare(_:)`): a screen is where the user's formats belong.
    public static let userInterface = ListedAPI(description: "SwiftUI", deviceWorld: [.formats]) { symbol in
        symbol.usr.hasPrefix("s:7SwiftUI")
    }

    /// "Observation, concurrency or printing".
    static func list(_ listed: [ListedAPI]) -> String {
        let names = listed.map(\.description)
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension Codebase {
    /// What a part may not use from other modules when a lesson lists what it may: everything
    /// but plain values (``HarmlessAPI``) and what `listed` adds.
    ///
    ///     code.otherModules(beyond: [.observation, .concurrency])
    public func otherModules(beyond listed: [ListedAPI]) -> CodeSelection {
        let ownModules = ownModulePrefixes
        return CodeSelection("what is neither a plain value nor \(ListedAPI.list(listed))", in: self,
                             contains: { _, _ in false },
                             declares: { symbol, code in
                                 !code.isOwn(symbol.usr) && !ownModules.contains(where: { symbol.usr.hasPrefix($0) })
                                     && symbol.kind != .module && symbol.kind != .parameter && !HarmlessAPI.contains(symbol)
                                     // `AnyObject` (a class-bound protocol, `@Observable`'s expansion) is no effect.
                                     && symbol.name != "AnyObject" && symbol.name != "AnyClass"
                                     && !listed.contains { $0.admits(symbol) }
                             })
    }
}

extension CodeSelection {
    /// Code in this selection uses from other modules only plain values and what the lesson
    /// lists for it: anything else fails with its name, and with what it does when a deny-list
    /// knows (`XMLParser.init(contentsOf:)`, `Process.init() (running other programs)`).
    ///
    ///     code.types("TodoListModel").mustUseFromOtherModulesOnly([.observation, .concurrency],
    ///                                                            besides: networking, following: .runs)
    ///
    /// - Parameters:
    ///   - besides: What another statement of the same rule already reports with its own words
    ///     (the networking types): not reported twice.
    ///   - dependency: `.runs` for a part whose every route counts, `.names` for a layer whose
    ///     protocols another layer implements.
    ///   - edge: Where the rule ends: what the lesson says the part is given (the client's
    ///     closure), or a part whose code other rules hold (Data/, which a screen may not use).
    public func mustUseFromOtherModulesOnly(_ listed: [ListedAPI], besides reported: CodeSelection? = nil,
                                            following dependency: Dependency = .runs, stoppingAt edge: CodeSelection? = nil) -> [Violation] {
        var beyond = code.otherModules(beyond: listed)
        if let reported { beyond = beyond.excluding(reported) }
        return reports(chains(to: beyond, stoppingAt: edge, following: dependency), naming: Codebase.effectName) {
            "uses \($0), which is neither a plain value nor \(ListedAPI.list(listed)): \(description) may use nothing else from other modules"
        }
    }
}

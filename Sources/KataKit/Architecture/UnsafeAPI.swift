/// What kata code may not use unless its lesson names it: the ways Swift offers to step outside
/// its own memory safety, and the C library's functions that act on the process, its memory,
/// its descriptors or its loader.
///
/// Kata code runs in the check process beside KataKit; with safe Swift alone it can reach
/// nothing of KataKit's that KataKit does not hand it. Unsafe pointers, bit casts, `Unmanaged`
/// and C functions such as `read`, `dlsym` or `mmap` reach anything in the process.
package enum UnsafeAPI {
    /// The C functions kata code may call: the C library's pure mathematics. The memory helpers
    /// the compiler itself calls (`memcpy`, `malloc`…) appear in every object, but code that
    /// calls them by name is refused like any other C function.
    package static let pureCFunctions: Set<String> = {
        let real = ["acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "ceil", "copysign", "cos", "cosh", "erf", "erfc",
                    "exp", "exp2", "expm1", "fabs", "fdim", "floor", "fma", "fmax", "fmin", "fmod", "frexp", "hypot", "ilogb", "ldexp",
                    "lgamma", "llrint", "llround", "log", "log10", "log1p", "log2", "logb", "lrint", "lround", "modf", "nearbyint",
                    "nextafter", "pow", "remainder", "remquo", "rint", "round", "scalbn", "sin", "sinh", "sqrt", "tan", "tanh",
                    "tgamma", "trunc"]
        return Set(real.flatMap { [$0, $0 + "f", $0 + "l"] })
    }()

    /// The names of the Swift APIs that step outside memory safety, besides every member of an
    /// unsafe pointer type (``isUnsafe(_:)``).
    static let unsafeNames: Set<String> = [
        "Unmanaged", "OpaquePointer", "CVaListPointer", "withVaList(_:_:)", "getVaList(_:)", "_Pointer",
        "withCString(_:)", "withCString(encodedAs:_:)", "withUTF8(_:)", "withContiguousStorageIfAvailable(_:)",
        "withContiguousMutableStorageIfAvailable(_:)", "init(bytesNoCopy:count:deallocator:)", "init(bytesNoCopy:length:)",
        "init(bytesNoCopy:length:freeWhenDone:)", "init(bytesNoCopy:length:deallocator:)", "ManagedBufferPointer",
    ]

    /// Continuations are "unsafe" only in that a resumption is the caller's to make once; they
    /// touch no memory.
    static let safeDespiteTheirName: Set<String> = [
        "withUnsafeContinuation(isolation:_:)", "withUnsafeThrowingContinuation(isolation:_:)", "withUnsafeContinuation(_:)",
        "withUnsafeThrowingContinuation(_:)", "UnsafeContinuation", "resume(returning:)", "resume(throwing:)", "resume(with:)",
        "resume()", "withUnsafeCurrentTask(body:)", "UnsafeCurrentTask",
    ]

    /// The standard library's unsafe pointer types, as a Swift USR names them (`s:SV` is
    /// `UnsafeRawPointer`): the type and every member of it.
    private static let pointerTypeCodes: Set<Character> = ["p", "P", "v", "V", "r", "R", "w", "W"]

    /// The modules that bring the C library into Swift: their Swift functions (`open(_:_:)`,
    /// `fcntl(_:_:)`, which wrap C's variadic ones) are the C library's all the same.
    package static let cLibraryModules = ["Glibc", "SwiftGlibc", "Musl", "Darwin", "SwiftDarwin", "Android", "Bionic", "ucrt", "WinSDK"]

    /// The C function a symbol is, by its name in the C library: `write` for `c:@F@write`, `open`
    /// for the Glibc module's `open(_:_:)`; nil for anything else.
    package static func cFunctionName(of symbol: IndexedSymbol) -> String? {
        if symbol.usr.hasPrefix("c:@F@") { return String(symbol.usr.dropFirst(5)) }
        guard [.function, .unknown].contains(symbol.kind),
              cLibraryModules.contains(where: { symbol.usr.hasPrefix("s:\($0.utf8.count)\($0)") }) else { return nil }
        return String(symbol.name.prefix { $0 != "(" })
    }

    /// The names a lesson may list to allow a symbol: as the index names it (`write(_:_:_:)`),
    /// without its labels (`write`), and a C function's name in its USR.
    package static func names(of symbol: IndexedSymbol) -> [String] {
        var name = symbol.name
        for accessor in ["getter:", "setter:"] where name.hasPrefix(accessor) { name.removeFirst(accessor.count) }
        return [symbol.name, name, String(name.prefix { $0 != "(" })] + [cFunctionName(of: symbol)].compactMap { $0 }
    }

    /// Whether another module's symbol steps outside memory safety.
    package static func isUnsafe(_ symbol: IndexedSymbol) -> Bool {
        if safeDespiteTheirName.contains(symbol.name) { return false }
        if let name = cFunctionName(of: symbol) { return !pureCFunctions.contains(name) }
        guard symbol.usr.hasPrefix("s:") else { return false }
        let mangled = symbol.usr.dropFirst(2)
        if mangled.count >= 2, mangled.first == "S", pointerTypeCodes.contains(mangled[mangled.index(after: mangled.startIndex)]) {
            return true
        }
        return isUnsafe(name: symbol.name)
    }

    /// Whether a name, read where no index says whose it is, is one of an API that steps
    /// outside memory safety (`UnsafeRawPointer`, `withUnsafeBytes`, `unsafeBitCast`).
    package static func isUnsafe(name symbolName: String) -> Bool {
        if safeDespiteTheirName.contains(symbolName) || safeDespiteTheirName.contains(where: { $0.hasPrefix(symbolName + "(") }) {
            return false
        }
        if unsafeNames.contains(symbolName) || unsafeNames.contains(where: { $0.hasPrefix(symbolName + "(") }) { return true }
        let name = symbolName.lowercased()
        return name.hasPrefix("unsafe") || name.hasPrefix("withunsafe") || name.contains("unsafepointer")
            || name.contains("unsafemutable") || name.contains("unsaferaw") || name.contains("unsafebuffer")
            || name.contains("memoryrebound") || name.hasPrefix("assumingmemorybound") || name.hasPrefix("bindmemory")
    }
}

extension Codebase {
    /// Every use, in the learner's code, of another module's API that steps outside memory safety
    /// or of a C function (``UnsafeAPI/isUnsafe(_:)``), in file and line order; `allowed` names
    /// those the lesson teaches (`withUnsafeBytes(_:)`, `UnsafeRawPointer`, `write`).
    package func unsafeUses(allowing allowed: Set<String> = []) -> [SymbolOccurrence] {
        occurrences.filter { occurrence in
            !occurrence.isDeclaration && !isOwn(occurrence.symbol.usr) && UnsafeAPI.isUnsafe(occurrence.symbol)
                && !UnsafeAPI.names(of: occurrence.symbol).contains(where: allowed.contains)
        }.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }
}

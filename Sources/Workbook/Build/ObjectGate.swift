import Foundation
import KataKit

/// What the compiler made of kata code, judged after the build and before anything of it runs:
/// whatever the source said, and however it said it, the learner's module may only add Swift
/// code of its own to the checks' executable.
///
/// - No start-up or exit table (ELF `.init_array`, `.preinit_array`, `.ctors`, `.init`,
///   `.fini_array`, `.dtors`, `.fini`; Mach-O `__mod_init_func`, `__init_offsets`,
///   `__mod_term_func`): Swift makes none by itself (its globals are initialised lazily), so one
///   was asked for, and it would run code before `main` or after the checks.
/// - Every symbol the module defines for others to bind to is Swift's, of this module: a mangled
///   name (`$s…`) holding the module's own name, or one of the weak helpers the compiler emits in
///   every module (``isCompilersSharedHelper(_:)``). A function exported under a C name (`read`,
///   `write`) or any other module's name would bind the calls of the C library's callers, of
///   KataKit or of the checks in the same executable: the kata is not run.
/// - An object that cannot be read as the linker reads it is refused too: what cannot be judged
///   does not run.
enum ObjectGate {
    /// The refusals for the objects compiled from the module `module`, one per source at fault,
    /// sorted; empty when the executable may run.
    ///
    /// - Parameters:
    ///   - folder: The module's folder, where a refusal that is no one file's is reported.
    ///   - relativePath: A source's path as the learner reads it.
    static func refusals(in objects: CompiledObjects, module: String, folder: String, allowedCalls: Set<String> = [],
                         relativePath: (String) -> String = { $0 }) -> [Diagnostic] {
        let compiled = objects.objectsBySource()
        guard !compiled.isEmpty else {
            let maps = objects.outputFileMaps.map(\.path).joined(separator: ", ")
            return [Diagnostic(file: folder, line: 1, column: 1, severity: .error,
                               message: "the objects compiled from \(module) were not found (looked in \(maps.isEmpty ? "no output file map" : maps)), "
                                   + "so what they hold cannot be checked: the kata is not run; run it again, or `swift package clean` and run it again")]
        }
        return compiled.sorted { $0.source < $1.source }.compactMap { source, object in
            let problems = problems(inObjectAt: object, module: module, allowedCalls: allowedCalls)
            guard !problems.isEmpty else { return nil }
            return Diagnostic(file: relativePath(source), line: 1, column: 1, severity: .error,
                              message: "this file compiles to \(problems.joined(separator: "; and to ")), which the checks cannot vouch for: "
                                  + "the kata is not run; remove what asks for it (kata code is safe Swift: no attribute that names a symbol or a section, "
                                  + "no C function but mathematics, no unsafe pointer)")
        }
    }

    /// What is wrong with one object, in words; empty when nothing is.
    static func problems(inObjectAt path: String, module: String, allowedCalls: Set<String> = []) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            return ["an object file that could not be read (\(path))"]
        }
        guard let object = ObjectFile(bytes: [UInt8](data)) else {
            return ["an object file that is not a 64-bit ELF or Mach-O object the linker would read as it is written (\(path))"]
        }
        return problems(in: object, module: module, allowedCalls: allowedCalls)
    }

    static func problems(in object: ObjectFile, module: String, allowedCalls: Set<String> = []) -> [String] {
        var problems: [String] = []
        let tables = Set(object.sectionNames.filter(isStartupOrExitSection)).sorted()
        if !tables.isEmpty {
            problems.append("code that runs before main or after the checks (\(tables.joined(separator: ", ")))")
        }
        let foreign = Set(object.externalSymbols.filter { $0.isDefined && !isOwn($0, module: module) }.map(\.name)).sorted()
        if !foreign.isEmpty {
            let shown = foreign.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (foreign.count > 5 ? " and \(foreign.count - 5) more" : "")
            problems.append("symbols that are not Swift's names for \(module)'s own code (\(shown)): they would take the place of the C library's, "
                + "KataKit's or the checks' own functions in the checks' program")
        }
        let used = Set(object.externalSymbols.filter { !$0.isDefined }.map(\.name))
        let calls = Set(used.compactMap { cFunction(called: $0, allowed: allowedCalls) }).sorted()
        if !calls.isEmpty {
            problems.append("calls of the C library's \(list(calls)): kata code is safe Swift, and these act on the process, "
                + "its memory, its descriptors or its loader, where KataKit keeps the checks' results")
        }
        let workbook = used.filter { name in name.hasPrefix("$s") && workbookModules.contains { holdsIdentifier($0, in: name) } }.sorted()
        if !workbook.isEmpty {
            problems.append("uses of the workbook's own code (\(list(workbook))), which kata code cannot import")
        }
        return problems
    }

    private static func list(_ names: [String]) -> String {
        names.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (names.count > 5 ? " and \(names.count - 5) more" : "")
    }

    /// The modules of the workbook that kata code may not reach: the checks' library and the runner.
    static let workbookModules = ["KataKit", "Workbook"]

    /// The C library's functions the compiler calls itself, in any Swift module: memory for
    /// boxes and copies. Code that calls them by name is refused on the index (see
    /// `UnsafeAPI`), not here, since the object cannot tell the two apart.
    /// Synchronization's `Mutex` inlines its futex calls into the kata's objects (`syscall`, which
    /// Swift code cannot call itself: it is variadic in C) and its thread identity
    /// (`__tls_get_addr`).
    static let compilersOwnCalls: Set<String> = ["memcpy", "memmove", "memset", "memcmp", "malloc", "calloc", "realloc", "free",
                                                 "posix_memalign", "aligned_alloc", "__stack_chk_fail", "__stack_chk_guard",
                                                 "syscall", "__tls_get_addr"]

    /// The C function an undefined symbol calls that kata code may not call: the symbol's own
    /// name (see ``isForeignCall(_:allowed:)``), or the name of a function of a module that
    /// brings the C library into Swift (`$s5Glibc4open…` is `open`); nil for any other.
    static func cFunction(called name: String, allowed: Set<String>) -> String? {
        guard name.hasPrefix("$s") else { return isForeignCall(name, allowed: allowed) ? name : nil }
        for module in UnsafeAPI.cLibraryModules {
            let prefix = "$s\(module.utf8.count)\(module)"
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0 else { return name }
            let function = String(rest.dropFirst(digits.count).prefix(length))
            return UnsafeAPI.pureCFunctions.contains(function) || allowed.contains(function) ? nil : function
        }
        return nil
    }

    /// Whether an undefined symbol is a call outside Swift that kata code may not make: anything
    /// but Swift's own names (`$s…`), the Swift runtime (`swift_…`), the compiler's own calls,
    /// the pure mathematics of ``UnsafeAPI/pureCFunctions`` and what the lesson allows.
    ///
    /// On a Mac, where Foundation's code calls into Objective-C and its runtime from the kata's
    /// own objects, only the families that act on the process are refused (written for it, not
    /// yet run on a Mac).
    static func isForeignCall(_ name: String, allowed: Set<String>) -> Bool {
        if name.hasPrefix("$s") || name.hasPrefix("swift_") || name.hasPrefix("_swift") || name.hasPrefix("__swift")
            || compilersOwnCalls.contains(name) || UnsafeAPI.pureCFunctions.contains(name) || allowed.contains(name) {
            return false
        }
        #if canImport(Darwin)
        return processFunctions.contains(name)
        #else
        return true
        #endif
    }

    /// The C library's functions that act on the process, its memory, descriptors or loader.
    static let processFunctions: Set<String> = [
        "dlopen", "dlsym", "dlvsym", "dladdr", "dlclose", "syscall", "mmap", "munmap", "mprotect", "mremap", "open", "openat", "creat",
        "read", "pread", "readv", "write", "pwrite", "writev", "close", "dup", "dup2", "dup3", "fcntl", "ioctl", "pipe", "socket",
        "kill", "raise", "ptrace", "fork", "vfork", "execve", "execv", "execvp", "posix_spawn", "posix_spawnp", "system", "popen",
        "process_vm_readv", "process_vm_writev", "prctl", "signal", "sigaction", "setenv", "putenv", "unsetenv", "getenv",
        "fopen", "fread", "fwrite", "memcpy", "memmove", "memset", "malloc", "free", "sandbox_init", "task_for_pid", "mach_vm_read",
    ]

    /// Whether `name` is a section whose entries the loader calls before `main` or at exit.
    static func isStartupOrExitSection(_ name: String) -> Bool {
        let elf = [".init_array", ".preinit_array", ".ctors", ".init", ".fini_array", ".dtors", ".fini"]
        let machO = ["__mod_init_func", "__init_offsets", "__mod_term_func"]
        return elf.contains { name == $0 || name.hasPrefix($0 + ".") } || machO.contains(name)
    }

    /// Whether a defined symbol is the module's own Swift code: a mangled name that holds the
    /// module's identifier (`14TripValidation`, not after another digit), or a weak helper the
    /// compiler emits in every module, which the linker may take from any of them.
    static func isOwn(_ symbol: ObjectFile.Symbol, module: String) -> Bool {
        if symbol.name.hasPrefix("$s"), holdsIdentifier(module, in: symbol.name) { return true }
        return symbol.isWeak && isCompilersSharedHelper(symbol.name)
    }

    /// The names of the weak definitions the Swift compiler emits in any module that needs them
    /// (specialisations and thunks of other modules' generics, mangled-name references, runtime
    /// helpers): every object defines its own copy and the linker keeps one.
    static func isCompilersSharedHelper(_ name: String) -> Bool {
        let prefixes = ["$s", "got.$s", "symbolic ", "associated conformance ", "get_type_metadata ", "flat unique ", "keypath_",
                        "__swift_", "_swift_FORCE_LOAD_$_", "swift_willThrowTyped"]
        return prefixes.contains { name.hasPrefix($0) }
    }

    /// Whether `name` holds `identifier` as a mangled identifier: its length in decimal, then
    /// its text, or its form with its repeated words substituted (``MangledIdentifier``), with no
    /// digit before it.
    static func holdsIdentifier(_ identifier: String, in name: String) -> Bool {
        if holds(Array("\(identifier.utf8.count)\(identifier)".utf8), in: name) { return true }
        // With word substitutions, the form depends on the words of the identifiers before it
        // (`$s5Input0…` after the associated type `Input`): read them in order, trying each place.
        let bytes = Array(name.utf8)
        var prior: [String] = []
        var position = 0
        while position < bytes.count {
            let isStart = position == 0 || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position - 1])
            if isStart, bytes[position...].starts(with: Array(MangledIdentifier.mangled(identifier, after: prior).utf8)) { return true }
            // A plain identifier here, `<length><text>`: its words are remembered.
            var end = position
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            if isStart, end > position, bytes[position] != UInt8(ascii: "0"),
               let length = Int(String(decoding: bytes[position..<end], as: UTF8.self)), end + length <= bytes.count {
                prior = MangledIdentifier.words(of: String(decoding: bytes[end..<(end + length)], as: UTF8.self), after: prior)
                position = end + length
            } else {
                position += 1
            }
        }
        return false
    }

    private static func holds(_ mangled: [UInt8], in name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard mangled.count <= bytes.count else { return false }
        for start in 0...(bytes.count - mangled.count) where bytes[start..<start + mangled.count].elementsEqual(mangled) {
            if start == 0 || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start - 1]) { return true }
        }
        return false
    }
}

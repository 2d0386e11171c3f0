import Foundation
import KataKit

/// Kata code is safe Swift, checked on what was built before anything of it runs: no unsafe
/// pointer, bit cast, `Unmanaged` or C function but the C library's mathematics, unless the
/// kata's lesson names it (the catalog's `unsafeAPIs`).
///
/// Kata code runs in the check process beside KataKit. Safe Swift reaches nothing of KataKit's
/// that KataKit does not hand it; an unsafe pointer or `read`, `dlsym` or `mmap` reaches the
/// whole process, the results' key included. The index of the build names each use with its
/// line (``Codebase/unsafeUses(allowing:)``); the objects' undefined symbols (``ObjectGate``)
/// catch any C function the index did not name.
enum UnsafeCodeGate {
    /// The refusals for the uses the index of the build records, at their lines.
    ///
    /// - Parameter folder: The module's folder relative to the package root (`Katas/TripValidation`).
    static func refusals(in codebase: Codebase, folder: String, allowed: Set<String>) -> [Diagnostic] {
        var seen: Set<String> = []
        return codebase.unsafeUses(allowing: allowed).compactMap { use in
            // A property's use and its getter's are one place.
            guard seen.insert(use.location).inserted else { return nil }
            let cName = UnsafeAPI.cFunctionName(of: use.symbol)
            var name = use.symbol.name
            for accessor in ["getter:", "setter:"] where name.hasPrefix(accessor) { name.removeFirst(accessor.count) }
            return Diagnostic(file: "\(folder)/\(use.file)", line: use.line, column: use.column, severity: .error,
                              message: refusal(of: cName ?? name, isCFunction: cName != nil))
        }
    }

    /// The same, read from the source text where the build left no index: every name that is an
    /// unsafe API's, outside comments and strings.
    static func refusals(inFolder folder: String, root: URL, allowed: Set<String>) -> [Diagnostic] {
        let base = root.appendingPathComponent(folder)
        let paths = (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []).filter(SwiftFiles.isCompiled).sorted()
        return paths.flatMap { path -> [Diagnostic] in
            guard let text = SwiftFiles.read(base.appendingPathComponent(path)) else { return [] }
            return SwiftSourceScanner(text).words.filter { isUnsafeName($0.name) && !allowed.contains($0.name) }.map { word in
                Diagnostic(file: "\(folder)/\(path)", line: word.line, column: word.column, severity: .error,
                           message: refusal(of: word.name, isCFunction: false))
            }
        }
    }

    /// Whether a name read in the source text is an unsafe API's (without an index to say whose).
    static func isUnsafeName(_ name: String) -> Bool {
        UnsafeAPI.isUnsafe(name: name)
    }

    private static func refusal(of name: String, isCFunction: Bool) -> String {
        (isCFunction ? "kata code may not call the C library's \(name)" : "kata code may not use \(name), which steps outside Swift's memory safety")
            + ": kata code is safe Swift (no unsafe pointer, no C function but mathematics), since such code reaches "
            + "the whole check process, KataKit's results included; the katas need none of it"
    }
}

import Foundation

/// What kata code may say, checked before it is built: nothing of it may run before the checks
/// start, declare symbols of another language, or change what the hidden checks call.
///
/// - Attributes: only those the lessons need (``allowedAttributes``) and those the learner's
///   own module declares (its property wrappers, result builders and global actors), allowed by
///   what they are: a type named like one of the compiler's attributes allows nothing.
///   `@section`, `@used`, `@_silgen_name`, `@_cdecl`, `@_extern`, `@_dynamicReplacement`,
///   `@main` and every other attribute fail, and those that place or export code
///   (``neverSpelled``) fail wherever they are spelled, comments and strings included.
///
/// The reading can still be wrong where Swift's grammar is ambiguous to anything but the
/// compiler; what matters most is checked again on what the compiler made (``ObjectGate``).
/// - Imports: the standard library, Foundation and the system frameworks a lesson can use
///   (``allowedImports``); not KataKit, another kata, a reference solution or the C library.
/// - No declaration named `KataKit`: it would hide the library's name from the checks, which
///   call `KataKit.expectEqual` and the like by that name.
/// - Only Swift files: a C, C++, assembly or module map file would be built into the kata.
///
/// A refusal is a diagnostic at the file and line, like a compiler's error: the kata does not
/// compile, in `kata run`, `check`, `grade` and the package plugin alike.
enum SourceGate {
    /// The attributes kata code may use, without `@`.
    static let allowedAttributes: Set<String> = [
        // Concurrency and isolation.
        "MainActor", "Sendable", "preconcurrency", "globalActor", "TaskLocal", "isolated", "concurrent", "unchecked",
        // Observation.
        "Observable", "ObservationIgnored", "ObservationTracked",
        // Functions and closures.
        "escaping", "autoclosure", "discardableResult", "inlinable", "usableFromInline", "inline", "convention",
        // Types and their declarations.
        "propertyWrapper", "resultBuilder", "dynamicMemberLookup", "dynamicCallable", "frozen", "available",
        "retroactive", "unknown", "warn_unqualified_access", "testable",
    ]

    /// The modules kata code may import.
    static let allowedImports: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Observation", "Synchronization", "Dispatch", "RegexBuilder", "_Concurrency", "_StringProcessing",
        "Combine", "os", "OSLog",
        // The C library, which Foundation exports anyway.
        "Glibc", "Musl", "Darwin", "Android", "Bionic",
    ]

    /// File kinds that would be built into the target besides Swift.
    private static let otherSources: Set<String> = ["c", "cc", "cpp", "cxx", "c++", "m", "mm", "s", "S", "asm", "h", "hh", "hpp", "modulemap"]

    /// The refusals for the kata code in `folder` (relative to `root`), in file and line order;
    /// empty when it may be built.
    static func refusals(inFolder folder: String, root: URL) -> [Diagnostic] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        let paths = enumerator.compactMap { $0 as? String }.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
        var diagnostics: [Diagnostic] = []
        var files: [(path: String, text: String, scan: SwiftSourceScanner)] = []
        for path in paths {
            let fileExtension = (path as NSString).pathExtension
            if otherSources.contains(fileExtension) || (path as NSString).lastPathComponent == "module.modulemap" {
                diagnostics.append(Diagnostic(file: "\(folder)/\(path)", line: 1, column: 1, severity: .error,
                                              message: "kata code is Swift only: remove this .\(fileExtension) file (the checks cannot vouch for code in another language)"))
                continue
            }
            guard SwiftFiles.isCompiled(path), let text = SwiftFiles.read(base.appendingPathComponent(path)) else { continue }
            files.append((path, text, SwiftSourceScanner(text)))
        }
        let ownTypes = Set(files.flatMap { $0.scan.declaredTypes.map(\.name) })
        for (path, text, scan) in files {
            let file = "\(folder)/\(path)"
            for attribute in scan.attributes where !isAllowed(attribute: attribute.name, ownTypes: ownTypes) {
                diagnostics.append(Diagnostic(file: file, line: attribute.line, column: attribute.column, severity: .error,
                                              message: attributeRefusal(attribute.name)))
            }
            let read = Set(scan.attributes.map { "\($0.line):\($0.column)" })
            for spelled in spelledAttributes(in: text) where !read.contains("\(spelled.line):\(spelled.column)") {
                diagnostics.append(Diagnostic(file: file, line: spelled.line, column: spelled.column, severity: .error,
                                              message: "this line spells @\(spelled.name) where the gate reads a comment, a string or a regular expression; "
                                                  + "kata code may not spell it anywhere, so that no reading of the file can hide it: remove it "
                                                  + "(in a string, write \"@\" + \"\(spelled.name)\")"))
            }
            for module in scan.imports where !allowedImports.contains(module.name) {
                diagnostics.append(Diagnostic(file: file, line: module.line, column: module.column, severity: .error,
                                              message: "kata code may not import \(module.name): it may import \(importList), and the kata's own files need no import"))
            }
            for name in scan.declaredNames where name.name == "KataKit" {
                diagnostics.append(Diagnostic(file: file, line: name.line, column: name.column, severity: .error,
                                              message: "kata code may not declare the name KataKit: it is the checks' library, which they call by that name; choose another name"))
            }
        }
        return diagnostics.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    /// Whether kata code may use `@name`: one of ``allowedAttributes``, or a property wrapper,
    /// result builder or global actor that its own module declares, by a name that is not the
    /// compiler's own. The compiler's attributes are lower-case or underscored but for a few
    /// (``capitalisedCompilerAttributes``), and the compiler takes its own attribute over a type
    /// of the same name: a type named `_cdecl` or `used` makes no attribute allowed.
    static func isAllowed(attribute name: String, ownTypes: Set<String>) -> Bool {
        if allowedAttributes.contains(name) { return true }
        guard ownTypes.contains(name), let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return !capitalisedCompilerAttributes.contains(name)
    }

    /// The compiler's attributes that start with a capital letter (swiftlang/swift,
    /// `include/swift/AST/DeclAttr.def` and `TypeAttr.def`).
    static let capitalisedCompilerAttributes: Set<String> = [
        "NSCopying", "IBAction", "IBDesignable", "IBInspectable", "IBOutlet", "IBSegueAction", "NSManaged", "LLDBDebuggerFunction",
        "UIApplicationMain", "NSApplicationMain", "GKInspectable", "Sendable",
    ]

    /// The attributes that place, export or replace code, which kata code may not spell even where
    /// the gate reads a comment or a string (a misreading would otherwise hide them).
    static let neverSpelled: Set<String> = [
        "section", "_section", "used", "_used", "_silgen_name", "_cdecl", "cdecl", "c", "_extern", "extern", "export", "_expose",
        "_dynamicReplacement", "dynamicReplacement", "_alwaysEmitIntoClient",
    ]

    /// Every `@name` in `text` with a name of ``neverSpelled``, wherever it stands, with its line
    /// and column (an `@` right after a letter or digit, as in an address, is none).
    static func spelledAttributes(in text: String) -> [SwiftSourceScanner.Token] {
        var found: [SwiftSourceScanner.Token] = []
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let bytes = Array(line.utf8)
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "@") {
                if offset > 0, bytes[offset - 1] == UInt8(ascii: "_") || isAlphanumeric(bytes[offset - 1]) { continue }
                var end = offset + 1
                if end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
                let start = end
                while end < bytes.count, bytes[end] == UInt8(ascii: "_") || isAlphanumeric(bytes[end]) { end += 1 }
                let name = String(decoding: bytes[start..<end], as: UTF8.self)
                if neverSpelled.contains(name) { found.append(.init(name: name, line: lineIndex + 1, column: offset + 1)) }
            }
        }
        return found
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte >= 0x80
    }

    private static var importList: String {
        let shown = ["Foundation", "FoundationNetworking", "Observation", "Synchronization", "Dispatch", "RegexBuilder"]
        return shown.joined(separator: ", ")
    }

    private static func attributeRefusal(_ name: String) -> String {
        let why: String
        switch name {
        case "section", "used":
            why = "it can place code that runs before the checks start"
        case "_silgen_name", "_cdecl", "cdecl", "c", "_extern", "extern", "export":
            why = "it declares or exports a symbol of another language, which the checks and the rules cannot follow"
        case "_dynamicReplacement", "dynamicReplacement":
            why = "it replaces another module's code at run time"
        case "main":
            why = "the checks are the program; kata code is a library"
        default:
            why = name.hasPrefix("_") ? "underscored attributes are the compiler's own, and the checks cannot vouch for what they do"
                : "the lessons do not use it, and the checks vouch only for the attributes they know"
        }
        return "the attribute @\(name) is not allowed in kata code: \(why); kata code may use the attributes the lessons use "
            + "(@MainActor, @Observable, @Sendable, @escaping, @discardableResult…) and those its own types declare"
    }
}

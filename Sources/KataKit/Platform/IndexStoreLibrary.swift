import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The toolchain's `libIndexStore`, opened at run time: the C reader of the index that every
/// debug build writes, which SourceKit-LSP and Xcode read too.
///
/// Only the `_f` functions are used (C function pointers and a context pointer, no blocks).
/// `indexstore_string_ref_t` is `{ const char *data; size_t length; }`, laid out as `iovec`,
/// which both Glibc and Darwin declare: it stands in for it in the function types.
struct IndexStoreLibrary: @unchecked Sendable {
    typealias StringRef = iovec
    typealias Store = OpaquePointer
    typealias UnitReader = OpaquePointer
    typealias RecordReader = OpaquePointer
    typealias Handle = OpaquePointer
    typealias ErrorPointer = UnsafeMutablePointer<OpaquePointer?>
    typealias NameApplier = @convention(c) (UnsafeMutableRawPointer?, StringRef) -> Bool
    typealias HandleApplier = @convention(c) (UnsafeMutableRawPointer?, Handle?) -> Bool

    let path: String
    let storeCreate: @convention(c) (UnsafePointer<CChar>, ErrorPointer?) -> Store?
    let errorDescription: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    let unitsApply: @convention(c) (Store, UInt32, UnsafeMutableRawPointer?, NameApplier) -> Bool
    let unitReaderCreate: @convention(c) (Store, UnsafePointer<CChar>, ErrorPointer?) -> UnitReader?
    let unitReaderDispose: @convention(c) (UnitReader) -> Void
    let unitMainFile: @convention(c) (UnitReader) -> StringRef
    let unitModuleName: @convention(c) (UnitReader) -> StringRef
    let unitModificationTime: @convention(c) (UnitReader, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>) -> Void
    let unitDependenciesApply: @convention(c) (UnitReader, UnsafeMutableRawPointer?, HandleApplier) -> Bool
    let dependencyKind: @convention(c) (Handle?) -> UInt32
    let dependencyName: @convention(c) (Handle?) -> StringRef
    let recordReaderCreate: @convention(c) (Store, UnsafePointer<CChar>, ErrorPointer?) -> RecordReader?
    let recordReaderDispose: @convention(c) (RecordReader) -> Void
    let occurrencesApply: @convention(c) (RecordReader, UnsafeMutableRawPointer?, HandleApplier) -> Bool
    let occurrenceSymbol: @convention(c) (Handle?) -> Handle?
    let occurrenceRoles: @convention(c) (Handle?) -> UInt64
    let occurrenceLineColumn: @convention(c) (Handle?, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void
    let occurrenceRelationsApply: @convention(c) (Handle?, UnsafeMutableRawPointer?, HandleApplier) -> Bool
    let relationRoles: @convention(c) (Handle?) -> UInt64
    let relationSymbol: @convention(c) (Handle?) -> Handle?
    let symbolKind: @convention(c) (Handle?) -> UInt32
    let symbolName: @convention(c) (Handle?) -> StringRef
    let symbolUSR: @convention(c) (Handle?) -> StringRef

    /// Opens the library at `path`.
    ///
    /// - Throws: ``IndexUnavailable`` when it cannot be opened or lacks a function.
    init(path: String) throws {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            throw IndexUnavailable("cannot open \(path): \(reason)")
        }
        func load<T>(_ name: String, as type: T.Type = T.self) throws -> T {
            guard let symbol = dlsym(handle, name) else {
                throw IndexUnavailable("\(path) has no function \(name): is it the toolchain's libIndexStore?")
            }
            return unsafeBitCast(symbol, to: T.self)
        }
        self.path = path
        storeCreate = try load("indexstore_store_create")
        errorDescription = try load("indexstore_error_get_description")
        unitsApply = try load("indexstore_store_units_apply_f")
        unitReaderCreate = try load("indexstore_unit_reader_create")
        unitReaderDispose = try load("indexstore_unit_reader_dispose")
        unitMainFile = try load("indexstore_unit_reader_get_main_file")
        unitModuleName = try load("indexstore_unit_reader_get_module_name")
        unitModificationTime = try load("indexstore_unit_reader_get_modification_time")
        unitDependenciesApply = try load("indexstore_unit_reader_dependencies_apply_f")
        dependencyKind = try load("indexstore_unit_dependency_get_kind")
        dependencyName = try load("indexstore_unit_dependency_get_name")
        recordReaderCreate = try load("indexstore_record_reader_create")
        recordReaderDispose = try load("indexstore_record_reader_dispose")
        occurrencesApply = try load("indexstore_record_reader_occurrences_apply_f")
        occurrenceSymbol = try load("indexstore_occurrence_get_symbol")
        occurrenceRoles = try load("indexstore_occurrence_get_roles")
        occurrenceLineColumn = try load("indexstore_occurrence_get_line_col")
        occurrenceRelationsApply = try load("indexstore_occurrence_relations_apply_f")
        relationRoles = try load("indexstore_symbol_relation_get_roles")
        relationSymbol = try load("indexstore_symbol_relation_get_symbol")
        symbolKind = try load("indexstore_symbol_get_kind")
        symbolName = try load("indexstore_symbol_get_name")
        symbolUSR = try load("indexstore_symbol_get_usr")
    }

    static func string(_ ref: StringRef) -> String {
        guard let base = ref.iov_base, ref.iov_len > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: base, count: ref.iov_len), as: UTF8.self)
    }

    /// The message of an `indexstore_error_t`.
    func message(of error: OpaquePointer?) -> String {
        errorDescription(error).map { String(cString: $0) } ?? "unknown error"
    }
}

extension IndexStoreLibrary {
    /// The library of the toolchain that builds the katas.
    ///
    /// Looked for, in order: `KATA_INDEXSTORE_LIB`; next to the `swift` found on `PATH`
    /// (`<toolchain>/usr/bin/swift` → `<toolchain>/usr/lib/libIndexStore.so|.dylib`); on a Mac,
    /// in the developer folder (`DEVELOPER_DIR`, `xcode-select`'s, Xcode's or the Command Line
    /// Tools' default toolchain).
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> IndexStoreLibrary {
        var candidates: [String] = []
        if let path = environment["KATA_INDEXSTORE_LIB"], !path.isEmpty { candidates.append(path) }
        #if canImport(Darwin)
        let name = "libIndexStore.dylib"
        #else
        let name = "libIndexStore.so"
        #endif
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let swift = "\(directory)/swift"
            guard access(swift, X_OK) == 0, let real = realPath(swift) else { continue }
            let bin = (real as NSString).deletingLastPathComponent
            candidates.append((((bin as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent("lib") as NSString).appendingPathComponent(name))
        }
        #if canImport(Darwin)
        var developerDirectories = [environment["DEVELOPER_DIR"]].compactMap { $0 }
        if let selected = try? String(contentsOfFile: "/var/db/xcode_select_link", encoding: .utf8) {
            developerDirectories.append(selected.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        if let selected = realPath("/var/db/xcode_select_link") { developerDirectories.append(selected) }
        developerDirectories += ["/Applications/Xcode.app/Contents/Developer", "/Library/Developer/CommandLineTools"]
        for directory in developerDirectories {
            candidates.append("\(directory)/Toolchains/XcodeDefault.xctoolchain/usr/lib/\(name)")
            candidates.append("\(directory)/usr/lib/\(name)")
        }
        #endif
        var seen: Set<String> = []
        for candidate in candidates where seen.insert(candidate).inserted && access(candidate, R_OK) == 0 {
            return try IndexStoreLibrary(path: candidate)
        }
        throw IndexUnavailable(
            "the toolchain's \(name) was not found next to the swift on PATH; set KATA_INDEXSTORE_LIB to its path")
    }
}

/// `realpath(3)`: the path with every symbolic link resolved, or nil when it does not exist.
func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// The compiler's index cannot be read: the rule that needs it can neither pass nor fail.
struct IndexUnavailable: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

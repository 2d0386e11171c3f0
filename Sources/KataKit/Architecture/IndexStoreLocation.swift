import Foundation

/// Where a build wrote the compiler's index store, found from where it put a product.
///
/// Three layouts, from the sources of SwiftPM, swift-build and Periphery:
///
/// | build | product | index store |
/// |---|---|---|
/// | SwiftPM's native build system | `.build/<triple>/debug/X` | `.build/<triple>/debug/index/store` |
/// | Swift Build (`--build-system swiftbuild`) | `.build/out/Products/Debug-linux/X` | `.build/out` |
/// | Xcode | `DerivedData/<P>/Build/Products/Debug/X` | `DerivedData/<P>/Index.noindex/DataStore` |
public enum IndexStoreLocation {
    /// The index store of the build that made the product at `executable`, or nil when none of
    /// the known layouts holds one.
    public static func store(besideProduct executable: String) -> String? {
        candidates(besideProduct: executable).first { isStore($0) }
    }

    /// The places a store may be for this product, nearest first.
    static func candidates(besideProduct executable: String) -> [String] {
        var folder = (executable as NSString).deletingLastPathComponent
        var candidates = [(folder as NSString).appendingPathComponent("index/store")]
        // Walk up a few folders: `Products/Debug-linux` → `out`; `Build/Products/Debug` → the
        // DerivedData folder of the project.
        for _ in 0..<3 {
            let parent = (folder as NSString).deletingLastPathComponent
            guard parent != folder, !parent.isEmpty else { break }
            folder = parent
            candidates.append(folder)
            candidates.append((folder as NSString).appendingPathComponent("Index.noindex/DataStore"))
        }
        return candidates
    }

    /// Whether `path` holds an index store: a `v5/units` folder.
    public static func isStore(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("v5/units"), isDirectory: &isFolder)
            && isFolder.boolValue
    }
}

/// When the compiler last indexed each of a folder's Swift files: what `kata` compares with the
/// files' content to decide whether the rules would read the code on disk.
public enum IndexedFiles {
    /// Per Swift file of `folder` (by its path relative to `folder`), the modification time of
    /// the newest unit the store holds for it, in seconds since 1970; a file with no unit is
    /// absent.
    ///
    /// - Throws: An error whose description says what could not be opened (the toolchain's
    ///   library, the store).
    /// - Parameter library: The toolchain's `libIndexStore`; nil to look for it as the checks do.
    public static func unitTimes(store: String, folder: String, library: String? = nil) throws -> [String: Double] {
        guard let realFolder = realPath(folder) else { return [:] }
        let reader = IndexReader(library: try library.map(IndexStoreLibrary.opened) ?? IndexStoreLibrary.shared(), storePath: store)
        return try reader.unitTimes(folder: realFolder)
    }
}

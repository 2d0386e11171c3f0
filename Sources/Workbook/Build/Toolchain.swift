import Foundation

/// Which Swift toolchain `swift build` would use now: when it changes, the build plan and
/// everything built with the old one must be made again by SwiftPM.
enum Toolchain {
    /// The real path, size and modification time of the `swift` found on `PATH`, the variables
    /// that select a toolchain or SDK, and the active Xcode on a Mac.
    static func identity(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        var parts: [String] = []
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        if let swift = folders.map({ "\($0)/swift" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath().path
            let attributes = try? FileManager.default.attributesOfItem(atPath: real)
            parts += [real, "\(attributes?[.size] ?? 0)", "\(attributes?[.modificationDate] ?? 0)"]
        }
        for name in ["DEVELOPER_DIR", "TOOLCHAINS", "SDKROOT"] {
            parts.append("\(name)=\(environment[name] ?? "")")
        }
        // `xcode-select --switch` changes this link, not the `/usr/bin/swift` shim on PATH.
        parts.append((try? FileManager.default.destinationOfSymbolicLink(atPath: "/var/db/xcode_select_link")) ?? "")
        return parts.joined(separator: "\n")
    }
}

extension Toolchain {
    /// The toolchain's `libIndexStore`, which the rules read the index with: `KATA_INDEXSTORE_LIB`
    /// when set, else the one of the toolchain that `swift` runs now, asked of `swift` itself
    /// (`swift -print-target-info`), so that a toolchain chosen with `TOOLCHAINS`, `xcrun`,
    /// swiftly or `DEVELOPER_DIR` is the one found, not the one next to a proxy on `PATH`.
    /// Asked once per toolchain, and remembered in `.build/kata-toolchain.json`.
    static func indexStoreLibrary(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment["KATA_INDEXSTORE_LIB"], !path.isEmpty { return path }
        let memo = ToolchainMemo(file: root.appendingPathComponent(".build/kata-toolchain.json"),
                                 toolchain: identity(environment: environment))
        let path = memo.value {
            guard let info = try? Subprocess.run("swift", ["-print-target-info"]), info.status == 0 else { return nil }
            return indexStoreLibrary(inTargetInfo: info.output)
        }
        return path.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
    }

    /// `<toolchain>/usr/lib/libIndexStore.so` (`.dylib` on a Mac), from the runtime resource
    /// path (`<toolchain>/usr/lib/swift`) that `swift -print-target-info` prints, when it exists.
    static func indexStoreLibrary(inTargetInfo json: String) -> String? {
        struct Info: Decodable {
            struct Paths: Decodable { var runtimeResourcePath: String }
            var paths: Paths
        }
        // The driver may print warnings before the JSON.
        guard let start = json.firstIndex(of: "{"),
              let info = try? JSONDecoder().decode(Info.self, from: Data(json[start...].utf8)) else { return nil }
        #if canImport(Darwin)
        let name = "libIndexStore.dylib"
        #else
        let name = "libIndexStore.so"
        #endif
        let path = ((info.paths.runtimeResourcePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}

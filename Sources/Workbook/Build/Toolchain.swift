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

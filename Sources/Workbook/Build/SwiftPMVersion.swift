import Foundation

/// The version of SwiftPM that `swift build` runs (`swift build --version`: "Swift Package
/// Manager - Swift 6.3.1"), which says what its Swift Build can do.
struct SwiftPMVersion: Comparable, CustomStringConvertible, Sendable {
    var major: Int
    var minor: Int

    /// The first SwiftPM whose Swift Build writes an index store (6.2's writes none).
    static let indexingSwiftBuild = SwiftPMVersion(major: 6, minor: 3)

    var description: String { "\(major).\(minor)" }

    static func < (lhs: SwiftPMVersion, rhs: SwiftPMVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// The first `<major>.<minor>` after "Swift " in `swift build --version`'s output (or
    /// `swift --version`'s, "Swift version 6.3.1 (…)"), nil when there is none.
    static func parse(_ text: String) -> SwiftPMVersion? {
        let bare = text.split(separator: ".").compactMap { Int($0) }
        if bare.count == 2 { return SwiftPMVersion(major: bare[0], minor: bare[1]) }
        var rest = Substring(text)
        while let range = rest.range(of: "Swift ") {
            rest = rest[range.upperBound...]
            if rest.hasPrefix("version ") { rest = rest.dropFirst("version ".count) }
            let numbers = rest.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
            if numbers.count >= 2 { return SwiftPMVersion(major: numbers[0], minor: numbers[1]) }
        }
        return nil
    }

    /// The version of the toolchain `swift` runs now: asked once per toolchain, remembered in
    /// `.build/kata-swiftpm-version.json`; nil when it cannot be told.
    static func of(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> SwiftPMVersion? {
        let memo = ToolchainMemo(file: root.appendingPathComponent(".build/kata-swiftpm-version.json"),
                                 toolchain: Toolchain.identity(environment: environment))
        let text = memo.value {
            guard let result = try? Subprocess.run("swift", ["build", "--version"]), result.status == 0 else { return nil }
            return parse(result.output)?.description
        }
        return text.flatMap(parse(_:))
    }
}

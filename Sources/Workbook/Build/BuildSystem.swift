import Foundation

/// The two build systems SwiftPM builds a package with (`swift build --build-system …`), and
/// where each puts what `kata` reads: the products, the compiler's index, the output file maps.
enum BuildSystem: String, CaseIterable, Sendable {
    /// SwiftPM's own (llbuild): SwiftPM 6.3's default.
    case native
    /// Swift Build, Xcode's build engine: SwiftPM's next default.
    case swiftbuild

    /// The folder of debug products, relative to the package root.
    func productsFolder(in root: URL) -> URL {
        switch self {
        case .native:
            return root.appendingPathComponent(".build/debug")
        case .swiftbuild:
            // `Debug-linux` on Linux; `Debug` on a Mac, whose platform adds no suffix.
            let products = root.appendingPathComponent(".build/out/Products")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? []
            #if canImport(Darwin)
            let preferred = "Debug"
            #else
            let preferred = "Debug-linux"
            #endif
            let name = names.contains(preferred) ? preferred : names.sorted().first { $0.hasPrefix("Debug") } ?? preferred
            return products.appendingPathComponent(name)
        }
    }

    /// The output file maps the compiler read for `module`, which name each file's object.
    func outputFileMaps(of module: String, in root: URL) -> [URL] {
        switch self {
        case .native:
            return [productsFolder(in: root).appendingPathComponent("\(module).build/output-file-map.json")]
        case .swiftbuild:
            // `.build/out/Intermediates.noindex/<Package>.build/Debug-linux/<Module>.build/
            // Objects-normal/<arch>/<Module>-OutputFileMap.json`
            let intermediates = root.appendingPathComponent(".build/out/Intermediates.noindex")
            guard let paths = FileManager.default.enumerator(atPath: intermediates.path) else { return [] }
            var maps: [URL] = []
            for case let path as String in paths {
                let components = path.split(separator: "/")
                // Do not walk into every module's folders: only `<P>.build/<Config>/<Module>.build/…`.
                if components.count == 3, components[2] != "\(module).build" { paths.skipDescendants() }
                if components.count == 6, components[5] == "\(module)-OutputFileMap.json" {
                    maps.append(intermediates.appendingPathComponent(path))
                }
            }
            return maps
        }
    }

    /// The arguments that choose this build system for `swift build`.
    var arguments: [String] { ["--build-system", rawValue] }
}

extension BuildSystem {
    /// The toolchain's own default, which `swift build --help` names: read once per toolchain
    /// and remembered in `.build/kata-build-system.json`.
    static func toolchainDefault(root: URL) -> BuildSystem {
        let memo = ToolchainMemo(file: root.appendingPathComponent(".build/kata-build-system.json"), toolchain: Toolchain.identity())
        let name = memo.value { defaultSystem(inHelp: (try? Subprocess.run("swift", ["build", "--help"]))?.output ?? "").rawValue }
        return name.flatMap(BuildSystem.init(rawValue:)) ?? .native
    }

    /// The default that `swift build --help` gives for `--build-system`, native when it says none.
    static func defaultSystem(inHelp help: String) -> BuildSystem {
        let lines = help.split(separator: "\n")
        guard let option = lines.firstIndex(where: { $0.contains("--build-system") }) else { return .native }
        for line in lines[option...].prefix(3) {
            guard let range = line.range(of: "(default: ") else { continue }
            let name = line[range.upperBound...].prefix { $0 != ")" }
            return BuildSystem(rawValue: String(name)) ?? .native
        }
        return .native
    }
}

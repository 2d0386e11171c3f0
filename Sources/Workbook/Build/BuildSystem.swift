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
    /// What `kata` builds with: the one chosen with `--build-system`, else SwiftPM's native build
    /// system whenever the toolchain offers it, whatever its default.
    ///
    /// SwiftPM 6.4 builds with Swift Build by default, but `kata`'s direct build replays native
    /// plans only: a one-line edit takes 1.5 to 1.9 s to a verdict through Swift Build against
    /// about 0.5 s replayed natively. Building katas natively costs a first build of its own
    /// (`.build/<triple>/debug`, beside Swift Build's `.build/out`) and its disk; every later
    /// edit is as fast as on a toolchain whose default is native.
    ///
    /// - Throws: ``BuildSystem/Refusal`` when Swift Build is chosen on a
    ///   SwiftPM older than 6.3, whose Swift Build writes no index store for the rules.
    static func forKata(chosen: BuildSystem?, root: URL,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws(Refusal) -> BuildSystem {
        if let chosen {
            if chosen == .swiftbuild, let version = SwiftPMVersion.of(root: root, environment: environment), version < SwiftPMVersion.indexingSwiftBuild {
                throw Refusal(version: version)
            }
            return chosen
        }
        return forKata(offer: toolchainOffer(root: root, environment: environment))
    }

    /// Native when `offer` lists it, else the toolchain's default.
    static func forKata(offer: Offer) -> BuildSystem {
        offer.offersNative ? .native : offer.defaultSystem
    }

    /// `--build-system swiftbuild` on a SwiftPM that cannot index with it.
    struct Refusal: Error, Equatable {
        var version: SwiftPMVersion

        var message: String {
            "--build-system swiftbuild needs SwiftPM 6.3 or later, whose Swift Build writes the index the rules read, and this toolchain's is \(version): leave the option out to build natively"
        }
    }

    /// What `swift build --help` says of `--build-system`: the default, and whether native is one
    /// of the values.
    struct Offer: Equatable {
        var defaultSystem: BuildSystem
        var offersNative: Bool
    }

    /// The toolchain's offer, read from `swift build --help` once per toolchain and remembered
    /// in `.build/kata-build-systems.json`. `KATA_TOOLCHAIN_BUILD_HELP` stands for that help
    /// (tests and the benchmark use it to play a toolchain whose default is Swift Build).
    static func toolchainOffer(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Offer {
        if let help = environment["KATA_TOOLCHAIN_BUILD_HELP"], !help.isEmpty { return offer(inHelp: help) }
        let memo = ToolchainMemo(file: root.appendingPathComponent(".build/kata-build-systems.json"),
                                 toolchain: Toolchain.identity(environment: environment))
        let remembered = memo.value {
            let offer = offer(inHelp: (try? Subprocess.run("swift", ["build", "--help"]))?.output ?? "")
            return "\(offer.defaultSystem.rawValue) \(offer.offersNative)"
        }
        let words = (remembered ?? "").split(separator: " ")
        guard words.count == 2, let system = BuildSystem(rawValue: String(words[0])) else {
            return Offer(defaultSystem: .native, offersNative: true)
        }
        return Offer(defaultSystem: system, offersNative: words[1] == "true")
    }

    /// The default that `swift build --help` gives for `--build-system`, native when it says none.
    static func defaultSystem(inHelp help: String) -> BuildSystem {
        offer(inHelp: help).defaultSystem
    }

    /// What `swift build --help` offers: SwiftPM prints the option, `(default: …)`, then one line
    /// per value (`native - Native Build System`). A help without the option is an old SwiftPM,
    /// native only.
    static func offer(inHelp help: String) -> Offer {
        let lines = help.split(separator: "\n")
        guard let option = lines.firstIndex(where: { $0.contains("--build-system") }) else {
            return Offer(defaultSystem: .native, offersNative: true)
        }
        var defaultSystem = BuildSystem.native
        for line in lines[option...].prefix(3) {
            guard let range = line.range(of: "(default: ") else { continue }
            let name = line[range.upperBound...].prefix { $0 != ")" }
            defaultSystem = BuildSystem(rawValue: String(name)) ?? .native
            break
        }
        // The values follow, up to the next option (a line starting with `-`).
        let values = lines[lines.index(after: option)...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("-") }
        let listsValues = values.contains { $0.contains(" - ") }
        let offersNative = !listsValues || values.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("native ") }
        return Offer(defaultSystem: defaultSystem, offersNative: offersNative)
    }
}

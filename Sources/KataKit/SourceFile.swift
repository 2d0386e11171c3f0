import Foundation

/// A Swift file of the code under test, for checks about where code lives and what it
/// depends on: architecture is partly a property of the source, not only of behaviour.
///
/// ```swift
/// let trip = try SourceFile.named("Trip.swift")
/// expectEqual(trip.imports, ["Foundation"], "the domain depends on nothing but Foundation")
/// ```
public struct SourceFile: Sendable {
    /// The file's path relative to the module's folder, such as `Domain/Trip.swift`.
    public let name: String
    public let path: String
    public let text: String

    /// The modules the file imports, in order: `import Foundation` and `@testable import X`
    /// give `Foundation` and `X`; `import struct Foundation.Date` gives `Foundation`.
    public var imports: [String] {
        code.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let index = words.firstIndex(of: "import"), words.index(after: index) < words.endIndex,
                  words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" || $0 == "private" })
            else { return nil }
            var module = words[words.index(after: index)]
            if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(module),
               words.index(index, offsetBy: 2) < words.endIndex {
                module = words[words.index(index, offsetBy: 2)]
            }
            return String(module.split(separator: ".").first ?? module)
        }
    }

    /// The text without comments and string literals' contents, so that a check looking for a
    /// declaration is not fooled by a comment that mentions it.
    public var code: String { SwiftCode.strippingComments(text) }

    /// The file of the code under test with this name (or path relative to the module).
    ///
    /// - Throws: ``SourceFileError`` when there is no such file.
    public static func named(_ name: String) throws -> SourceFile {
        let directory = try sourcesDirectory()
        let path = (directory as NSString).appendingPathComponent(name)
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            return SourceFile(name: name, path: path, text: text)
        }
        if let match = try all().first(where: { ($0.name as NSString).lastPathComponent == name }) {
            return match
        }
        throw SourceFileError(message: "there is no file named \(name) in \(directory)")
    }

    /// Every Swift file of the code under test, sorted by path.
    public static func all() throws -> [SourceFile] {
        let directory = try sourcesDirectory()
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw SourceFileError(message: "cannot read the folder \(directory)")
        }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .compactMap { name in
                let path = (directory as NSString).appendingPathComponent(name)
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
                return SourceFile(name: name, path: path, text: text)
            }
    }

    /// The folder of the code under test, which the runner passes in `KATA_SOURCES`.
    static func sourcesDirectory() throws -> String {
        guard let directory = ProcessInfo.processInfo.environment["KATA_SOURCES"], !directory.isEmpty else {
            throw SourceFileError(message: "KATA_SOURCES is not set: run this check through `swift run kata run`")
        }
        return directory
    }
}

/// A source file that a check needs cannot be read.
public struct SourceFileError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

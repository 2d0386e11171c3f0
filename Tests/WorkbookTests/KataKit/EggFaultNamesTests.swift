@testable import KataKit
import XCTest

/// Every function the egg search names as the one at fault (Sources/Checks/EggDomainObject/
/// EggShelfFault.swift) is found by the index in the reference of each act, as its own
/// declaration: "your code at" then opens that function.
final class EggFaultNamesTests: XCTestCase {
    static let firstAct = ["Egg.insert(_:into:publisher:)", "Egg.load(_:from:publisher:)", "Egg.changeSize(to:)",
                           "DomainEventPublisher.subscribe(_:)", "DomainEventPublisher.unsubscribe(_:)",
                           "DomainEventPublisher.publish(_:)"]

    func testEachNameIsTheDeclarationOfThatFunctionInBothReferences() throws {
        for (folder, names) in [("Solutions/EggDomainObject", Self.firstAct),
                                ("Solutions/Changes/EggDomainObject", Self.firstAct + ["Egg.markCracked()"])] {
            let path = packageRoot.appendingPathComponent(folder).path
            let reader = IndexReader(library: try IndexStoreLibrary.locate(), storePath: ArchitectureRuleTests.storePath)
            let code = Codebase(folder: path, files: try reader.read(folder: path))
            for name in names {
                let found = try XCTUnwrap(code.producers(of: name), "\(folder): \(name) is not found")
                let function = String(name.split(separator: ".").last ?? "")
                XCTAssertEqual(found.declaration.function, function, "\(folder): \(name)")
                XCTAssertNil(found.made, "\(folder): \(name) made its value itself")
                let file = try String(contentsOfFile: "\(path)/\(found.declaration.file)", encoding: .utf8)
                let line = file.split(separator: "\n", omittingEmptySubsequences: false)[found.declaration.line - 1]
                XCTAssertTrue(line.contains("func \(function.prefix { $0 != "(" })("), "\(folder): \(name) at \(line)")
            }
        }
    }
}

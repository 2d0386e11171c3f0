import XCTest
@testable import KataKit

/// `mustBeDeclared(in:)` and `mustNotBeDeclared()` on a small hand-made index: where code must
/// live, and what must not exist.
final class DeclarationRuleTests: XCTestCase {
    private static func symbol(_ usr: String, _ name: String, _ kind: IndexedSymbol.Kind) -> IndexedSymbol {
        IndexedSymbol(usr: usr, name: name, kind: kind)
    }

    private static let todo = symbol("s:1M4TodoV", "Todo", .struct)
    private static let title = symbol("s:1M4TodoV5titleSSvp", "title", .instanceProperty)
    private static let item = symbol("s:1M4ItemV", "Item", .struct)
    private static let fetching = symbol("s:1M8FetchingP", "Fetching", .protocol)
    private static let make = symbol("s:1M4make9transportyyc_tF", "make(transport:)", .function)
    private static let transport = symbol("s:1M4make9transportyyc_tFACL_yycvp", "transport", .parameter)

    private static func definition(_ symbol: IndexedSymbol, _ file: String, _ line: Int, _ column: Int,
                                   childOf parent: IndexedSymbol? = nil) -> SymbolOccurrence {
        SymbolOccurrence(symbol: symbol, roles: [.definition], file: file, line: line, column: column,
                         relations: parent.map { [.init(roles: [.childOf], symbol: $0)] } ?? [])
    }

    /// Todo (with a property) at the root, Item in Domain/, a protocol, and a composition
    /// function with a parameter.
    private let code = Codebase(folder: "/kata", files: [
        IndexedFile(path: "Todo.swift", occurrences: [
            definition(todo, "Todo.swift", 2, 8),
            definition(title, "Todo.swift", 3, 9, childOf: todo),
        ]),
        IndexedFile(path: "Domain/Item.swift", occurrences: [definition(item, "Domain/Item.swift", 1, 8)]),
        IndexedFile(path: "Domain/Fetching.swift", occurrences: [definition(fetching, "Domain/Fetching.swift", 1, 10)]),
        IndexedFile(path: "Root.swift", occurrences: [
            definition(make, "Root.swift", 5, 6),
            definition(transport, "Root.swift", 5, 11, childOf: make),
        ]),
    ])

    func testAMisplacedTypeIsReportedOnceNotOncePerMember() {
        XCTAssertEqual(code.everything.mustBeDeclared(in: code.folder("Domain")).map(\.message), [
            "Root.swift:5:6 declares make(transport:) outside Domain/",
            "Todo.swift:2:8 declares Todo outside Domain/",
        ])
    }

    func testWhatIsDeclaredInsideAnExcludedDeclarationIsExcludedToo() {
        let composition = code.symbols("the composition", where: { $0.name.hasPrefix("make(") })
        XCTAssertEqual(code.everything.excluding(composition).mustBeDeclared(in: code.folder("Domain")).map(\.message), [
            "Todo.swift:2:8 declares Todo outside Domain/",
        ])
    }

    func testAMemberOutsideItsTypesFolderIsReported() {
        XCTAssertEqual(code.types("Todo").mustBeDeclared(in: code.file("Todo.swift")), [])
        let moved = Codebase(folder: "/kata", files: [
            IndexedFile(path: "Domain/Todo.swift", occurrences: [Self.definition(Self.todo, "Domain/Todo.swift", 2, 8)]),
            IndexedFile(path: "Todo+Title.swift", occurrences: [Self.definition(Self.title, "Todo+Title.swift", 3, 9, childOf: Self.todo)]),
        ])
        XCTAssertEqual(moved.types("Todo").mustBeDeclared(in: moved.folder("Domain")).map(\.message), [
            "Todo+Title.swift:3:9 declares title outside Domain/",
        ])
    }

    func testMustNotBeDeclaredNamesEachDeclaration() {
        XCTAssertEqual(code.symbols("a protocol", where: { $0.kind == .protocol }).mustNotBeDeclared(), [
            Violation(file: "Domain/Fetching.swift", line: 1, column: 10, message: "Domain/Fetching.swift:1:10 declares Fetching (a protocol)"),
        ])
        XCTAssertEqual(code.symbols("an enum", where: { $0.kind == .enum }).mustNotBeDeclared(), [])
    }
}

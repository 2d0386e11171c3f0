import XCTest
@testable import KataKit

/// ``Codebase/isOnEveryPath(_:before:)``: a use comes first on every path to another when it
/// comes before it in a block that holds both (#50 item 4).
final class EveryPathTests: XCTestCase {
    private static let source = """
    func execute(_ trip: Trip) async throws {
        if trip.isDraft {
            try await repository.save(trip)
            return
        }
        let valid = try trip.validated()
        try await repository.save(valid)
    }
    func caught(_ trip: Trip) async throws {
        let valid: Trip
        do {
            valid = try trip.validated()
        } catch {
            throw error
        }
        try await repository.save(valid)
    }
    func swallowed(_ trip: Trip) async throws {
        var valid = trip
        do {
            valid = try trip.validated()
        } catch {
            print(error)
        }
        try await repository.save(valid)
    }
    func checkedOnlyAsADraft(_ trip: Trip) async throws {
        if trip.isDraft { _ = try trip.validated() }
        try await repository.save(trip)
    }
    func inOneLine(_ trip: Trip) async throws {
        try await repository.save(trip.validated())
        try await repository.save(trip); _ = trip.validated()
    }
    """

    private func place(_ line: Int, _ column: Int) -> SymbolOccurrence {
        SymbolOccurrence(symbol: IndexedSymbol(usr: "s:1M1xyF", name: "x()", kind: .function), roles: [.reference, .call],
                         file: "SaveTrip.swift", line: line, column: column, relations: [])
    }

    func testAValidationOnEveryPathIsFoundAndABranchThatSkipsItIsNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("every-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.source.write(to: folder.appendingPathComponent("SaveTrip.swift"), atomically: true, encoding: .utf8)
        let code = Codebase(folder: folder.path, files: [])
        // execute: the draft's save comes before any validation; the other save after it, in the same block.
        XCTAssertFalse(code.isOnEveryPath(place(6, 26), before: place(3, 30)))
        XCTAssertTrue(code.isOnEveryPath(place(6, 26), before: place(7, 26)))
        // A do block whose catch throws is no branch; one whose catch goes on is.
        XCTAssertTrue(code.isOnEveryPath(place(12, 26), before: place(16, 26)))
        XCTAssertFalse(code.isOnEveryPath(place(21, 26), before: place(25, 26)))
        // A validation inside an `if` does not come first on the path around it.
        XCTAssertFalse(code.isOnEveryPath(place(28, 36), before: place(29, 26)))
        // An argument runs before the call it is given to; a statement after it on its line does not.
        XCTAssertTrue(code.isOnEveryPath(place(32, 36), before: place(32, 26)))
        XCTAssertFalse(code.isOnEveryPath(place(33, 47), before: place(33, 26)))
    }
}

@testable import KataKit
import XCTest

/// Integers over their type's whole range, with the lesson's edges and the type's.
final class GeneratorIntegersTests: XCTestCase {
    func testTheSimplestIsZeroOrTheBoundNearestIt() {
        XCTAssertEqual(Generator<Int>.integer().simplest, 0)
        XCTAssertEqual(Generator<Int>.integer(in: 100...599).simplest, 100)
        XCTAssertEqual(Generator<Int>.integer(in: -50 ... -3).simplest, -3)
        XCTAssertEqual(Generator<UInt8>.integer().simplest, 0)
    }

    func testAStatusReachesBeyondTheUsualHundredsAndTheLessonsEdges() {
        let statuses = Generator<Int>.integer(edges: [100, 199, 200, 299, 300, 599]).draws(3_000)
        XCTAssertTrue(statuses.contains { $0 > 599 && $0 < 10_000 }, "a status such as 1200")
        XCTAssertTrue(statuses.contains { $0 > 599 })
        XCTAssertTrue(statuses.contains { $0 < 100 && $0 >= 0 })
        XCTAssertTrue(statuses.contains { $0 < 0 })
        for edge in [100, 199, 200, 299, 300, 599, 0, 1, -1, Int.max, Int.min, 256, 255, 65_536] {
            XCTAssertTrue(statuses.contains(edge), "\(edge) is drawn")
        }
        XCTAssertTrue((100...599).contains(statuses.filter { (100...599).contains($0) }.first ?? 0))
    }

    func testEveryDrawStaysInItsRange() {
        let range = -7...1_200
        let values = Generator<Int>.integer(in: range, edges: [-100, 5, 599]).draws(3_000)
        XCTAssertTrue(values.allSatisfy(range.contains))
        XCTAssertTrue(values.contains(range.lowerBound) && values.contains(range.upperBound))
        XCTAssertFalse(values.contains(-100), "an edge outside the range is never drawn")
        let bytes = Generator<Int8>.integer().draws(2_000)
        XCTAssertTrue(bytes.contains(.min) && bytes.contains(.max) && bytes.contains(-1))
        let unsigned = Generator<UInt64>.integer().draws(2_000)
        XCTAssertTrue(unsigned.contains(.max) && unsigned.contains { $0 > UInt64(UInt32.max) })
    }

    func testAFailingPropertyShrinksToItsSimplestValue() {
        let statuses = Generator<Int>.integer(edges: [100, 599])
        XCTAssertEqual(statuses.counterexample(seeds: 1..<500) { $0 > 599 }, 600)
        XCTAssertEqual(statuses.counterexample(seeds: 1..<500) { $0 < 100 }, 0)
        XCTAssertEqual(statuses.counterexample(seeds: 1..<500) { $0 < 0 }, -1)
        XCTAssertEqual(Generator<Int>.integer(in: 100...599).counterexample(seeds: 1..<500) { $0 > 450 }, 451)
    }
}

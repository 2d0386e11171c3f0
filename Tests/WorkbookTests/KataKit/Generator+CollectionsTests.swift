@testable import KataKit
import XCTest

/// Counts and lists: mostly short, some of hundreds, every counter's boundary, repeats.
final class GeneratorCollectionsTests: XCTestCase {
    func testACountIsMostlyShortAndCrossesCountersBoundaries() {
        let counts = Generator<Int>.size(in: 0...1_000).draws(4_000)
        XCTAssertEqual(Generator<Int>.size(in: 0...1_000).simplest, 0)
        XCTAssertEqual(Generator<Int>.size(in: 1...300).simplest, 1)
        XCTAssertTrue(counts.filter { $0 <= 8 }.count > counts.count / 2, "most are short")
        for boundary in [4, 13, 17, 33, 257, 1_000] {
            XCTAssertTrue(counts.contains(boundary), "\(boundary)")
        }
        XCTAssertTrue(counts.contains { $0 > 300 })
        XCTAssertTrue(counts.allSatisfy((0...1_000).contains))
    }

    func testAListHasRepeatsAndReachesAThousand() {
        let ids = Generator<String>.text(length: 1...30)
        let lists = Generator<[String]>.list(of: ids).draws(2_000)
        XCTAssertTrue(lists.contains { Set($0).count < $0.count && $0.count > 1 }, "a list with a repeated id")
        XCTAssertTrue(lists.contains { $0.count >= 900 })
        XCTAssertTrue(lists.contains(where: \.isEmpty))
        XCTAssertEqual(Generator<[String]>.list(of: ids).simplest, [])
    }

    func testAFailingPropertyShrinksToItsSimplestList() {
        let lists = Generator<[Int]>.list(of: .integer())
        XCTAssertEqual(lists.counterexample(seeds: 1..<500) { Set($0).count < $0.count }, [0, 0])
        XCTAssertEqual(lists.counterexample(seeds: 1..<500) { $0.count > 16 }, Array(repeating: 0, count: 17))
        XCTAssertEqual(lists.counterexample(seeds: 1..<500) { $0.contains { $0 > 599 } }, [600])
    }

    func testLoweringAChoiceTriesZeroHalfAndOneLessThenHalvesTheDistance() {
        /// The values tried, for a choice that fails from `threshold` on.
        func tried(_ value: UInt64, failingFrom threshold: UInt64) -> (tried: [UInt64], lowest: UInt64) {
            var lowering = ChoiceLowering(value)
            var tried: [UInt64] = []
            while let candidate = lowering.next() {
                tried.append(candidate)
                lowering.record(candidate, failed: candidate >= threshold)
            }
            return (tried, lowering.lowest)
        }
        XCTAssertEqual(tried(0, failingFrom: 0).tried, [])
        XCTAssertEqual(tried(280, failingFrom: 0).tried, [0], "the simplest first")
        XCTAssertEqual(tried(280, failingFrom: 280).tried, [0, 140, 279])
        XCTAssertEqual(tried(280, failingFrom: 201).lowest, 201)
        XCTAssertLessThanOrEqual(tried(280, failingFrom: 201).tried.count, 10)
        XCTAssertEqual(tried(280, failingFrom: 100).lowest, 100)
        XCTAssertEqual(tried(UInt64.max, failingFrom: 1 << 40).lowest, 1 << 40)
        XCTAssertLessThanOrEqual(tried(UInt64.max, failingFrom: 1 << 40).tried.count, 66)
    }
}

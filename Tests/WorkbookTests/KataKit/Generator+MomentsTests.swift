@testable import KataKit
import Foundation
import XCTest

/// Moments from 1970 to 9999 at any offset, on the calendar's edges, at sub-second distances.
final class GeneratorMomentsTests: XCTestCase {
    let moments = Generator<Moment>.moment().draws(4_000)

    func testTheSimplestIsTheStartOf1970InZ() {
        XCTAssertEqual(Generator<Moment>.moment().simplest.iso8601, "1970-01-01T00:00:00Z")
        XCTAssertEqual(Generator<Int64>.milliseconds(upTo: 86_400_000).simplest, 0)
    }

    func testItReachesTheEdgesALessonsMomentsMeet() {
        let year2000 = Moment.milliseconds(year: 2000, month: 1, day: 1)
        let year2101 = Moment.milliseconds(year: 2101, month: 1, day: 1)
        XCTAssertTrue(moments.contains { $0.milliseconds < year2000 }, "before 2000")
        XCTAssertTrue(moments.contains { $0.milliseconds >= year2101 }, "after 2100")
        XCTAssertTrue(moments.contains { $0.iso8601.hasPrefix("9999-") })
        XCTAssertTrue(moments.contains { $0.offset != 0 && !$0.iso8601.hasSuffix("Z") }, "an offset other than Z")
        XCTAssertTrue(moments.contains { $0.offset % 3_600 != 0 }, "an offset of half or quarter hours")
        XCTAssertTrue(moments.contains { $0.iso8601.contains("-02-29T") }, "29 February")
        XCTAssertTrue(moments.contains { $0.iso8601.contains("-12-31T") }, "the end of a year")
        XCTAssertTrue(moments.contains { $0.iso8601.contains("-04-30T") }, "the end of a month")
        XCTAssertTrue(moments.contains { $0.milliseconds % 1_000 != 0 }, "a moment between seconds")
        XCTAssertTrue(moments.allSatisfy { (0...Moment.latest).contains($0.milliseconds) })
        let distances = Generator<Int64>.milliseconds(upTo: 400 * 86_400_000).draws(2_000)
        XCTAssertTrue(distances.contains { $0 > 0 && $0 < 1_000 }, "a distance under a second")
        XCTAssertTrue(distances.contains(86_400_000) && distances.contains(999))
    }

    func testADaylightSavingChangeIsWrittenAtTheOffsetsEitherSide() throws {
        // The European change of 2024: 31 March, 01:00 UTC.
        let change = Moment.milliseconds(year: 2024, month: 3, day: 31, second: 3_600)
        XCTAssertEqual(Moment.lastSunday(2024, 3) * 86_400_000 + 3_600_000, change)
        XCTAssertEqual(Moment.sunday(2024, 3, week: 2), Moment.days(year: 2024, month: 3, day: 10))
        XCTAssertEqual(Moment.sunday(2024, 11, week: 1), Moment.days(year: 2024, month: 11, day: 3))
        XCTAssertTrue(moments.contains { $0.iso8601.contains("-03-") && $0.iso8601.contains("T03:") && $0.iso8601.hasSuffix("+02:00") })
        XCTAssertTrue(moments.contains { $0.iso8601.contains("-11-") && $0.iso8601.contains("T01:") && $0.iso8601.hasSuffix("-05:00") })
    }

    func testItsTextIsWhatFoundationReads() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let plain = ISO8601DateFormatter()
        for moment in moments.prefix(1_000) {
            let read = moment.milliseconds % 1_000 == 0 ? plain.date(from: moment.iso8601) : formatter.date(from: moment.iso8601)
            let date = try XCTUnwrap(read, moment.iso8601)
            XCTAssertEqual(date.timeIntervalSince1970, moment.date.timeIntervalSince1970, accuracy: 0.002, moment.iso8601)
        }
        XCTAssertEqual(Moment(milliseconds: 951_782_400_000 - 1, offset: 20_700).iso8601, "2000-02-29T05:44:59.999+05:45")
        XCTAssertEqual(Moment(milliseconds: 0, offset: -43_200).iso8601, "1969-12-31T12:00:00-12:00")
    }

    func testAFailingPropertyShrinksToItsSimplestMoment() {
        let moment = Generator<Moment>.moment()
        XCTAssertEqual(moment.counterexample(seeds: 1..<500) { $0.offset != 0 }?.iso8601, "1970-01-01T00:00:00-01:00")
        XCTAssertEqual(moment.counterexample(seeds: 1..<500) { $0.milliseconds >= Moment.milliseconds(year: 2041, month: 1, day: 1) }?.iso8601,
                       "2041-01-01T00:00:00Z")
        XCTAssertEqual(moment.counterexample(seeds: 1..<500) { $0.milliseconds % 1_000 != 0 }?.iso8601, "1970-01-01T00:00:00.001Z")
    }
}

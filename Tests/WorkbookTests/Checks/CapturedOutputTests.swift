import XCTest
@testable import Workbook

final class CapturedOutputTests: XCTestCase {
    func testShortOutputIsKeptWhole() {
        var output = CapturedOutput(limit: 4)
        output.append(Array("abc".utf8))
        output.append(Array("defgh".utf8))
        XCTAssertEqual(output.text, "abcdefgh")
    }

    func testLongOutputKeepsItsHeadAndTailAndSaysHowMuchWasCut() {
        var output = CapturedOutput(limit: 4)
        for chunk in ["ab", "cdef", "ghijklmnop", "qrstuvwxyz"] { output.append(Array(chunk.utf8)) }
        XCTAssertEqual(output.text, "abcd\n[… 18 bytes cut …]\nwxyz")
        XCTAssertEqual(output.count, 26)
    }

    func testCutsFallBetweenCharactersAndInvalidBytesAreRepaired() {
        var output = CapturedOutput(limit: 4)
        output.append(Array("abcé".utf8) + Array(repeating: UInt8(ascii: "-"), count: 10) + Array("éxyz".utf8))
        // The head would end, and the tail begin, in the middle of an "é": both are left out.
        XCTAssertEqual(output.text, "abc\n[… 14 bytes cut …]\nxyz")
        var invalid = CapturedOutput(limit: 4)
        invalid.append([UInt8(ascii: "a"), 0xFF, UInt8(ascii: "b")])
        XCTAssertEqual(invalid.text, "a\u{FFFD}b")
    }

    func testAppendingCostsTimeInProportionToTheBytes() {
        var output = CapturedOutput()
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
        let start = Date()
        for _ in 0..<1_600 { output.append(chunk) } // 100 MB
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        XCTAssertEqual(output.count, 104_857_600)
        XCTAssertEqual(output.text.utf8.count, 2 * 8 * 1024 + "\n[… 104841216 bytes cut …]\n".utf8.count)
    }
}

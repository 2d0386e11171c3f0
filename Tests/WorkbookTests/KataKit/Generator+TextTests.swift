@testable import KataKit
import XCTest

/// Text from all of Unicode: every White_Space scalar, punctuation, decomposed letters, both
/// cases, inner runs of spaces, scalars beyond the BMP, lengths up to thousands.
final class GeneratorTextTests: XCTestCase {
    let texts = Generator<String>.text().draws(4_000)

    func testTheSimplestIsEmptyThenA() {
        XCTAssertEqual(Generator<String>.text().simplest, "")
        XCTAssertEqual(Generator<String>.text(length: 1...10).simplest, "a")
        XCTAssertEqual(Generator<String>.piece.simplest, "a")
    }

    func testItReachesEveryKindALessonsTextMeets() {
        let scalars = Set(texts.flatMap(\.unicodeScalars))
        XCTAssertTrue(scalars.contains { $0.value > 0xFFFF }, "a scalar beyond the BMP")
        XCTAssertTrue(scalars.contains("\u{2009}"), "a thin space")
        for space in UnicodeDomain.whitespace {
            XCTAssertTrue(scalars.contains(space), "White_Space U+\(String(space.value, radix: 16, uppercase: true))")
        }
        XCTAssertTrue(texts.contains { $0.unicodeScalars.contains { (0x300...0x36F).contains($0.value) } && $0.count < $0.unicodeScalars.count },
                      "a decomposed letter")
        XCTAssertTrue(texts.contains { $0.contains("  ") }, "a run of inner spaces")
        XCTAssertTrue(scalars.contains { $0.properties.generalCategory == .otherPunctuation && !$0.isASCII })
        XCTAssertTrue(texts.contains { $0.contains { $0.isUppercase } && $0.contains { $0.isLowercase } }, "both cases")
        XCTAssertTrue(texts.contains { $0.count >= 1_000 }, "a text of thousands")
        XCTAssertTrue(texts.filter { $0.count <= 8 }.count > texts.count / 2, "most are short")
        XCTAssertTrue(texts.contains { $0.first?.isWhitespace == true }, "a leading space")
    }

    func testWhitespaceIsOnlyWhiteSpace() {
        let blanks = Generator<String>.whitespace(length: 1...20).draws(1_000)
        XCTAssertTrue(blanks.allSatisfy { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) })
        XCTAssertTrue(blanks.contains { $0.unicodeScalars.contains("\u{2009}") })
        XCTAssertEqual(Generator<String>.whitespace(length: 1...20).simplest, " ")
    }

    func testAsciiIsPrintableAscii() {
        let texts = Generator<String>.ascii(length: 0...40).draws(500)
        XCTAssertTrue(texts.allSatisfy { $0.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) } })
    }

    func testAFailingPropertyShrinksToItsSimplestText() {
        let text = Generator<String>.text()
        XCTAssertEqual(text.counterexample(seeds: 1..<500) { $0.unicodeScalars.contains("\u{2009}") }, "\u{2009}")
        XCTAssertEqual(text.counterexample(seeds: 1..<500) { !$0.isEmpty }, "a")
        XCTAssertEqual(text.counterexample(seeds: 1..<500) { $0.count > 3 }, "aaaa")
        XCTAssertEqual(text.counterexample(seeds: 1..<500) { $0.contains { $0.isUppercase } }, "A")
        XCTAssertEqual(text.counterexample(seeds: 1..<500) { $0.unicodeScalars.contains { $0.value > 0xFFFF } }?.unicodeScalars.count, 1)
        let decomposed = text.counterexample(seeds: 1..<500) { $0.count < $0.unicodeScalars.count && !$0.contains("\r\n") }
        XCTAssertEqual(decomposed, "a\u{300}")
    }
}

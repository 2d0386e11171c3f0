import Foundation
@testable import KataKit
import XCTest
@testable import Workbook

/// Kata code is safe Swift: unsafe pointers, bit casts and C functions but mathematics are found
/// by the index (``UnsafeAPI``) or, with no index, in the source text (``UnsafeCodeGate``).
final class UnsafeCodeGateTests: XCTestCase {
    private func symbol(_ usr: String, _ name: String, _ kind: IndexedSymbol.Kind = .function) -> IndexedSymbol {
        IndexedSymbol(usr: usr, name: name, kind: kind)
    }

    func testUnsafePointersBitCastsAndCFunctionsAreUnsafeAndValuesAreNot() {
        let unsafe = [
            symbol("s:SV", "UnsafeRawPointer", .struct), symbol("s:SV4load14fromByteOffset2asxSi_xmtlF", "load(fromByteOffset:as:)"),
            symbol("s:Sp7pointeexvp", "pointee", .instanceProperty), symbol("s:SW11baseAddressSVSgvp", "baseAddress", .instanceProperty),
            symbol("s:s13unsafeBitCast_2toq_x_q_mtr0_lF", "unsafeBitCast(_:to:)"), symbol("s:s9UnmanagedV", "Unmanaged", .struct),
            symbol("s:Sa15withUnsafeBytesyqd__qd__SWKXEKlF", "withUnsafeBytes(_:)"), symbol("c:@F@write", "write(_:_:_:)"),
            symbol("c:@F@dlsym", "dlsym(_:_:)"), symbol("s:5Glibc4openys5Int32VSPys4Int8VG_ADtF", "open(_:_:)"),
            symbol("s:SS10FoundationE9withCStringyxxSPys4Int8VGKXEKlF", "withCString(_:)"),
        ]
        for symbol in unsafe { XCTAssertTrue(UnsafeAPI.isUnsafe(symbol), symbol.name) }
        let safe = [
            symbol("s:SS", "String", .struct), symbol("s:Sa6appendyyxnF", "append(_:)"), symbol("c:@F@sqrt", "sqrt(_:)"),
            symbol("c:@F@floorf", "floorf(_:)"), symbol("s:ScG", "TaskGroup", .struct),
            symbol("s:s22withUnsafeContinuation9isolation_xScA_pSgYi_yScCyxs5NeverOGXEtYalF", "withUnsafeContinuation(isolation:_:)"),
        ]
        for symbol in safe { XCTAssertFalse(UnsafeAPI.isUnsafe(symbol), symbol.name) }
        XCTAssertEqual(UnsafeAPI.cFunctionName(of: unsafe[9]), "open")
        XCTAssertEqual(UnsafeAPI.names(of: unsafe[3]), ["baseAddress", "baseAddress", "baseAddress"])
    }

    /// Without an index, the names in the code are read: comments, strings and the lesson's own
    /// names are not refused.
    func testWithoutAnIndexTheSourceTextIsRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-unsafe-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Katas/Trip")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try """
            // UnsafeRawPointer in a comment
            let note = "withUnsafeBytes in a string"
            func peek(_ address: Int) -> UInt8 { UnsafeRawPointer(bitPattern: address)?.load(as: UInt8.self) ?? 0 }
            func wait() async { _ = await withUnsafeContinuation { $0.resume(returning: 1) } }
            func bytes(_ data: [UInt8]) -> Int { data.withUnsafeBytes { $0.count } }
            """.write(to: folder.appendingPathComponent("Peek.swift"), atomically: true, encoding: .utf8)
        let refusals = UnsafeCodeGate.refusals(inFolder: "Katas/Trip", root: root, allowed: [])
        XCTAssertEqual(refusals.map { "\($0.line):\($0.column)" }, ["3:38", "5:43"], refusals.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(refusals[0].message.hasPrefix("kata code may not use UnsafeRawPointer, which steps outside Swift's memory safety"),
                      refusals[0].message)
        XCTAssertEqual(UnsafeCodeGate.refusals(inFolder: "Katas/Trip", root: root, allowed: ["UnsafeRawPointer", "withUnsafeBytes"]), [])
    }
}

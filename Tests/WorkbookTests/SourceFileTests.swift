import XCTest
@testable import KataKit

final class SourceFileTests: XCTestCase {
    func testImports() {
        let file = SourceFile(name: "A.swift", path: "/A.swift", text: """
            import Foundation
            @testable import TripValidation
            import struct SwiftUI.Color
            // import UIKit
            /* import CoreData */
            let text = "import Combine"
            public import Observation
            """)
        XCTAssertEqual(file.imports, ["Foundation", "TripValidation", "SwiftUI", "Observation"])
    }

    func testCodeWithoutCommentsAndStrings() {
        XCTAssertEqual(SwiftCode.strippingComments("""
            var a = 1 // private
            /* outer /* nested */ still */ let b = "private \\" x"
            """), "var a = 1 \n let b = \"\"")
    }
}

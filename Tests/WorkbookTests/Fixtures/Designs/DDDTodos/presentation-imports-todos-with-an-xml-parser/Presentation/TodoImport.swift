import Foundation
#if canImport(FoundationXML)
import FoundationXML // XMLParser lives here on Linux.
#endif

/// Tells the import screen whether an export of todos at a URL reads as XML.
struct TodoImport {
    func canImport(from url: URL) -> Bool {
        // XMLParser(contentsOf:) loads the URL itself: a request outside Data/.
        guard let parser = XMLParser(contentsOf: url) else { return false }
        return parser.parse()
    }
}

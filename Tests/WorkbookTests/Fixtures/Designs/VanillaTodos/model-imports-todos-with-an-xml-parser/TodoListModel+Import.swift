import Foundation
#if canImport(FoundationXML)
import FoundationXML // XMLParser lives here on Linux.
#endif

extension TodoListModel {
    /// Tells whether an export of todos at a URL reads as XML, for the import screen.
    func canImportTodos(from url: URL) -> Bool {
        // XMLParser(contentsOf:) loads the URL itself: a request the client never sees.
        guard let parser = XMLParser(contentsOf: url) else { return false }
        return parser.parse()
    }
}

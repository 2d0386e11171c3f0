import Foundation

/// A preview of the list that reads the server directly: no layer in between.
func previewData() throws -> Data {
    guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos") else { return Data() }
    return try Data(contentsOf: url)
}

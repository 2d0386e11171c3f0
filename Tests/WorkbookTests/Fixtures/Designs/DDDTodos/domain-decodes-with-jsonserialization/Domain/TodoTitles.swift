import Foundation

/// The titles in a server's answer, for a quick look: the domain reading JSON itself.
func todoTitles(in data: Data) throws -> [String] {
    let objects = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    return objects.compactMap { $0["title"] as? String }
}

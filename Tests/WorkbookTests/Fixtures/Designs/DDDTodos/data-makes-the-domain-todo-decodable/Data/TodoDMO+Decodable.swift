import Foundation

/// The server's JSON read straight into the domain's todo, a conformance the data layer declares:
/// the wire format's names stay in Data/, and Domain/ never sees them.
extension TodoDMO: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, title, completed
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(Int.self, forKey: .id),
                  label: try container.decode(String.self, forKey: .title),
                  isCompleted: try container.decode(Bool.self, forKey: .completed))
    }
}

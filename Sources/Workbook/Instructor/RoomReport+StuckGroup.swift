extension RoomReport {
    /// Stuck learners held by the same thing: one line on the page and in `kata report`, not one
    /// per learner.
    struct StuckGroup: Equatable, Sendable, Encodable {
        /// What they share: "ddd-todos: fails “loads the list”", "no run for 10 min or more".
        var title: String
        /// "3–7 runs in a row", "12–40 min".
        var detail: String
        /// The message most of them saw, once.
        var message: String?
        /// Their names, in name order.
        var learners: [String]
    }

    /// The stuck learners grouped by what holds them, the largest group first.
    var stuckGroups: [StuckGroup] {
        let held = grid.compactMap { learner in learner.hold.map { (name: learner.name, hold: $0) } }
        return Dictionary(grouping: held, by: \.hold.title).map { title, members in
            let runs = members.compactMap(\.hold.runs)
            let minutes = members.compactMap(\.hold.idleMinutes)
            let detail = !runs.isEmpty ? Self.span(runs, unit: "runs in a row") : !minutes.isEmpty ? Self.span(minutes, unit: "min") : ""
            let messages = Dictionary(grouping: members.compactMap(\.hold.message), by: { $0 })
            let message = messages.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
            return StuckGroup(title: title, detail: detail, message: message, learners: members.map(\.name).sorted(by: Self.inNameOrder))
        }.sorted { ($0.learners.count, $1.title) > ($1.learners.count, $0.title) }
    }

    /// "3 runs in a row", "3–7 runs in a row".
    private static func span(_ values: [Int], unit: String) -> String {
        let low = values.min() ?? 0
        let high = values.max() ?? 0
        return low == high ? "\(low) \(unit)" : "\(low)–\(high) \(unit)"
    }
}

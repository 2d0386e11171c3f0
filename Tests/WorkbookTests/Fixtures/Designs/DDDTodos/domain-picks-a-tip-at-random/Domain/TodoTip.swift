/// A tip shown above the list.
enum TodoTip {
    static func pick(from tips: [String]) -> String? {
        tips.randomElement()
    }
}

infix operator <~: AssignmentPrecedence

/// Grades eggs by weight, as the packing station does.
struct EggGrader {
    /// Sets the egg's size from its weight, through an operator that Egg declares.
    func grade(_ egg: Egg, weighingGrams grams: Int) {
        egg <~ (grams < 63 ? .medium : .large)
    }
}

// An operator on Egg, written in the grader's file: inside Egg's extension, outside Egg's files.
extension Egg {
    static func <~ (egg: Egg, size: EggSize) {
        egg.size = size
    }
}

/// Grades eggs by weight, as the packing station does.
struct EggGrader {
    /// Sets the egg's size from its weight. It compiles, so it must be allowed...
    func grade(_ egg: Egg, weighingGrams grams: Int) {
        switch grams {
        case ..<53: egg.size = .small
        case ..<63: egg.size = .medium
        case ..<73: egg.size = .large
        default: egg.size = .extraLarge
        }
    }
}

/// Grades eggs by weight, as the packing station does.
struct EggGrader {
    /// Sets the egg's size from its weight, in the box Egg reads its size from.
    func grade(_ egg: Egg, weighingGrams grams: Int) {
        egg.sizeBox.value = grams < 63 ? .medium : .large
    }
}

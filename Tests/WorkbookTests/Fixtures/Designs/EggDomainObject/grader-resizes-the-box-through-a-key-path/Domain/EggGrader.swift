/// Grades eggs by weight, as the packing station does.
struct EggGrader {
    /// Where a grade is written: the box Egg reads its size from.
    let sizeField: ReferenceWritableKeyPath<Egg, EggSize> = \.sizeBox.value

    func grade(_ egg: Egg, weighingGrams grams: Int) {
        egg[keyPath: sizeField] = grams < 63 ? .medium : .large
    }
}

/// Grades eggs after weighing them.
enum EggGrader {
    static func regrade(_ egg: Egg) {
        let size: ReferenceWritableKeyPath<Egg, EggSize> = \.size
        egg[keyPath: size] = .large
    }
}

/// Grades eggs after weighing them.
enum EggGrader {
    static func regrade(_ egg: Egg) {
        egg.resize(.large)
    }
}

import Foundation

// Randomness, drawn from the system's generator.
struct Dice {
    func roll() -> Int { Int.random(in: 1...6) }
    func coin() -> Bool { Bool.random() }
    func id() -> UUID { UUID() }
    func deal(_ cards: [Int]) -> [Int] { cards.shuffled() }
    func pick(_ cards: [Int]) -> Int? { cards.randomElement() }
    func draw() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }
}

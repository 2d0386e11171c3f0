/// The sizes an egg can have, smallest first.
typealias EggSizes = [EggSize]

extension Egg {
    /// Whether the egg is one of the two largest sizes: a question about the egg, asked of it.
    var isLarge: Bool { largeSizes.contains(size) }
}

/// The sizes a recipe calls large.
let largeSizes: EggSizes = [.large, .extraLarge]

/// Draws values for generated checks, the simplest first (see ``Choices``).
///
/// ```swift
/// let status = Generator.int(in: 100...599, edges: [300, 199, 304])
/// let name = Generator.element(of: ["Ada", "", " "])
/// let names = Generator.array(of: name, count: 0...3)
/// ```
///
/// A generator of a boundary the lesson states draws it on purpose (``int(in:edges:)``):
/// a mistake at `199` or `300` is found in every run, not once in a thousand.
public struct Generator<Value>: Sendable {
    private let body: @Sendable (inout Choices) -> Value

    public init(_ draw: @escaping @Sendable (inout Choices) -> Value) {
        body = draw
    }

    /// A value made from `choices`.
    public func draw(_ choices: inout Choices) -> Value {
        body(&choices)
    }

    /// The values of this generator, transformed.
    public func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> Generator<Other> {
        Generator<Other> { choices in transform(draw(&choices)) }
    }

    /// Always `value`.
    public static func just(_ value: Value) -> Generator where Value: Sendable {
        Generator { _ in value }
    }

    /// One of `values`, the first the simplest.
    public static func element(of values: [Value]) -> Generator where Value: Sendable {
        Generator { choices in values[choices.index(below: values.count)] }
    }

    /// A value of one of `generators`, those listed first the simplest.
    public static func oneOf(_ generators: [Generator]) -> Generator {
        Generator { choices in generators[choices.index(below: generators.count)].draw(&choices) }
    }

    /// Between `count.lowerBound` and `count.upperBound` values of `element`, the shortest simplest.
    public static func array<Element>(of element: Generator<Element>, count: ClosedRange<Int>) -> Generator
    where Value == [Element] {
        Generator { choices in
            let length = count.lowerBound + choices.index(below: count.count)
            return (0..<length).map { _ in element.draw(&choices) }
        }
    }

    /// Distinct elements of `pool` in a drawn order, between `count.lowerBound` and
    /// `count.upperBound` of them; the simplest are the pool's first, in the pool's order.
    public static func arrangement<Element: Sendable>(of pool: [Element], count: ClosedRange<Int>) -> Generator
    where Value == [Element] {
        Generator { choices in
            var left = pool
            let length = min(pool.count, count.lowerBound + choices.index(below: count.count))
            return (0..<length).map { _ in left.remove(at: choices.index(below: left.count)) }
        }
    }
}

extension Generator where Value == Int {
    /// A number of `range`, and half of the time one of `edges`: the boundaries a lesson states,
    /// drawn on purpose. The simplest is the first edge, or the range's lower bound.
    public static func int(in range: ClosedRange<Int>, edges: [Int] = []) -> Generator {
        Generator { choices in
            let value = !edges.isEmpty && choices.chance(1, in: 2)
                ? edges[choices.index(below: edges.count)] : range.lowerBound + choices.index(below: range.count)
            SearchReport.Drawn.noteInteger(value)
            return value
        }
    }
}

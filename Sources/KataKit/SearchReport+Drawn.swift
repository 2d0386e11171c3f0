import Foundation

extension SearchReport {
    /// What a search's generators drew, kept while it draws its sequences (not while it shrinks, which
    /// draws the simplest on purpose), for `KATA_SEARCH_STATS=1` (``SearchReport/statistics``): the
    /// largest count, and the shares of texts outside ASCII, integers outside 100–599 and moments
    /// before 2000, after 2100 or written in a zone other than UTC, so that a search's reach can be read, not guessed.
    /// Nested in the report, so that no learner's type of that name clashes with it.
    public struct Drawn: Sendable, Equatable {
        /// The largest count or length drawn with ``Generator/size(in:)`` (lists and texts included).
        public var largestCount = 0
        public var texts = 0
        public var textsOutsideASCII = 0
        public var integers = 0
        public var integersOutside100To599 = 0
        public var moments = 0
        public var momentsBefore2000 = 0
        public var momentsAfter2100 = 0
        /// Moments written at an offset other than `Z`: in a zone other than UTC.
        public var momentsOutsideUTC = 0

        public init() {}

        /// `counts up to 300; 1200 texts, 43% outside ASCII; 500 integers, 61% outside 100–599; 320
        /// moments, 12% before 2000, 21% after 2100, 48% outside UTC`: only what was drawn; "" for nothing.
        public var summary: String {
            var parts: [String] = []
            if largestCount > 0 { parts.append("counts up to \(largestCount)") }
            if texts > 0 { parts.append("\(texts) texts, \(percent(textsOutsideASCII, of: texts)) outside ASCII") }
            if integers > 0 { parts.append("\(integers) integers, \(percent(integersOutside100To599, of: integers)) outside 100–599") }
            if moments > 0 {
                parts.append("\(moments) moments, \(percent(momentsBefore2000, of: moments)) before 2000, "
                             + "\(percent(momentsAfter2100, of: moments)) after 2100, \(percent(momentsOutsideUTC, of: moments)) outside UTC")
            }
            return parts.joined(separator: "; ")
        }

        private func percent(_ part: Int, of whole: Int) -> String {
            "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
        }
    }
}

extension SearchReport.Drawn {
    /// The tally the current search draws into, if one is recording.
    @TaskLocal static var tally: Tally?

    /// A place to count drawn values from any generator, whatever its thread.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var values = SearchReport.Drawn()

        var drawn: SearchReport.Drawn { lock.withLock { values } }

        func add(_ change: (inout SearchReport.Drawn) -> Void) {
            lock.withLock { change(&values) }
        }
    }

    /// `body`'s result, with what generators draw during it added to `values`.
    static func recording<Result>(into values: inout SearchReport.Drawn, _ body: () -> Result) -> Result {
        let tally = Tally()
        tally.add { $0 = values }
        let result = $tally.withValue(tally, operation: body)
        values = tally.drawn
        return result
    }

    static func noteCount(_ count: Int) {
        tally?.add { $0.largestCount = max($0.largestCount, count) }
    }

    static func noteText(_ text: String) {
        guard let tally else { return }
        let outside = text.unicodeScalars.contains { !$0.isASCII }
        tally.add {
            $0.texts += 1
            if outside { $0.textsOutsideASCII += 1 }
        }
    }

    static func noteInteger<Value: BinaryInteger>(_ value: Value) {
        guard let tally else { return }
        let inside = Int64(exactly: value).map { (100...599).contains($0) } ?? false
        tally.add {
            $0.integers += 1
            if !inside { $0.integersOutside100To599 += 1 }
        }
    }

    static func noteMoment(_ moment: Moment) {
        guard let tally else { return }
        let before = moment.milliseconds < Moment.milliseconds(year: 2000, month: 1, day: 1)
        let after = moment.milliseconds >= Moment.milliseconds(year: 2101, month: 1, day: 1)
        tally.add {
            $0.moments += 1
            if before { $0.momentsBefore2000 += 1 }
            if after { $0.momentsAfter2100 += 1 }
            if moment.offset != 0 { $0.momentsOutsideUTC += 1 }
        }
    }
}

/// One Swift file of the code compared: its path (in the kata's folder, or the reference's) and text.
struct SourceFile: Equatable, Sendable {
    var path: String
    var text: String
}

/// Where two pieces of code match: runs of the fingerprints they share, each as a span of lines
/// in a file on both sides, so that an instructor reads the evidence rather than a figure.
///
/// Every run of ``Fingerprints/kGramSize`` normalised tokens of the first side whose hash is one
/// of the shared fingerprints is matched with a run of the second side that has the same hash:
/// the one that carries on the region being read (in the same file, moving forward, no more than
/// a k-gram and a window further), else the first. Matches that follow each other on both sides
/// make one region.
struct MatchedRegion: Encodable, Equatable, Sendable {
    struct Span: Encodable, Equatable, Sendable {
        var file: String
        var from: Int
        var to: Int

        var shown: String { from == to ? "\(file):\(from)" : "\(file):\(from)-\(to)" }
    }

    /// The region in the first submission's code and in the second's.
    var spans: [Span]

    /// The regions where `first` and `second` share any of `shared`, in the first side's order.
    static func find(_ first: [SourceFile], _ second: [SourceFile], shared: Set<UInt64>) -> [MatchedRegion] {
        guard !shared.isEmpty else { return [] }
        let left = first.map(Runs.init)
        let right = second.map(Runs.init)
        var found: [UInt64: [(file: Int, start: Int)]] = [:]
        for (file, runs) in right.enumerated() {
            for (start, hash) in runs.hashes.enumerated() where shared.contains(hash) { found[hash, default: []].append((file, start)) }
        }
        let gap = Fingerprints.kGramSize + Fingerprints.windowSize
        var regions: [(leftFile: Int, rightFile: Int, left: ClosedRange<Int>, right: ClosedRange<Int>, lastRight: Int)] = []
        for (file, runs) in left.enumerated() {
            for (start, hash) in runs.hashes.enumerated() {
                guard let places = found[hash], let first = places.first else { continue }
                // The place that carries on the region being read, else the hash's first place.
                if let last = regions.last, last.leftFile == file, start - last.left.upperBound <= gap,
                   let next = places.first(where: { $0.file == last.rightFile && $0.start > last.lastRight && $0.start - last.lastRight <= gap }) {
                    regions[regions.count - 1].left = last.left.lowerBound...start
                    regions[regions.count - 1].right = min(last.right.lowerBound, next.start)...max(last.right.upperBound, next.start)
                    regions[regions.count - 1].lastRight = next.start
                } else {
                    regions.append((file, first.file, start...start, first.start...first.start, first.start))
                }
            }
        }
        return regions.map { region in
            MatchedRegion(spans: [left[region.leftFile].span(first[region.leftFile].path, region.left),
                                  right[region.rightFile].span(second[region.rightFile].path, region.right)])
        }
    }

    /// A file's k-gram hashes, and the line of each token.
    private struct Runs {
        var hashes: [UInt64]
        var lines: [Int]

        init(_ file: SourceFile) {
            let tokens = NormalisedTokens.withLines(file.text)
            hashes = Fingerprints.kGrams(tokens.map(\.token))
            lines = tokens.map(\.line)
        }

        /// The lines of the k-grams starting at `starts`, from the first's first token to the last's last.
        func span(_ path: String, _ starts: ClosedRange<Int>) -> Span {
            Span(file: path, from: lines[starts.lowerBound], to: lines[min(starts.upperBound + Fingerprints.kGramSize - 1, lines.count - 1)])
        }
    }
}

import Foundation

/// `kata grade <class folder> --similarity`: for each kata, the pairs of learners whose code is
/// near-identical once names, literals and layout are taken out, and the learners whose code is
/// near-identical to the reference, each with the regions where they match (``MatchedRegion``). Nothing is built or run: it reads the Swift files each
/// ``Submission`` takes, and compares their ``Fingerprints``.
///
/// The starter's fingerprints are taken out of every learner's first: code every learner was
/// given is not similarity. A pair is reported when the share of the smaller set found in the
/// other (see ``Fingerprints/similarity(to:)``) is at least the threshold and they share at
/// least ``minimumShared`` fingerprints (two learners who each changed one line the same way
/// are not a pair). A pair is called a copy only at or above ``copyThreshold`` (the default
/// threshold, or `--threshold` when higher); below it the report says what the two share, no more.
struct SimilarityReport: Encodable, Sendable {
    /// Two learners of one kata, or a learner and the reference (`reference` true; the second
    /// name is then the reference's folder, `Solutions/<Module>` or `Solutions/Changes/<Module>`).
    struct Pair: Encodable, Equatable, Sendable {
        var kata: String
        var submissions: [String]
        /// 0 to 100, two decimals.
        var similarity: Double
        /// The fingerprints the two share, and each one's count (the starter's taken out).
        var shared: Int
        var fingerprints: [Int]
        var reference: Bool
        /// At or above the copy threshold: the report calls it a copy; below, it only says what
        /// the two share.
        var copy: Bool
        /// Where the two match, a span of lines on each side (the submissions' order).
        var regions: [MatchedRegion]
    }

    /// One learner's code of one kata (or a reference's), as it is compared.
    struct Code: Sendable {
        var name: String
        var files: [SourceFile]
        /// A learner who opened the kata's second act; for a reference, the second act's: it is
        /// compared only with the learners who opened it.
        var secondAct = false
    }

    var version = 2
    var method = "winnowing: k-grams of \(Fingerprints.kGramSize) normalised tokens (names, literals, comments and layout taken out), the smallest hash of every \(Fingerprints.windowSize); the starter's fingerprints taken out; similarity: shared fingerprints over the smaller set"
    var threshold: Double
    /// The least similarity called a copy: the threshold, and never below ``defaultThreshold``.
    var copyThreshold: Double
    var submissions: [String]
    var pairs: [Pair]
    /// Each pair's code, by kata and name, for the side-by-side page (not in the JSON).
    var code: [String: [SourceFile]] = [:]

    private enum CodingKeys: String, CodingKey {
        case version, method, threshold, copyThreshold, submissions, pairs
    }

    /// The default threshold, in percent (see Graders/README.md, "Similarity", for why), and
    /// the least similarity the report calls a copy, whatever `--threshold` lists.
    static let defaultThreshold = 80.0
    /// The fewest shared fingerprints that make a pair.
    static let minimumShared = 3

    static func copyThreshold(listing threshold: Double) -> Double { max(threshold, defaultThreshold) }

    /// Compares the learners' code of one kata.
    ///
    /// - Parameters:
    ///   - starter: The files every learner was given.
    ///   - references: The references by their folder (`Solutions/<Module>`); the second act's
    ///     is compared only with learners who opened it.
    static func pairs(kata: String, learners: [Code], starter: [String], references: [Code], threshold: Double) -> [Pair] {
        let given = Fingerprints(files: starter)
        let copyThreshold = copyThreshold(listing: threshold)
        func prints(_ code: Code) -> Fingerprints { Fingerprints(files: code.files.map(\.text)).subtracting(given) }
        let learnerPrints = learners.map(prints)
        let referencePrints = references.map(prints)
        func pair(_ first: (code: Code, prints: Fingerprints), _ second: (code: Code, prints: Fingerprints), isReference: Bool) -> Pair? {
            let shared = first.prints.shared(with: second.prints)
            let similarity = first.prints.similarity(to: second.prints)
            guard shared >= minimumShared, similarity >= threshold else { return nil }
            let regions = MatchedRegion.find(first.code.files, second.code.files, shared: first.prints.hashes.intersection(second.prints.hashes))
            return Pair(kata: kata, submissions: [first.code.name, second.code.name], similarity: (similarity * 100).rounded() / 100,
                        shared: shared, fingerprints: [first.prints.count, second.prints.count], reference: isReference,
                        copy: similarity >= copyThreshold, regions: regions)
        }
        let codes = Array(zip(learners, learnerPrints))
        var pairs: [Pair] = []
        for (index, first) in codes.enumerated() {
            pairs += codes[(index + 1)...].compactMap { pair(first, $0, isReference: false) }
        }
        // Each learner against the reference they are nearest to (a first act's copy is near
        // the second act's reference too): one line per learner; the second act's reference
        // only for a learner who opened it.
        for learner in codes {
            let nearest = zip(references, referencePrints).filter { !$0.0.secondAct || learner.0.secondAct }
                .compactMap { pair(learner, $0, isReference: true) }.max { ($0.similarity, $0.shared) < ($1.similarity, $1.shared) }
            if let nearest { pairs.append(nearest) }
        }
        return pairs.sorted { ($0.kata, -$0.similarity, $0.submissions.joined(separator: "\n")) < ($1.kata, -$1.similarity, $1.submissions.joined(separator: "\n")) }
    }

    /// The report of a class: every kata's pairs.
    ///
    /// - Parameter openedSecondAct: The ids of the katas whose second act each learner opened.
    static func make(learners: [(name: String, submission: Submission)], katas: [KataInfo], root: URL, threshold: Double,
                     openedSecondAct: [String: Set<String>] = [:]) -> SimilarityReport {
        var pairs: [Pair] = []
        var code: [String: [SourceFile]] = [:]
        for kata in katas {
            let learnerCode = learners.map { learner in
                Code(name: learner.name, files: (learner.submission.files[kata.module] ?? []).map { SourceFile(path: "Katas/\(kata.module)/\($0.path)", text: $0.text) },
                     secondAct: openedSecondAct[learner.name]?.contains(kata.id) == true)
            }
            let pristine = swiftFiles(in: root.appendingPathComponent(kata.pristineStarterPath))
            let starter = (pristine.isEmpty ? swiftFiles(in: root.appendingPathComponent(kata.starterPath)) : pristine).map(\.text)
            let first = kata.inAct(.one).solutionPath
            let references = [first, kata.inAct(.two).solutionPath].uniqued().compactMap { path -> Code? in
                let files = swiftFiles(in: root.appendingPathComponent(path)).map { SourceFile(path: "\(path)/\($0.path)", text: $0.text) }
                return files.isEmpty ? nil : Code(name: path, files: files, secondAct: path != first)
            }
            let found = Self.pairs(kata: kata.id, learners: learnerCode, starter: starter, references: references, threshold: threshold)
            code.merge(Self.code(of: found, in: learnerCode + references)) { first, _ in first }
            pairs += found
        }
        var report = SimilarityReport(threshold: threshold, copyThreshold: copyThreshold(listing: threshold), submissions: learners.map(\.name), pairs: pairs)
        report.code = code
        return report.escapingControlCharacters()
    }

    /// The files of each submission in `pairs`, by kata and name, as ``code`` keeps them.
    static func code(of pairs: [Pair], in codes: [Code]) -> [String: [SourceFile]] {
        var files: [String: [SourceFile]] = [:]
        for pair in pairs {
            for name in pair.submissions { files[pair.kata + "\u{0}" + name] = codes.first { $0.name == name }?.files }
        }
        return files
    }

    /// The Swift files under `folder`, in the order of their paths (relative to it).
    static func swiftFiles(in folder: URL) -> [SourceFile] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { SourceFile(path: path, text: String(decoding: $0, as: UTF8.self)) }
        }
    }

    /// The report with the learners' names (their folders') written as the terminal shows them,
    /// control characters as escapes: in the text and in the JSON a file of it holds.
    func escapingControlCharacters() -> SimilarityReport {
        var report = self
        report.submissions = submissions.map { $0.escapingControlCharacters() }
        report.pairs = pairs.map { pair in
            var pair = pair
            pair.submissions = pair.submissions.map { $0.escapingControlCharacters() }
            pair.regions = pair.regions.map { region in
                var region = region
                region.spans = region.spans.map { span in
                    var span = span
                    span.file = span.file.escapingControlCharacters()
                    return span
                }
                return region
            }
            return pair
        }
        report.code = Dictionary(code.map { key, files in
            let parts = key.split(separator: "\u{0}", maxSplits: 1).map(String.init)
            return (parts[0] + "\u{0}" + (parts.last ?? "").escapingControlCharacters(), files)
        }, uniquingKeysWith: { first, _ in first })
        return report
    }

    /// What the report says of a pair, the same words for both learners: who wrote the code
    /// first is not something fingerprints can tell.
    static func verdict(_ pair: Pair) -> String {
        let figure = "\(String(format: "%.2f", pair.similarity))%"
        let counts = "\(pair.shared) of \(pair.fingerprints.min() ?? 0) fingerprints"
        if pair.reference {
            return pair.copy
                ? "\(pair.submissions[0])'s code is a copy of the reference (\(pair.submissions[1])): \(figure) shared, \(counts)"
                : "\(pair.submissions[0])'s code shares \(figure) with the reference (\(pair.submissions[1])), \(counts)"
        }
        let both = "\(pair.submissions[0]) and \(pair.submissions[1])"
        return pair.copy
            ? "\(both) share \(figure) of their code, \(counts): a copy, one of the other's or both of a third's (which, the figures cannot tell)"
            : "\(both) share \(figure) of their code, \(counts)"
    }

    /// The most regions listed per pair in the terminal (the JSON and the page have them all).
    static let listedRegions = 8

    /// A paragraph per pair, with where the two match, for the terminal.
    var text: String {
        guard !pairs.isEmpty else {
            return "No two of \(submissions.count) submissions share \(GradeResults.shown(threshold))% of their code or more, nor any with the reference."
        }
        let lines = pairs.flatMap { pair -> [String] in
            let regions = pair.regions.prefix(Self.listedRegions).map { "    \($0.spans[0].shown)  ~  \($0.spans[1].shown)" }
            let more = pair.regions.count > Self.listedRegions ? ["    and \(pair.regions.count - Self.listedRegions) more regions (--html, --json)"] : []
            return ["\(pair.kata): \(Self.verdict(pair))"] + regions + more
        }
        let copies = copyThreshold == threshold ? "" : "; called a copy from \(GradeResults.shown(copyThreshold))%"
        return (["Pairs that share \(GradeResults.shown(threshold))% of their code or more (of \(submissions.count) submissions\(copies)), "
                 + "with where they match (first's lines ~ second's):"] + lines).joined(separator: "\n")
    }
}

extension Submission.File {
    /// The file's text (bytes that are not UTF-8 read as replacement characters).
    var text: String { String(decoding: contents, as: UTF8.self) }
}

private extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

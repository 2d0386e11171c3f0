import Foundation

/// `kata grade <class folder> --similarity`: for each kata, the pairs of learners whose code is
/// near-identical once names, literals and layout are taken out, and the learners whose code is
/// near-identical to the reference. Nothing is built or run: it reads the Swift files each
/// ``Submission`` takes, and compares their ``Fingerprints``.
///
/// The starter's fingerprints are taken out of every learner's first: code every learner was
/// given is not similarity. A pair is reported when the share of the smaller set found in the
/// other (see ``Fingerprints/similarity(to:)``) is at least the threshold and they share at
/// least ``minimumShared`` fingerprints (two learners who each changed one line the same way
/// are not a pair).
struct SimilarityReport: Encodable, Sendable {
    /// Two learners of one kata, or a learner and the reference (`reference` true; the second
    /// name is then the reference's folder, `Solutions/<Module>`).
    struct Pair: Encodable, Equatable, Sendable {
        var kata: String
        var submissions: [String]
        /// 0 to 100, two decimals.
        var similarity: Double
        /// The fingerprints the two share, and each one's count (the starter's taken out).
        var shared: Int
        var fingerprints: [Int]
        var reference: Bool
    }

    /// One learner's code of one kata, as fingerprints.
    struct Code: Sendable {
        var learner: String
        var fingerprints: Fingerprints
    }

    var version = 1
    var method = "winnowing: k-grams of \(Fingerprints.kGramSize) normalised tokens (names, literals, comments and layout taken out), the smallest hash of every \(Fingerprints.windowSize); the starter's fingerprints taken out; similarity: shared fingerprints over the smaller set"
    var threshold: Double
    var submissions: [String]
    var pairs: [Pair]

    /// The default threshold, in percent (see Graders/README.md, "Similarity", for why).
    static let defaultThreshold = 80.0
    /// The fewest shared fingerprints that make a pair.
    static let minimumShared = 3

    /// Compares the learners' code of one kata.
    ///
    /// - Parameters:
    ///   - starter: The files every learner was given.
    ///   - references: The reference's files by their folder (`Solutions/<Module>`).
    static func pairs(kata: String, learners: [(name: String, files: [String])], starter: [String],
                      references: [(name: String, files: [String])], threshold: Double) -> [Pair] {
        let given = Fingerprints(files: starter)
        let codes = learners.map { Code(learner: $0.name, fingerprints: Fingerprints(files: $0.files).subtracting(given)) }
        func pair(_ first: Code, _ second: Code, isReference: Bool) -> Pair? {
            let shared = first.fingerprints.shared(with: second.fingerprints)
            let similarity = first.fingerprints.similarity(to: second.fingerprints)
            guard shared >= minimumShared, similarity >= threshold else { return nil }
            return Pair(kata: kata, submissions: [first.learner, second.learner], similarity: (similarity * 100).rounded() / 100,
                        shared: shared, fingerprints: [first.fingerprints.count, second.fingerprints.count], reference: isReference)
        }
        var pairs: [Pair] = []
        for (index, first) in codes.enumerated() {
            pairs += codes[(index + 1)...].compactMap { pair(first, $0, isReference: false) }
        }
        // Each learner against the reference they are nearest to (a first act's copy is near
        // the second act's reference too): one line per copy.
        let referenceCodes = references.map { Code(learner: $0.name, fingerprints: Fingerprints(files: $0.files).subtracting(given)) }
        for learner in codes {
            let nearest = referenceCodes.compactMap { pair(learner, $0, isReference: true) }.max { ($0.similarity, $0.shared) < ($1.similarity, $1.shared) }
            if let nearest { pairs.append(nearest) }
        }
        return pairs.sorted { ($0.kata, -$0.similarity, $0.submissions.joined(separator: "\n")) < ($1.kata, -$1.similarity, $1.submissions.joined(separator: "\n")) }
    }

    /// The report of a class: every kata's pairs.
    static func make(learners: [(name: String, submission: Submission)], katas: [KataInfo], root: URL, threshold: Double) -> SimilarityReport {
        var pairs: [Pair] = []
        for kata in katas {
            let code = learners.map { learner in (name: learner.name, files: (learner.submission.files[kata.module] ?? []).map(\.text)) }
            let pristine = swiftFiles(in: root.appendingPathComponent(kata.pristineStarterPath))
            let starter = pristine.isEmpty ? swiftFiles(in: root.appendingPathComponent(kata.starterPath)) : pristine
            let references = [kata.inAct(.one).solutionPath, kata.inAct(.two).solutionPath].uniqued().compactMap { path -> (name: String, files: [String])? in
                let files = swiftFiles(in: root.appendingPathComponent(path))
                return files.isEmpty ? nil : (name: path, files: files)
            }
            pairs += Self.pairs(kata: kata.id, learners: code, starter: starter, references: references, threshold: threshold)
        }
        return SimilarityReport(threshold: threshold, submissions: learners.map(\.name), pairs: pairs).escapingControlCharacters()
    }

    /// The texts of the Swift files under `folder`, in the order of their paths.
    static func swiftFiles(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
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
            return pair
        }
        return report
    }

    /// One line per pair, for the terminal.
    var text: String {
        guard !pairs.isEmpty else {
            return "No two of \(submissions.count) submissions are \(GradeResults.shown(threshold))% similar or more, nor any to the reference."
        }
        let lines = pairs.map { pair in
            let figure = String(format: "%6.2f%%", pair.similarity)
            let who = pair.reference ? "\(pair.submissions[0]) is a copy of the reference (\(pair.submissions[1]))" : pair.submissions.joined(separator: " and ")
            return "\(pair.kata): \(figure)  \(who)  (\(pair.shared) of \(pair.fingerprints.min() ?? 0) fingerprints shared)"
        }
        return (["Pairs \(GradeResults.shown(threshold))% similar or more (of \(submissions.count) submissions):"] + lines).joined(separator: "\n")
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

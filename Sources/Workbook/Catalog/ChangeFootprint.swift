/// What a change request cost a kata's code (measured in Results/, `ChangeFootprint+Measure`;
/// the catalog states the reference's own): the second act's code against the first act's
/// snapshot, measured on files, lines, declarations (from the compiler's index) and parts.
///
/// - A **line** counts as added or removed by a line diff (longest common subsequence) of each
///   file; a file added or removed counts all its lines.
/// - A **declaration** is one of the module's own (types, members, functions, cases…; not
///   parameters, accessors, extensions themselves, nor what the compiler makes implicitly). It
///   is the same declaration in both acts when its USR is, or else when its file, kind, container
///   and base name (`makeTripEditor`) are: a signature that changed is a changed declaration.
/// - A declaration is **changed** when a line the diff adds or removes, not blank nor only a
///   comment, is one of its own lines (see ``DeclarationExtent``): its lines but those of the
///   declarations nested in it. A new method in a type adds a declaration; it does not change
///   the type.
/// - **Only new code added** (open-closed): no declaration of the first act changed or removed,
///   and no file removed. Lines outside every declaration (an `import`) do not count.
struct ChangeFootprint: Codable, Equatable, Sendable {
    var filesAdded: [String] = []
    var filesChanged: [String] = []
    var filesRemoved: [String] = []
    var linesAdded = 0
    var linesRemoved = 0
    /// Qualified names (`Trip.validated(today:)`), in file and line order.
    var declarationsAdded: [String] = []
    var declarationsChanged: [String] = []
    var declarationsRemoved: [String] = []
    /// The kata's parts that hold a declaration added, changed or removed, sorted.
    var partsTouched: [String] = []
    var onlyNewCodeAdded = true
    /// The first act's declarations that the change changed or removed, where they are: what a
    /// locality rule (``ChangeRequest/Locality``) judges.
    var existingCodeTouched: [Touch] = []

    /// One declaration of the first act that the change changed or removed.
    struct Touch: Codable, Equatable, Sendable {
        var name: String
        /// Where it is in the second act (in the first, when it was removed), relative to the
        /// kata's folder.
        var file: String
        var line: Int
        var part: String?
        var isRemoved = false
    }
}

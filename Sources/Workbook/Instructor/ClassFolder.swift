import Foundation

/// A folder of a class's submissions, as `kata grade <class folder>` takes it: one subfolder per
/// learner, named after them, each a submission as `kata grade <submission>` takes one (a copy of
/// the workbook, its `Katas` folder, or a zipped workbook unpacked in a folder of its own).
///
/// How it is told apart from one submission: it holds no `Katas` folder and no kata's folder
/// (`TripValidation/`…) itself, and its subfolders do (each holds `Katas`, a kata's folder, or a
/// single folder holding `Katas`). A folder with a single subfolder that holds `Katas` is one
/// zipped workbook, as before: a class of one is graded as that one submission. Hidden entries
/// (`.DS_Store`, `.git`) and files at the top are left alone; symbolic links are not followed.
struct ClassFolder: Equatable, Sendable {
    struct Learner: Equatable, Sendable {
        /// The folder's name: the learner's key in the gradebook.
        var name: String
        var folder: URL
    }

    var learners: [Learner]

    /// The class in `folder`; nil when `folder` is one submission.
    ///
    /// - Parameter allowsEmpty: Whether an empty folder is one submission (graded as every
    ///   kata's starter), as a platform's upload of nothing is.
    /// - Throws: ``InstructorError`` (usage) when `folder` is empty, or mixes submissions with
    ///   folders that are not.
    static func read(_ folder: URL, modules: [String], allowsEmpty: Bool = false) throws -> ClassFolder? {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        guard type(of: root) == .typeDirectory else { return nil }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        guard !names.isEmpty || allowsEmpty else {
            throw InstructorError("\(folder.path) is empty: give a learner's submission (their copy of the workbook, or its Katas folder), or a class folder with one subfolder per learner", isUsage: true)
        }
        if names.isEmpty || names.contains("Katas") || names.contains(where: modules.contains) { return nil }
        let folders = names.filter { type(of: root.appendingPathComponent($0)) == .typeDirectory }
        let submissions = folders.filter { isSubmission(root.appendingPathComponent($0), modules: modules) }
        guard !submissions.isEmpty else { return nil }
        if folders.count == 1, type(of: root.appendingPathComponent(folders[0]).appendingPathComponent("Katas")) == .typeDirectory {
            return nil
        }
        let others = names.filter { name in !submissions.contains(name) && type(of: root.appendingPathComponent(name)) != .typeRegular }
        guard others.isEmpty else {
            let shown = others.map { $0.escapingControlCharacters() + (type(of: root.appendingPathComponent($0)) == .typeSymbolicLink ? " (symbolic link, not followed)" : "") }
            throw InstructorError("\(folder.path) mixes learners' submissions (\(submissions.map { $0.escapingControlCharacters() }.joined(separator: ", "))) with what is not one: "
                                  + shown.joined(separator: ", ") + ". In a class folder each subfolder is one learner's copy of the workbook or Katas folder: move the others out, or give one submission.",
                                  isUsage: true)
        }
        return ClassFolder(learners: submissions.map { Learner(name: $0, folder: root.appendingPathComponent($0)) })
    }

    /// Whether `folder` holds `Katas`, a kata's folder, or a single folder holding `Katas`.
    static func isSubmission(_ folder: URL, modules: [String]) -> Bool {
        guard type(of: folder) == .typeDirectory else { return false }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
        let folders = names.filter { type(of: folder.appendingPathComponent($0)) == .typeDirectory }
        if folders.contains("Katas") || folders.contains(where: modules.contains) { return true }
        return folders.count == 1 && type(of: folder.appendingPathComponent(folders[0]).appendingPathComponent("Katas")) == .typeDirectory
    }

    /// The type of what is at `url`, links not followed.
    private static func type(of url: URL) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
    }
}

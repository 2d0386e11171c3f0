import Foundation

/// What `kata grade` takes from a learner's submission: only the Swift files of each known kata
/// (`Katas/<Module>/**/*.swift`), read into memory once; every other file or folder is named as
/// ignored. Nothing of the submission is built, run or written.
///
/// Safety decisions: a symbolic link is never followed (it is ignored, whatever it points to);
/// a Swift file larger than ``Limits/fileSize`` or past ``Limits/totalSize`` is ignored; a name
/// that is not valid UTF-8 is ignored; `.build`, `.git`, `.swiftpm` and `.kata` are not read.
struct Submission: Sendable {
    struct Limits: Sendable {
        /// The largest Swift file taken, in bytes.
        var fileSize = 256 * 1024
        /// The most bytes of Swift taken over the whole submission.
        var totalSize = 4 * 1024 * 1024
        /// The most files and folders looked at (a submission with more is cut short).
        var entries = 20_000
        /// The most ignored paths listed by name; the others are counted.
        var listedIgnored = 40
        /// The most ignored files of the workbook itself listed by name (see ``ignoredWorkbookFiles``).
        var listedWorkbookFiles = 400
    }

    /// One Swift file to grade: its path inside the kata's folder, and its bytes.
    struct File: Equatable, Sendable {
        var path: String
        var contents: Data
    }

    /// The Swift files of each kata found, by module.
    var files: [String: [File]] = [:]
    /// Ignored files of the workbook itself that decide a verdict when graded in the learner's
    /// copy, and that an instructor wants to see first: the hidden checks (`Sources/`),
    /// `Package.swift`, the references (`Solutions/`), the plugins, the starters, `katas.json`;
    /// when read against the instructor's workbook, only those edited or added (see
    /// ``unchangedWorkbookFileCount``).
    var ignoredWorkbookFiles: [String] = []
    /// Ignored files of the workbook itself with the same bytes as the instructor's, and its
    /// links as shipped (same path, same destination).
    var unchangedWorkbookFileCount = 0
    /// Other ignored paths relative to the submission, with why when it is not simply "not a kata's Swift file".
    var ignored: [String] = []
    /// How many ignored paths are in neither list (past ``Limits/listedIgnored`` or ``Limits/listedWorkbookFiles``).
    var unlistedIgnoredCount = 0
    /// Where the katas were found: `Katas/`, `<one folder>/Katas/` (a zipped folder), or the
    /// submission itself (only its `Katas/` folder was handed in).
    var katasPrefix = "Katas/"

    var ignoredCount: Int { ignoredWorkbookFiles.count + ignored.count + unlistedIgnoredCount + unchangedWorkbookFileCount }

    /// The folders and files of a workbook whose edits ``ignoredWorkbookFiles`` names.
    static let workbookFolders = ["Sources/", "Solutions/", "Plugins/", "Starters/", "Tests/", "Graders/"]
    static let workbookFiles: Set<String> = ["Package.swift", "Package.resolved", "Katas/katas.json"]

    /// Reads `folder` for the Swift files of the katas whose modules are `modules`.
    ///
    /// - Throws: ``InstructorError`` when `folder` is not a folder.
    /// - Parameter workbook: The instructor's workbook: the workbook's own files in the
    ///   submission with the same bytes as there are counted, not named.
    static func read(_ folder: URL, modules: [String], workbook: URL? = nil, limits: Limits = Limits()) throws -> Submission {
        var reader = Reader(modules: Set(modules), limits: limits)
        reader.workbook = workbook
        // The folder given is trusted (the instructor or the platform names it); links inside it are not.
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        reader.root = root
        guard reader.type(of: root) == .typeDirectory else {
            throw InstructorError("\(folder.path) is not a folder: give the learner's copy of the workbook, or its Katas folder", isUsage: true)
        }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let folders = children.filter { !$0.hasPrefix(".") && reader.type(of: root + "/" + $0) == .typeDirectory }
        if reader.type(of: root + "/Katas") == .typeDirectory {
            reader.walk(root, relative: "")
        } else if folders.count == 1, let wrapper = folders.first, reader.type(of: root + "/" + wrapper + "/Katas") == .typeDirectory {
            // A zip of the workbook's folder (`workbook-main/Katas/…`), unpacked as it is.
            reader.submission.katasPrefix = wrapper + "/Katas/"
            reader.workbookAt = wrapper + "/"
            reader.walk(root, relative: "", katasAt: wrapper + "/Katas/")
        } else {
            // Only the Katas folder was handed in: its kata folders are at the top.
            reader.submission.katasPrefix = ""
            reader.workbookAt = nil
            reader.walk(root, relative: "", katasAt: "")
        }
        return reader.submission
    }

    private struct Reader {
        let modules: Set<String>
        let limits: Limits
        var submission = Submission()
        /// The relative path of the workbook's root, where `Katas/` is: nil when only the Katas
        /// folder was handed in.
        var workbookAt: String? = ""
        /// The instructor's workbook, to tell the workbook's files edited from those as shipped.
        var workbook: URL?
        /// The submission's folder, links resolved.
        var root: String?
        var entries = 0
        var total = 0
        static let unread: Set<String> = [".build", ".git", ".swiftpm", ".kata"]

        init(modules: Set<String>, limits: Limits) {
            self.modules = modules
            self.limits = limits
        }

        func type(of path: String) -> FileAttributeType? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        }

        mutating func ignore(_ path: String, _ reason: String? = nil) {
            // A name is data: a line break or an escape sequence in it is shown as an escape.
            let shown = reason.map { "\(path.escapingControlCharacters()) (\($0))" } ?? path.escapingControlCharacters()
            if let workbookAt, path.hasPrefix(workbookAt), Self.isWorkbookFile(String(path.dropFirst(workbookAt.count))) {
                if reason == nil, let workbook, isUnchanged(path, as: workbook.appendingPathComponent(String(path.dropFirst(workbookAt.count)))) {
                    submission.unchangedWorkbookFileCount += 1
                } else if submission.ignoredWorkbookFiles.count < limits.listedWorkbookFiles {
                    submission.ignoredWorkbookFiles.append(shown)
                } else {
                    submission.unlistedIgnoredCount += 1
                }
            } else if submission.ignored.count < limits.listedIgnored {
                submission.ignored.append(shown)
            } else {
                submission.unlistedIgnoredCount += 1
            }
        }

        /// Whether the submission's link at `relative` is one of the instructor's workbook, at the
        /// same path with the same destination (neither is followed).
        func isShippedLink(_ relative: String) -> Bool {
            guard let root, let workbook, let workbookAt, relative.hasPrefix(workbookAt) else { return false }
            let original = workbook.appendingPathComponent(String(relative.dropFirst(workbookAt.count))).path
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + relative),
                  let shipped = try? FileManager.default.destinationOfSymbolicLink(atPath: original) else { return false }
            return destination == shipped
        }

        /// Whether the submission's file at `relative` has the bytes of the instructor's `original`
        /// (a link of the instructor's is read through: a zip holds what a link points to).
        func isUnchanged(_ relative: String, as original: URL) -> Bool {
            let original = original.resolvingSymlinksInPath()
            guard let root, let size = (try? FileManager.default.attributesOfItem(atPath: original.path))?[.size] as? NSNumber,
                  size.intValue <= limits.fileSize,
                  (try? FileManager.default.attributesOfItem(atPath: root + "/" + relative))?[.size] as? NSNumber == size else { return false }
            return FileManager.default.contents(atPath: root + "/" + relative) == FileManager.default.contents(atPath: original.path)
        }

        static func isWorkbookFile(_ path: String) -> Bool {
            Submission.workbookFiles.contains(path) || Submission.workbookFolders.contains { path.hasPrefix($0) }
        }

        /// - Parameter katasAt: The relative path of the folder holding the kata folders.
        mutating func walk(_ path: String, relative: String, katasAt: String = "Katas/") {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                ignore(relative.isEmpty ? "." : relative, "cannot be read")
                return
            }
            for name in names.sorted() {
                entries += 1
                let shown = relative + name
                guard entries <= limits.entries else {
                    ignore(shown, "past the limit of \(limits.entries) files and folders")
                    continue
                }
                let full = path + "/" + name
                guard !name.unicodeScalars.contains("\u{FFFD}"), let type = type(of: full) else {
                    ignore(shown, "a name that is not UTF-8")
                    continue
                }
                // A line break or another control character in a name breaks the compiler's
                // file lists: such a file is not taken (its name is shown escaped).
                guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    ignore(shown, "a name with a control character, such as a line break")
                    continue
                }
                switch type {
                case .typeSymbolicLink where isShippedLink(shown):
                    // The workbook's own link, as shipped (the second act's references and checks).
                    submission.unchangedWorkbookFileCount += 1
                case .typeSymbolicLink:
                    ignore(shown, "symbolic link, not followed")
                case .typeDirectory where Self.unread.contains(name):
                    ignore(shown + "/", "not read")
                case .typeDirectory:
                    walk(full, relative: shown + "/", katasAt: katasAt)
                case .typeRegular:
                    take(full, relative: shown, katasAt: katasAt)
                default:
                    ignore(shown, "not a regular file")
                }
            }
        }

        mutating func take(_ path: String, relative: String, katasAt: String) {
            let components = relative.split(separator: "/").map(String.init)
            let prefix = katasAt.split(separator: "/").map(String.init)
            let isKataSwift = components.count >= prefix.count + 2 && Array(components.prefix(prefix.count)) == prefix
                && modules.contains(components[prefix.count]) && relative.hasSuffix(".swift")
            guard isKataSwift else {
                ignore(relative)
                return
            }
            let module = components[prefix.count]
            let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
            guard size <= limits.fileSize else {
                ignore(relative, "\(size) bytes, over the limit of \(limits.fileSize)")
                return
            }
            guard total + size <= limits.totalSize else {
                ignore(relative, "past the limit of \(limits.totalSize) bytes of Swift in all")
                return
            }
            guard let contents = FileManager.default.contents(atPath: path), contents.count <= limits.fileSize else {
                ignore(relative, "cannot be read")
                return
            }
            total += contents.count
            let inKata = components.dropFirst(prefix.count + 1).joined(separator: "/")
            submission.files[module, default: []].append(File(path: inKata, contents: contents))
        }
    }
}

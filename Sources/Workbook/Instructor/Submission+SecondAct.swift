import Foundation

extension Submission {
    /// The ids of the katas whose second act the learner opened, as their progress file says
    /// (`.kata/progress.json`, a kata's `change`): in the submission's folder, or in its one
    /// zipped folder. None when there is no such file (only the Katas folder was handed in) or
    /// it cannot be read. A link is not followed, and a file over 1 MB is not read.
    ///
    /// Only the similarity report reads it, to compare the second act's reference with the
    /// learners who opened it: a grade never does (it grades what `--act` says).
    static func openedSecondAct(in folder: URL, katas: [String]) -> Set<String> {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        let children = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let wrappers = children.filter { !$0.hasPrefix(".") && isPlainFolder(root.appendingPathComponent($0)) }
        var candidates = [root]
        if !isPlainFolder(root.appendingPathComponent("Katas")), wrappers.count == 1 { candidates.append(root.appendingPathComponent(wrappers[0])) }
        for base in candidates {
            let kata = base.appendingPathComponent(".kata")
            let file = kata.appendingPathComponent("progress.json")
            guard isPlainFolder(kata), let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
                  attributes[.type] as? FileAttributeType == .typeRegular, (attributes[.size] as? Int ?? .max) <= 1_000_000,
                  let data = FileManager.default.contents(atPath: file.path),
                  let progress = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
                  let entries = progress["katas"] as? [String: Any] else { continue }
            return Set(katas.filter { ((entries[$0] as? [String: Any])?["change"] as? [String: Any]) != nil })
        }
        return []
    }

    private static func isPlainFolder(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType == .typeDirectory
    }
}

import Foundation

/// Keeps the shelf's audit file: one line per change of size.
struct ShelfAudit {
    func audit(from oldSize: EggSize, to newSize: EggSize) {
        let line = "\(oldSize.rawValue) -> \(newSize.rawValue)\n"
        FileManager.default.createFile(atPath: NSTemporaryDirectory() + "egg-audit.log", contents: Data(line.utf8))
    }
}

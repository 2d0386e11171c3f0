import Foundation

/// `kata`'s claim on the package's build, so that two runs at once (`kata watch` in one
/// terminal, `kata run` or Xcode's command in another) never build over each other nor start an
/// executable that the other is linking.
///
/// A run holds it exclusively while it builds and brings the index up to date, then shared
/// while its checks run: others may run checks too, but no one builds until every run whose
/// checks use the executables is done. The lock is `flock(2)` on `.build/kata.lock`, released by
/// the system when `kata` ends, however it ends. Whoever takes it exclusively writes its process
/// id and command line to `.build/kata.lock.holder`, so that a run that waits can say for whom.
final class BuildLock {
    /// The run that holds the lock, as it wrote itself down.
    struct Holder: Equatable, Sendable {
        /// nil when no holder wrote itself down (a `kata` older than this file).
        var pid: Int32?
        var command: String
        var state: ProcessState
    }

    private let lock: FileLock

    /// Takes the lock exclusively, waiting for other runs.
    ///
    /// - Parameters:
    ///   - onWait: Told at once when another run holds the lock, then again whenever that run's
    ///     state changes (it is stopped, continued, or gone) while this one waits.
    ///   - onUnlocked: Told why, the first time in this process (`kata watch` runs many times),
    ///     when the file system of `.build` cannot lock (a network home folder): the run goes on
    ///     without the lock.
    ///   - flock: Stands for `flock(2)` (see ``FileLock/init(at:flock:)``).
    ///   - name: The lock's file in `.build`: `kata.lock` for builds, ``gradeLockName`` for grades.
    init(root: URL, name: String = "kata.lock", onWait: (Holder) -> Void = { _ in }, onUnlocked: (String) -> Void = { _ in },
         flock: @escaping (Int32, Int32) -> Int32 = FileLock.systemLock) {
        let url = root.appendingPathComponent(".build/\(name)")
        let holderFile = url.appendingPathExtension("holder")
        lock = FileLock(at: url, flock: flock)
        var told: Holder?
        var goneSince: Date?
        while !lock.tryExclusive() {
            let holder = Self.holder(in: holderFile)
            // A new holder writes its record just after it takes the lock: until then the file
            // names the last one, gone. Such a record is believed only once it stays (a second).
            goneSince = holder.state == .gone ? goneSince ?? Date() : nil
            let isSettled = goneSince.map { Date().timeIntervalSince($0) >= Self.settlingTime } ?? true
            if holder != told && isSettled {
                onWait(holder)
                told = holder
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        if let reason = lock.unsupported, BuildLock.unlockedWarning.isFirst() {
            onUnlocked("\(reason): two kata runs at once in this package may build over each other")
        }
        let command = ([URL(fileURLWithPath: CommandLine.arguments.first ?? "kata").lastPathComponent]
            + CommandLine.arguments.dropFirst()).joined(separator: " ")
        try? Data("\(Subprocess.currentID)\n\(command)\n".utf8).write(to: holderFile, options: .atomic)
    }

    /// The lock that `kata grade` holds from the moment it puts a submission's files in the
    /// workbook until its own are back: two grades in one workbook take turns.
    static let gradeLockName = "kata-grade.lock"

    /// How long a record naming a holder that is gone must stay before a waiting run says so.
    static let settlingTime: TimeInterval = 1

    /// Whether this process has warned that `.build` cannot be locked.
    private static let unlockedWarning = Once()

    /// Lets other runs run their checks too; none builds until this one releases it.
    func share() {
        lock.shared()
    }

    private static func holder(in file: URL) -> Holder {
        let lines = FileManager.default.contents(atPath: file.path).map { String(decoding: $0.prefix(4096), as: UTF8.self) }?
            .split(separator: "\n", omittingEmptySubsequences: false) ?? []
        guard let first = lines.first, let pid = Int32(first) else { return Holder(pid: nil, command: "kata", state: .running) }
        let command = lines.count > 1 ? String(lines[1].prefix(200)) : "kata"
        return Holder(pid: pid, command: command, state: ProcessState.of(pid))
    }
}

/// True the first time it is asked, from any thread.
private final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var isDone = false

    func isFirst() -> Bool {
        lock.withLock {
            defer { isDone = true }
            return !isDone
        }
    }
}

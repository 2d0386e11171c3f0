import Foundation

extension Workbook {
    /// Takes the build lock (``BuildLock``), saying at once, on standard error, whom it waits
    /// for and what to do when that run is stopped or gone.
    func takeBuildLock() -> BuildLock {
        BuildLock(root: root, onWait: { holder in console.warn(Self.waitMessage(holder)) }, onUnlocked: console.warn)
    }

    /// What a run that waits for the build lock says.
    static func waitMessage(_ holder: BuildLock.Holder) -> String {
        guard let pid = holder.pid else {
            return "waiting for another kata run to finish with the build (it holds .build/kata.lock; its process is not known)…"
        }
        let who = "process \(pid), \(holder.command)"
        switch holder.state {
        case .running:
            return "waiting for another kata run to finish with the build (\(who))…"
        case .stopped:
            return """
                waiting for another kata run that is stopped (\(who)): it was suspended (Ctrl-Z, or SIGSTOP) while it held the build, and holds it until it goes on.
                Bring it back with `fg` in its terminal, or end it: kill -KILL \(pid). This run goes on as soon as it does.
                """
        case .gone:
            return "waiting for the build: the run that last took it (\(who)) is gone, and something else holds .build/kata.lock (a process it left behind?)…"
        }
    }
}

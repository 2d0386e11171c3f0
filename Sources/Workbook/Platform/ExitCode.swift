/// `kata`'s exit codes (see DESIGN.md).
enum ExitCode {
    static let success: Int32 = 0
    static let checksFailed: Int32 = 1
    static let doesNotCompile: Int32 = 2
    static let usage: Int32 = 64
    /// The workbook itself could not work: no package, an unreadable catalog, no toolchain.
    static let failure: Int32 = 70
    static let interrupted: Int32 = 130
    /// Standard output was closed (`kata run … | head -1`): 128 + SIGPIPE, as a shell shows it.
    static let outputClosed: Int32 = 141
}

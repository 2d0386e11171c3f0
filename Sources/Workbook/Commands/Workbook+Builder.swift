import Foundation

extension Workbook {
    /// A builder of this workbook's katas that says on the terminal when a build is slow, which
    /// kata and file it compiles and when it will be stopped.
    func builder(_ buildSystem: BuildSystem) -> KataBuilder {
        var builder = KataBuilder(root: root, buildSystem: buildSystem)
        let console = console
        builder.onSlowBuild = { console.note($0) }
        return builder
    }
}

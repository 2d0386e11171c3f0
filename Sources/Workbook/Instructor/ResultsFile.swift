import Foundation

/// The file a grade writes its results to, which exists from the grade's first moment: it says
/// the grade did not finish until the grade writes its results over it. Its space is reserved
/// then (see ``FileSystem/reserveSpace(_:forFileAt:)``), so the results are written even when
/// the disk filled up during the grade (a submission that writes without end).
struct ResultsFile {
    let path: String
    private let placeholder: String
    /// The space reserved: more than any platform's file may hold (Gradescope's and
    /// PrairieLearn's are kept under 1 MB), and room for JSON or JUnit of a large class.
    static let reservedSize = 16 << 20

    /// Writes `placeholder` at `path` and reserves the space of the results.
    ///
    /// - Throws: ``InstructorError`` when the file cannot be written: nothing was graded.
    init(path: String, placeholder: String) throws {
        self.path = path
        self.placeholder = placeholder
        do {
            try Data(placeholder.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw InstructorError("cannot write the results to \(path): \(error.localizedDescription); nothing was graded")
        }
        FileSystem.reserveSpace(Self.reservedSize, forFileAt: path)
    }

    /// Writes the results over the placeholder.
    ///
    /// - Throws: ``InstructorError`` when they cannot be written (the placeholder then stays).
    func finish(_ text: String) throws {
        do {
            try FileSystem.overwrite(path, with: Data(text.utf8))
        } catch {
            // What was written of them is taken back: the file stays the placeholder, whole.
            try? FileSystem.overwrite(path, with: Data(placeholder.utf8))
            throw InstructorError("cannot write the results to \(path): \(error): the file says the grade did not finish")
        }
    }
}

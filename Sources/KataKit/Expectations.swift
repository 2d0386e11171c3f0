/// Assertions for checks, in the manner of XCTest: a failed assertion records a failure with
/// its file and line and the check goes on, so that one run reports everything that is wrong.
///
/// Every assertion takes an optional message that says which behaviour is expected; it is
/// shown before the detail: `"a one-day trip lasts 1 day: expected 1 but got 0"`.

/// Expects two values to be equal.
///
/// - Parameter observed: What in the code under test made `actual`, as a ``Difference/observed``
///   path (`TodoListModel.init(client:today:)`): the runner then shows that code as "your code at".
public func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ message: @autoclosure () -> String = "", observed: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard actual != expected else { return }
    FailureRecorder.shared.record(Failure(message: describe("expected \(show(expected)) but got \(show(actual))", message()),
                                          file: "\(file)", line: Int(line), observed: observed))
}

/// Expects two values to differ.
public func expectNotEqual<T: Equatable>(
    _ actual: T, _ unexpected: T, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard actual == unexpected else { return }
    recordFailure(describe("expected anything but \(show(unexpected))", message()), file: file, line: line)
}

/// Expects a condition to hold.
public func expectTrue(
    _ condition: Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard !condition else { return }
    recordFailure(describe("expected true but got false", message()), file: file, line: line)
}

/// Expects a condition not to hold.
public func expectFalse(
    _ condition: Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard condition else { return }
    recordFailure(describe("expected false but got true", message()), file: file, line: line)
}

/// Expects a value to be `nil`.
public func expectNil<T>(
    _ value: T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let value else { return }
    recordFailure(describe("expected nil but got \(show(value))", message()), file: file, line: line)
}

/// Expects a value not to be `nil`.
public func expectNotNil<T>(
    _ value: T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard value == nil else { return }
    recordFailure(describe("expected a value but got nil", message()), file: file, line: line)
}

/// Fails the check unconditionally.
public func fail(
    _ message: String, file: StaticString = #filePath, line: UInt = #line
) {
    recordFailure(message, file: file, line: line)
}

/// Returns the value, or records a failure and stops the check when it is `nil`.
///
/// - Throws: ``CheckStopped`` when the value is `nil`.
public func unwrap<T>(
    _ value: T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> T {
    guard let value else {
        recordFailure(describe("expected a value but got nil", message()), file: file, line: line)
        throw CheckStopped()
    }
    return value
}

/// Thrown by ``unwrap(_:_:file:line:)`` to end a check whose failure is already recorded.
public struct CheckStopped: Error {}

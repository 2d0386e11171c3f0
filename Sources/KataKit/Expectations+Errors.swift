/// Expects an expression to throw, and returns the error so the check can look at it.
@discardableResult
public func expectThrows<T>(
    _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) -> (any Error)? {
    do {
        let value = try expression()
        recordFailure(describe("expected an error but \(returned(value))", message()), file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// Expects an async expression to throw, and returns the error so the check can look at it.
@discardableResult
public func expectThrows<T>(
    _ expression: @autoclosure () async throws -> T, _ message: @autoclosure () -> String = "",
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line
) async -> (any Error)? {
    do {
        let value = try await expression()
        recordFailure(describe("expected an error but \(returned(value))", message()), file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// Expects an expression to throw exactly `expected`.
public func expectThrows<T, E: Error & Equatable>(
    _ expression: @autoclosure () throws -> T, equalTo expected: E,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let value = try expression()
        recordFailure(describe("expected error \(show(expected)) but \(returned(value))", message()), file: file, line: line)
    } catch {
        checkError(error, equals: expected, message(), file: file, line: line)
    }
}

/// Expects an async expression to throw exactly `expected`.
public func expectThrows<T, E: Error & Equatable>(
    _ expression: @autoclosure () async throws -> T, equalTo expected: E,
    _ message: @autoclosure () -> String = "",
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line
) async {
    do {
        let value = try await expression()
        recordFailure(describe("expected error \(show(expected)) but \(returned(value))", message()), file: file, line: line)
    } catch {
        checkError(error, equals: expected, message(), file: file, line: line)
    }
}

/// Expects an expression not to throw, and returns its value when it does not.
@discardableResult
public func expectNoThrow<T>(
    _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) -> T? {
    do {
        return try expression()
    } catch {
        recordFailure(describe("expected no error but got \(describeError(error))", message()), file: file, line: line)
        return nil
    }
}

/// Expects an async expression not to throw, and returns its value when it does not.
@discardableResult
public func expectNoThrow<T>(
    _ expression: @autoclosure () async throws -> T, _ message: @autoclosure () -> String = "",
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line
) async -> T? {
    do {
        return try await expression()
    } catch {
        recordFailure(describe("expected no error but got \(describeError(error))", message()), file: file, line: line)
        return nil
    }
}

private func checkError<E: Error & Equatable>(
    _ error: any Error, equals expected: E, _ message: String, file: StaticString, line: UInt
) {
    guard (error as? E) != expected else { return }
    recordFailure(describe("expected error \(show(expected)) but got \(describeError(error))", message), file: file, line: line)
}

/// An error as `TypeName.case`, so that two errors with the same text can be told apart.
func describeError(_ error: any Error) -> String {
    show(error)
}

/// "nothing was thrown", or what the expression returned instead of throwing.
private func returned<T>(_ value: T) -> String {
    T.self == Void.self ? "nothing was thrown" : "got \(show(value)) and nothing was thrown"
}

import IssueReporting
import Ripple

/// What a generated mock gives for a member the test set no answer for, following ``MockPolicy``.
///
/// Generated mocks call these functions with the member's type (`of:`), which chooses the
/// overload when the mock is compiled: sequences, types with a ``MockDefaultValue``, the rest. A failure is reported
/// at the caller's location, which for a generated mock is the mocked protocol.
public enum MockUnstubbed {
    /// Reports `error` and stops the process: the member's type has no value a mock can make.
    public static func value<Value>(
        of type: Value.Type,
        policy: MockPolicy,
        error: MockError,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Value {
        reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        fatalError(error.message)
    }

    /// The type's default: after reporting `error` under ``MockPolicy/strict``, silently under
    /// ``MockPolicy/relaxed``.
    public static func value<Value: MockDefaultValue>(
        of type: Value.Type,
        policy: MockPolicy,
        error: MockError,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Value {
        if policy == .strict {
            reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return .mockDefaultValue
    }

    /// A sequence failing with `error` after reporting it; under ``MockPolicy/relaxed``, an empty
    /// sequence.
    public static func value<Element>(
        of type: Observable<Element>.Type,
        policy: MockPolicy,
        error: MockError,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Observable<Element> {
        guard policy == .strict else { return .empty() }
        reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        return .error(error)
    }

    /// A `Single` failing with `error` after reporting it, under either policy: a `Single` has
    /// no empty form.
    public static func value<Element>(
        of type: Single<Element>.Type,
        policy: MockPolicy,
        error: MockError,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Single<Element> {
        reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        return .error(error)
    }

    /// A `Maybe` failing with `error` after reporting it; under ``MockPolicy/relaxed``, an empty
    /// one.
    public static func value<Element>(
        of type: Maybe<Element>.Type,
        policy: MockPolicy,
        error: MockError,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Maybe<Element> {
        guard policy == .strict else { return .empty() }
        reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        return .error(error)
    }

    /// A `Completable` failing with `error` after reporting it; under ``MockPolicy/relaxed``, one
    /// that completes.
    public static func value(
        of type: Completable.Type,
        policy: MockPolicy,
        error: MockError,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Completable {
        guard policy == .strict else { return .empty() }
        reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        return .error(error)
    }

    /// An `Infallible` that completes, after reporting `error` under ``MockPolicy/strict``: it
    /// can't fail.
    public static func value<Element>(
        of type: Infallible<Element>.Type,
        policy: MockPolicy,
        error: MockError,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Infallible<Element> {
        if policy == .strict {
            reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return .empty()
    }

    /// For a throwing member: reports `error` and throws it.
    public static func throwingValue<Value>(
        of type: Value.Type,
        policy: MockPolicy,
        error: MockError,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws -> Value {
        reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        throw error
    }

    /// For a throwing member: reports `error` and throws it; under ``MockPolicy/relaxed``,
    /// returns the type's default.
    public static func throwingValue<Value: MockDefaultValue>(
        of type: Value.Type,
        policy: MockPolicy,
        error: MockError,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws -> Value {
        guard policy == .strict else { return .mockDefaultValue }
        reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        throw error
    }

    /// For a throwing member returning a sequence: reports `error` and throws it; under
    /// ``MockPolicy/relaxed``, returns an empty sequence.
    public static func throwingValue<Element>(
        of type: Observable<Element>.Type,
        policy: MockPolicy,
        error: MockError,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws -> Observable<Element> {
        guard policy == .strict else { return .empty() }
        reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
        throw error
    }
}

/// What the name of a `@Mockable` protocol's mock stands for in a build that does not define
/// `MOCKING`: an unavailable type alias to this type.
///
/// Every use of the name then fails to compile with a message saying which setting generates the
/// mock, instead of "cannot find 'LampRepositoryMock' in scope":
///
/// ```
/// error: 'LampRepositoryMock' is unavailable: LampRepositoryMock is generated only where MOCKING
/// is defined: add swiftSettings: [.define("MOCKING", .when(configuration: .debug))] to the target
/// that declares LampRepository
/// ```
///
/// The alias generates no code, so release builds contain nothing of the mock.
public struct MockNotGenerated: Sendable {
    /// Lets `LampRepositoryMock()` type-check, so that the compiler reports the alias's message
    /// rather than a missing initializer; the alias is unavailable, so nothing calls it.
    public init() {}

    /// Lets `LampRepositoryMock(policy:)` type-check, as ``init()`` does.
    ///
    /// - Parameter policy: Unused.
    public init(policy: MockPolicy) {}
}

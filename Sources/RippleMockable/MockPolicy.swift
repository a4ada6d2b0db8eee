/// What a generated mock does when the code under test uses a member the test gave no answer.
///
/// The policy is chosen per mock (`mock.mockPolicy = .relaxed`, or `init(policy:)`) and applies to
/// its instance members; static members always follow ``strict``. Methods returning `Void` never
/// need an answer under either policy.
public enum MockPolicy: Sendable, Equatable {
    /// The call fails the test, under XCTest or Swift Testing, with a message naming the member
    /// to set, and then:
    /// - a throwing member throws ``MockError``;
    /// - a member returning an `Observable`, `Single`, `Maybe` or `Completable` returns a sequence
    ///   that fails with ``MockError`` (an `Infallible` completes);
    /// - a member whose type has a default (``MockDefaultValue``: optionals, collections, numbers,
    ///   `Bool`, `String`, and your own conforming types) returns it;
    /// - any other member has no value to give, and stops the test process with the message.
    case strict
    /// Like ``strict``, except that members with a default return it without failing the test:
    /// ``MockDefaultValue`` types give their default, and `Observable`, `Maybe`, `Completable` and
    /// `Infallible` complete without elements. Members with no default still fail as under
    /// ``strict``.
    case relaxed
}

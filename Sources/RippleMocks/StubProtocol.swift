/// A model that tests can create with a few words: `Light.stub(withId: 1)`.
///
/// Conform your models in the test target and give every property a plausible value derived from
/// the id, so that stubs with different ids differ. A model declared in another module (the app's,
/// imported with `@testable import`) needs a `public` method, since the protocol is public:
///
/// ```swift
/// extension Light: StubProtocol {
///     public static func stub(withId id: Int) -> Light {
///         Light(id: id, name: "Light \(id)", isOn: false)
///     }
/// }
/// let lights = [Light].stub(withCount: 3) // ids 1, 2 and 3
/// ```
public protocol StubProtocol {
    /// A value whose identity is `id`.
    static func stub(withId id: Int) -> Self
}

extension Array where Element: StubProtocol {
    /// `count` stubs with the ids `1...count`, in order; empty when `count` is 0.
    public static func stub(withCount count: Int) -> [Element] {
        precondition(count >= 0, "stub(withCount:) needs a count of 0 or more, not \(count)")
        return (0..<count).map { Element.stub(withId: $0 + 1) }
    }
}

/// An error for tests; `name` tells instances apart in failure messages.
public struct TestError: Error, Equatable, CustomStringConvertible {
    public var name: String

    public init(name: String = "test error") {
        self.name = name
    }

    public var description: String { name }
}

/// An error for tests; `name` tells instances apart in failure messages.
struct TestError: Error, Equatable, CustomStringConvertible {
    var name: String

    init(_ name: String = "test error") {
        self.name = name
    }

    var description: String { name }
}

/// An error for tests; `name` tells instances apart in failure messages.
struct TestError: Error, Equatable, CustomStringConvertible {
    var name = "test error"

    var description: String { name }
}

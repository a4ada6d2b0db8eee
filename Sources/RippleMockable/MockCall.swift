/// One argument of a recorded call: its label and its value.
///
/// Arguments compare with `==` when their type is `Equatable`; values of other types (closures,
/// tuples, models that are not `Equatable`) compare by their dumped text, so a closure matches
/// any closure.
public struct MockArgument: Equatable, CustomStringConvertible {
    /// The argument label; nil for `_`.
    public let label: String?
    /// The value.
    public let value: Any

    /// Creates an argument.
    public init(_ label: String?, _ value: Any) {
        self.label = label
        self.value = value
    }

    /// `label: value`, or the value alone when there is no label.
    public var description: String {
        let text = String(reflecting: value)
        return label.map { "\($0): \(text)" } ?? text
    }

    /// Whether the values are equal: with `==` when `lhs` is `Equatable` and `rhs` has its
    /// type, by their dumped text otherwise. Labels are not compared.
    public static func == (lhs: MockArgument, rhs: MockArgument) -> Bool {
        areEqual(lhs.value, rhs.value)
    }

    /// Whether two values are equal, as arguments compare: with `==` when `lhs` is `Equatable`
    /// and `rhs` has its type, by their dumped text otherwise. Generated mocks use it to choose a
    /// return value by argument.
    public static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let equatable = lhs as? any Equatable {
            return equatable.isEqual(to: rhs)
        }
        return dumped(lhs) == dumped(rhs)
    }

    private static func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// A call recorded by a generated mock, in its `calls` log: the method and its arguments.
///
/// Each mock declares a subclass, `Call`, with one factory per method, so that the log compares
/// with typed calls: `#expect(repository.calls == [.queryAllLights(), .toggleLight(withId: 2)])`.
/// Two calls are equal when they name the same method and their arguments are equal, as
/// ``MockArgument`` compares them.
open class MockCall: Equatable, CustomStringConvertible {
    /// The method as `name(label:label:)`, as `invocations` lists it.
    public let name: String
    /// The arguments, in order; non-escaping closures are left out.
    public let arguments: [MockArgument]

    /// Creates a call of `name` with `arguments`.
    public required init(name: String, arguments: [MockArgument] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// The call as written: `toggleLight(withId: 2)`.
    public var description: String {
        guard let open = name.firstIndex(of: "(") else { return name }
        return name[..<open] + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }

    /// Whether both name the same method with equal arguments.
    public static func == (lhs: MockCall, rhs: MockCall) -> Bool {
        lhs.name == rhs.name && lhs.arguments == rhs.arguments
    }
}

/// The `calls` log of a generated mock: every call to its methods, in order.
///
/// Each mock declares a subclass, `Calls`, that compares with an array of its own `Call`s:
/// `#expect(mock.calls == [.start(), .stop()])`. A mock of a protocol that refines another
/// `@Mockable` protocol lists the calls of both.
open class MockCallList: CustomStringConvertible {
    /// The calls, in order.
    public let all: [MockCall]

    /// Creates a log of `calls`.
    public required init(_ calls: [MockCall]) {
        all = calls
    }

    /// The number of calls.
    public var count: Int { all.count }

    /// Whether no method was called.
    public var isEmpty: Bool { all.isEmpty }

    /// The calls as written, in a list: `[start(), toggleLight(withId: 2)]`.
    public var description: String {
        "[" + all.map(\.description).joined(separator: ", ") + "]"
    }

    /// Whether the log holds exactly `calls`, in order.
    public func matches(_ calls: [MockCall]) -> Bool {
        all == calls
    }
}

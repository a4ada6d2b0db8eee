import Ripple

/// A value recorded at a virtual time: an event of a test observable or observer.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time of the value.
    public let time: TestTime
    /// The recorded value.
    public let value: Value

    /// Records `value` at `time`.
    // Inlined, so that generic code making a recording looks up its type's metadata once, not
    // once more inside the initializer.
    @inlinable @inline(__always)
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// The value and its time, such as `next(1) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded: Equatable where Value: Equatable {
    /// Recordings are equal when their times and values are.
    // Inlinable, so that a test comparing recordings runs specialized for their values.
    @inlinable
    public static func == (lhs: Recorded, rhs: Recorded) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}

extension Recorded {
    /// A recorded `next` event.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A recorded `completed` event.
    ///
    /// The element type comes from the context, or from the optional second argument where the
    /// context has none, as in RxTest:
    ///
    /// ```swift
    /// XCTAssertEqual(res.events, [.completed(250)])              // the element type of res
    /// let expected = [Recorded.completed(201, Never.self)]       // a Completable's events
    /// ```
    public static func completed<T>(_ time: TestTime, _: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// A recorded `error` event; the optional third argument names the element type where the
    /// context does not, as in `.error(250, TestError(), Int.self)`.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// An array of recorded events.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// An array of recorded events.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}

import Ripple

extension BlockingObservable {
    /// Blocks until the sequence terminates and returns all its elements.
    ///
    /// - Throws: The sequence's error, `RxError.timeout`, or
    ///   `RxError.argumentOutOfRange` for a negative or NaN timeout.
    public func toArray() throws -> [Element] {
        try materializeResult().elementsOrThrow()
    }

    /// Blocks until the sequence emits its first element, then disposes the subscription and
    /// returns that element; returns `nil` if the sequence completes empty.
    ///
    /// - Throws: The sequence's error if it fails before its first element, `RxError.timeout`, or
    ///   `RxError.argumentOutOfRange` for a negative or NaN timeout.
    public func first() throws -> Element? {
        try materializeResult(stoppingAfter: 1).elementsOrThrow().first
    }

    /// Blocks until the sequence terminates and returns its last element, or `nil` if it
    /// completes empty.
    ///
    /// - Throws: The sequence's error, `RxError.timeout`, or
    ///   `RxError.argumentOutOfRange` for a negative or NaN timeout.
    public func last() throws -> Element? {
        try materializeResult().elementsOrThrow().last
    }

    /// Blocks until the sequence terminates and returns its only element.
    ///
    /// - Throws: `RxError.noElements` if it completes empty, `RxError.moreThanOneElement` as soon
    ///   as a second element arrives (the subscription is then disposed), the sequence's error,
    ///   `RxError.timeout`, or `RxError.argumentOutOfRange` for a negative or NaN timeout.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Blocks until the sequence terminates and returns its only element that satisfies
    /// `predicate`.
    ///
    /// `predicate` runs on the thread that delivers each element, while the calling thread waits.
    ///
    /// - Throws: `RxError.noElements` if no element satisfies `predicate`,
    ///   `RxError.moreThanOneElement` as soon as a second one does (the subscription is then
    ///   disposed), an error `predicate` throws, the sequence's error, `RxError.timeout`, or
    ///   `RxError.argumentOutOfRange` for a negative or NaN timeout.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try materializeResult(stoppingAfter: 2, keeping: predicate).elementsOrThrow()
        guard elements.count < 2 else { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// Blocks until the sequence terminates and returns how it ended: `.completed` with its
    /// elements, or `.failed` with the elements emitted before its error. A timeout gives
    /// `.failed` with the elements received until then and `RxError.timeout`; a negative or NaN
    /// timeout gives `.failed` with no elements and `RxError.argumentOutOfRange`, without
    /// subscribing.
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }
}

extension BlockingObservable {
    /// Subscribes, keeps the elements that satisfy `predicate`, stops after `limit` of them (or at
    /// the end of the sequence, or at the timeout) and returns what was kept.
    private func materializeResult(
        stoppingAfter limit: Int? = nil,
        keeping predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        if let timeout, !(timeout >= 0) {
            return .failed(elements: [], error: RxError.argumentOutOfRange)
        }
        let collector = BlockingCollector(limit: limit, predicate: predicate)
        BlockingSubscription.start(source, observer: collector)
        return collector.waitForResult(timeout: timeout)
    }
}

extension MaterializedSequenceResult {
    /// The elements of a completed sequence; throws the error of a failed one.
    func elementsOrThrow() throws -> [T] {
        switch self {
        case .completed(let elements): elements
        case .failed(_, let error): throw error
        }
    }
}

/// The elements a ``ReplaySubject`` replays: the last `limit` ones, or all of them.
///
/// A bounded buffer is a ring that overwrites its oldest element in place, so an evicted element
/// is handed back at once (for the subject to release after its lock) instead of lingering. The
/// storage is a copy-on-write array: a copy taken to replay costs nothing unless the buffer
/// changes while the copy is still iterated.
package struct ReplayBuffer<Element> {
    private var storage: ContiguousArray<Element> = []
    /// The index of the oldest element once a bounded buffer is full; 0 otherwise.
    private var start = 0
    private let limit: Int?

    /// A buffer of the last `limit` elements (nil: every element).
    package init(limit: Int?) {
        self.limit = limit.map { max(0, $0) }
    }

    /// The number of buffered elements.
    package var count: Int { storage.count }

    /// Appends `element`; returns the element it evicts, if any.
    package mutating func append(_ element: Element) -> Element? {
        guard let limit else {
            storage.append(element)
            return nil
        }
        if storage.count < limit {
            storage.append(element)
            return nil
        }
        guard limit > 0 else { return element }
        var evicted = element
        swap(&evicted, &storage[start])
        start = (start + 1) % limit
        return evicted
    }

    /// Calls `body` with each element, oldest first, until it returns false.
    package func forEach(while body: (Element) -> Bool) {
        let count = storage.count
        for offset in 0..<count {
            guard body(storage[(start + offset) % count]) else { return }
        }
    }

    /// The buffered elements as `next` events, oldest first.
    package var events: [Event<Element>] {
        var events: [Event<Element>] = []
        events.reserveCapacity(count)
        forEach { element in
            events.append(.next(element))
            return true
        }
        return events
    }
}

/// Where a producer puts the next element for its consumer to take, at a stable address owned by
/// this value (it cannot be copied) and released with it: a sequence's puller and the sink of
/// `from`, `range` and `repeatElement`.
///
/// Its field is a constant and its methods nonmutating, so it is passed to the producer borrowed
/// and needs no exclusivity checks; the scheduler runs the steps that use it one at a time.
@usableFromInline
struct ElementHandoff<Element>: ~Copyable {
    @usableFromInline let storage: UnsafeMutablePointer<Element>

    @usableFromInline
    init() {
        storage = .allocate(capacity: 1)
    }

    deinit {
        storage.deallocate()
    }

    /// Puts `element` here; the consumer must take it before the next one is put.
    @inlinable @inline(__always)
    func put(_ element: consuming Element) {
        storage.initialize(to: element)
    }

    /// Takes the element put here.
    @inlinable @inline(__always)
    func take() -> Element {
        storage.move()
    }
}

/// The iterator of one subscription to a sequence, at a stable address: a variable captured by
/// the puller would cost a dynamic exclusivity check per element.
@usableFromInline
final class IteratorStorage<Iterator: IteratorProtocol> {
    @usableFromInline let iterator: UnsafeMutablePointer<Iterator>

    @inlinable
    init(_ iterator: Iterator) {
        self.iterator = .allocate(capacity: 1)
        self.iterator.initialize(to: iterator)
    }

    deinit {
        iterator.deinitialize(count: 1)
        iterator.deallocate()
    }

    /// Advances the iterator and returns its next element.
    @inlinable @inline(__always)
    func next() -> Iterator.Element? {
        iterator.pointee.next()
    }
}

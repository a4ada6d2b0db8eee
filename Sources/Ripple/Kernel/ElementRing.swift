/// A first-in, first-out ring of elements on raw storage, which doubles when full.
///
/// Unlike ``Queue``, its operations look up no type metadata when they run in unspecialized
/// generic code (a sink generic over its element), so a per-element path can use it. It owns its
/// storage (it cannot be copied) and releases the queued elements and the storage with itself.
package struct ElementRing<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    private(set) var head = 0

    /// The number of queued elements.
    package private(set) var count = 0

    /// Creates an empty ring with room for `capacity` elements before it first grows.
    package init(capacity: Int = 4) {
        self.capacity = max(capacity, 1)
        storage = .allocate(capacity: self.capacity)
    }

    /// Whether the ring is empty.
    package var isEmpty: Bool { count == 0 }

    /// Appends `element` at the end.
    package mutating func enqueue(_ element: Element) {
        if count == capacity {
            grow()
        }
        (storage + (head + count) % capacity).initialize(to: element)
        count += 1
        #if RIPPLE_CHECK_INVARIANTS
        checkInvariants()
        #endif
    }

    /// Removes the oldest element and initializes `destination` with it; the ring must not be
    /// empty.
    package mutating func dequeue(into destination: UnsafeMutablePointer<Element>) {
        precondition(count > 0, "ElementRing.dequeue on an empty ring")
        destination.moveInitialize(from: storage + head, count: 1)
        head = (head + 1) % capacity
        count -= 1
        #if RIPPLE_CHECK_INVARIANTS
        checkInvariants()
        #endif
    }

    /// Removes and returns the oldest element; the ring must not be empty.
    package mutating func dequeue() -> Element {
        precondition(count > 0, "ElementRing.dequeue on an empty ring")
        let element = (storage + head).move()
        head = (head + 1) % capacity
        count -= 1
        #if RIPPLE_CHECK_INVARIANTS
        checkInvariants()
        #endif
        return element
    }

    deinit {
        let firstPart = min(count, capacity - head)
        (storage + head).deinitialize(count: firstPart)
        storage.deinitialize(count: count - firstPart)
        storage.deallocate()
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        let firstPart = min(count, capacity - head)
        newStorage.moveInitialize(from: storage + head, count: firstPart)
        (newStorage + firstPart).moveInitialize(from: storage, count: count - firstPart)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
        head = 0
    }
}

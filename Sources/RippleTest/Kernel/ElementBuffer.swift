/// Elements in a buffer of their own, which RippleTest's `TestableObserver` records into.
///
/// In generic code, appending to an `Array` or a `ContiguousArray` looks up the array type's
/// metadata, and reaching one stored in a generic struct looks up the struct's: each look-up costs
/// more than the rest of recording an element. Appending here copies the element through its own
/// type only. The owner guards it.
final class ElementBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of elements.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` elements before it grows.
    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Appends `element`, doubling the buffer when it is full.
    func append(_ element: Element) {
        if count == capacity {
            capacity = Swift.max(8, capacity * 2)
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The elements, copied into an array.
    var elements: ContiguousArray<Element> {
        ContiguousArray(UnsafeBufferPointer(start: base, count: count))
    }
}

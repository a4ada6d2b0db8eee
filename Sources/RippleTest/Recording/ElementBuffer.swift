/// Elements in a buffer of their own, which a ``TestableObserver`` records into.
///
/// In generic code, appending to an `Array` or a `ContiguousArray` looks up the array type's
/// metadata, and reaching one stored in a generic struct looks up the struct's: each look-up costs
/// more than the rest of recording an element. Appending here copies the element through its own
/// type only. The owner guards it.
final class ElementBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity = 0
    /// The number of elements.
    private(set) var count = 0

    init() {
        base = .allocate(capacity: 0)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Appends `element`, doubling the buffer when it is full.
    func append(_ element: Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(8, capacity * 2))
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity = Swift.max(8, capacity * 2)
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The elements, copied into an array.
    var elements: ContiguousArray<Element> {
        ContiguousArray(UnsafeBufferPointer(start: base, count: count))
    }
}

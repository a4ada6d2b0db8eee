/// An immutable, non-empty list of a subject's observers, in one allocation: the count is the
/// header, the boxes are the tail and are retained by the list.
///
/// A subject never changes a list: it replaces it on every subscription or removal, and keeps a
/// replaced list alive while a delivery is running (see ``SubjectState``). So the delivering
/// thread can iterate the list it took under the lock without retaining the list or its boxes,
/// which keeps atomic reference counting off the element path.
final class SubjectObserverList: ManagedBuffer<Int, Unmanaged<SubjectObserverBox>> {
    /// A list of `count` boxes; `initialize` initializes each one from its index.
    private static func make(count: Int, _ initialize: (Int) -> SubjectObserverBox) -> SubjectObserverList {
        let buffer = create(minimumCapacity: count) { _ in count }
        let list = unsafeDowncast(buffer, to: SubjectObserverList.self)
        list.withUnsafeMutablePointerToElements { elements in
            for index in 0..<count {
                (elements + index).initialize(to: .passRetained(initialize(index)))
            }
        }
        #if RIPPLE_CHECK_INVARIANTS
        list.checkInvariants()
        #endif
        return list
    }

    /// A list holding `box` alone.
    static func make(_ box: SubjectObserverBox) -> SubjectObserverList {
        make(count: 1) { _ in box }
    }

    deinit {
        withUnsafeMutablePointers { count, elements in
            for index in 0..<count.pointee {
                elements[index].release()
            }
            _ = elements.deinitialize(count: count.pointee)
        }
    }

    /// The number of observers. Read through a pointer: reading `header` would check exclusive
    /// access at run time.
    var count: Int {
        withUnsafeMutablePointerToHeader { $0.pointee }
    }

    /// The box at `index`.
    func box(at index: Int) -> SubjectObserverBox {
        withUnsafeMutablePointerToElements { $0[index].takeUnretainedValue() }
    }

    /// A new list with `box` added at the end.
    func appending(_ box: SubjectObserverBox) -> SubjectObserverList {
        let count = count
        return Self.make(count: count + 1) { index in index < count ? self.box(at: index) : box }
    }

    /// A new list with `box` added at the front.
    func prepending(_ box: SubjectObserverBox) -> SubjectObserverList {
        Self.make(count: count + 1) { index in index == 0 ? box : self.box(at: index - 1) }
    }

    /// The box with `key` and the list without it (nil when that leaves no box); nil when there is
    /// no such box.
    func removing(key: UInt64) -> (removed: SubjectObserverBox, remaining: SubjectObserverList?)? {
        let count = count
        guard let position = (0..<count).first(where: { box(at: $0).key == key }) else { return nil }
        let removed = box(at: position)
        guard count > 1 else { return (removed, nil) }
        return (removed, Self.make(count: count - 1) { index in self.box(at: index < position ? index : index + 1) })
    }

    /// Calls `body` with each box, in delivery order.
    func forEach(_ body: (SubjectObserverBox) -> Void) {
        for index in 0..<count {
            body(box(at: index))
        }
    }

    /// Delivers `element` to every observer, without retaining them; the caller keeps the list
    /// alive.
    @inline(__always)
    func deliverNext<Element>(_ element: Element) {
        withUnsafeMutablePointers { count, elements in
            for index in 0..<count.pointee {
                elements[index]._withUnsafeGuaranteedRef { $0.deliverNext(element) }
            }
        }
    }

    /// Delivers the `Event` that `event` points to, to every observer.
    func deliver(_ event: UnsafeRawPointer) {
        withUnsafeMutablePointers { count, elements in
            for index in 0..<count.pointee {
                elements[index]._withUnsafeGuaranteedRef { $0.deliver(event) }
            }
        }
    }
}

/// Room for one element, empty or full, owned by one value (it cannot be copied) and released
/// with it.
///
/// The element lives in memory of its own, so storing, replacing and taking it look up no type
/// metadata when they run in unspecialized generic code (a sink generic over its element), where
/// an `Element?` field, or a generic enum holding the element, looks up its type on every access.
/// A type holding a slot (and no other generic field) keeps a layout that does not depend on the
/// element, so it costs no look-up either. The methods are inlined: calling a method of a generic
/// type in unspecialized code looks up the type.
package struct ElementSlot<Element>: ~Copyable {
    private let storage: UnsafeMutablePointer<Element>
    /// Whether the slot holds an element.
    package private(set) var isFull = false

    /// An empty slot.
    package init() {
        storage = .allocate(capacity: 1)
    }

    deinit {
        if isFull {
            storage.deinitialize(count: 1)
        }
        storage.deallocate()
    }

    /// Stores `element`, releasing the one held, if any.
    @inline(__always)
    package mutating func store(_ element: consuming Element) {
        if isFull {
            storage.pointee = element
        } else {
            storage.initialize(to: element)
            isFull = true
        }
    }

    /// Takes the element out; the slot must be full.
    @inline(__always)
    package mutating func take() -> Element {
        guard isFull else {
            preconditionFailure("ElementSlot: an element was taken while empty")
        }
        isFull = false
        return storage.move()
    }

    /// Releases the element held, if any.
    @inline(__always)
    package mutating func empty() {
        if isFull {
            isFull = false
            storage.deinitialize(count: 1)
        }
    }
}

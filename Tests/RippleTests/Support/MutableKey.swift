import Ripple

/// A queued element whose key a test can change while it is queued, which breaks the queue.
final class MutableKey {
    var key: Int

    init(_ key: Int) {
        self.key = key
    }
}

/// Orders ``MutableKey`` values by their current key.
struct ByMutableKey: PriorityOrder {
    func isOrderedBefore(_ lhs: MutableKey, _ rhs: MutableKey) -> Bool {
        lhs.key < rhs.key
    }
}

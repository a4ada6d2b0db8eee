/// RxSwift's order of delivery to the observers of a subject or a hot test observable (its `Bag`):
/// the observers in the order they subscribed, except that an observer that subscribes while the
/// first place is free takes it, and is delivered to before the others. The first place is taken
/// by the first observer and freed when that observer leaves.
package struct DeliveryOrder {
    private var firstPlaceKey: UInt64?

    /// No observers.
    package init() {}

    /// Where the observer subscribing with `key` goes.
    package enum Place {
        case first
        case last
    }

    /// An observer subscribes with `key`: answers where it goes.
    package mutating func place(_ key: UInt64) -> Place {
        guard firstPlaceKey == nil else { return .last }
        firstPlaceKey = key
        return .first
    }

    /// The observer with `key` left.
    package mutating func remove(_ key: UInt64) {
        if firstPlaceKey == key {
            firstPlaceKey = nil
        }
    }

    /// Every observer left.
    package mutating func removeAll() {
        firstPlaceKey = nil
    }
}

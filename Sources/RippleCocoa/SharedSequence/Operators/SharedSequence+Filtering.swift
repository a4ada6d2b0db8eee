import Ripple

extension SharedSequenceConvertibleType {
    /// Emits the elements that satisfy `predicate`.
    ///
    /// ```
    /// source:               -1-2-3-4-|
    /// filter { $0 > 2 }:    -----3-4-|
    /// ```
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Drops the first `count` elements and emits the rest.
    ///
    /// ```
    /// source:   -1-2-3-|
    /// skip(2):  -----3-|
    /// ```
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Drops each element whose key, computed by `keySelector`, equals the previous element's.
    ///
    /// ```
    /// source:                           -1-3-4-|
    /// distinctUntilChanged { $0 % 2 }:  -1---4-|
    /// ```
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops each element that `comparer` finds equal to the previous element.
    ///
    /// ```
    /// source:                             -1-2-2-1-|
    /// distinctUntilChanged { $0 == $1 }:  -1-2---1-|
    /// ```
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops each element whose key, computed by `keySelector`, `comparer` finds equal to the
    /// previous element's.
    ///
    /// ```
    /// source:                                         -1-3-4-|
    /// distinctUntilChanged({ $0 % 2 }, comparer: ==): -1---4-|
    /// ```
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops each element equal to the previous one.
    ///
    /// ```
    /// source:                  -1-2-2-1-|
    /// distinctUntilChanged():  -1-2---1-|
    /// ```
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Keeps the elements that satisfy `predicate`; see `ObservableType.filter(_:)`.
    ///
    /// ```
    /// source:             -1-2-3-4-|
    /// filter { $0 > 2 }:  -----3-4-|
    /// ```
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Drops elements whose key equals the previous element's key; see
    /// `ObservableType.distinctUntilChanged(_:)`.
    ///
    /// ```
    /// source:                            -a-A-b-|
    /// distinctUntilChanged { lower($0) }: -a---b-|
    /// ```
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements that `comparer` finds equal to the previous element.
    ///
    /// ```
    /// source:                       -1-1-2-|
    /// distinctUntilChanged(==):     -1---2-|
    /// ```
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops elements whose key `comparer` finds equal to the previous element's key.
    ///
    /// ```
    /// source:                                        -a-A-b-|
    /// distinctUntilChanged({ lower($0) }, comparer: ==): -a---b-|
    /// ```
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops elements whose property at `keyPath` equals the previous element's.
    ///
    /// ```
    /// source:                                 -a1-a2-b3-|
    /// distinctUntilChanged(at: \.letter):     -a1----b3-|
    /// ```
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Emits the first `count` elements, then completes; a negative `count` completes at once,
    /// since an infallible cannot fail with `RxError.argumentOutOfRange`.
    ///
    /// ```
    /// source:   -1-2-3-|
    /// take(2):  -1-(2|)
    /// ```
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(max(0, count)))
    }

    /// Emits elements while `predicate` holds, then completes.
    ///
    /// ```
    /// source:                   -1-2-3-1-|
    /// take(while: { $0 < 3 }):  -1-2-|
    /// ```
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Emits elements until `predicate` holds for one, then completes.
    ///
    /// ```
    /// source:                     -1-2-3-4-|
    /// take(until: { $0 == 3 }):   -1-2-|
    /// ```
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Emits elements until `other` emits, then completes.
    ///
    /// ```
    /// source:              -1-2-3-|
    /// other:               ----x-
    /// take(until: other):  -1-2|
    /// ```
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(UntilTrigger(source: asObservable(), trigger: other.asObservable(), mode: .take))
    }

    /// Emits elements until `other` emits, then completes; an error of `other` ends the
    /// infallible, as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source:              -1-2-3-|
    /// other:               ----x-
    /// take(until: other):  -1-2|
    /// ```
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(UntilTrigger(source: asObservable(), trigger: other.asObservable(), mode: .take))
    }

    /// Drops elements while `predicate` holds, then emits the rest.
    ///
    /// ```
    /// source:                   -1-2-3-1-|
    /// skip(while: { $0 < 3 }):  -----3-1-|
    /// ```
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` emits, then emits the rest.
    ///
    /// ```
    /// source:              -1-2-3-4-|
    /// other:               ----x-|
    /// skip(until: other):  -----3-4-|
    /// ```
    public func skip<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(UntilTrigger(source: asObservable(), trigger: other.asObservable(), mode: .skip))
    }

    /// Drops elements until `other` emits, then emits the rest; an error of `other` ends the
    /// infallible, as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source:              -1-2-3-4-|
    /// other:               ----x-|
    /// skip(until: other):  -----3-4-|
    /// ```
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(UntilTrigger(source: asObservable(), trigger: other.asObservable(), mode: .skip))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops elements equal to the previous element.
    ///
    /// ```
    /// source:                  -1-1-2-2-1-|
    /// distinctUntilChanged():  -1---2---1-|
    /// ```
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

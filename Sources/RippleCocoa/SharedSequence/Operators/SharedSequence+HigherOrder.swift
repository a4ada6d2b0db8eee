import Ripple

extension SharedSequenceConvertibleType {
    /// Maps each element to a shared sequence and merges the elements of all of them.
    ///
    /// ```
    /// source:             -a--b-------|
    /// selector(a):         -1-----2|
    /// selector(b):            -3|
    /// flatMap(selector):  --1--3--2---|
    /// ```
    public func flatMap<Sharing: SharingStrategyProtocol, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap(selector))
    }

    /// Maps each element to a shared sequence and emits the elements of the latest one only,
    /// unsubscribing from the previous one.
    ///
    /// ```
    /// source:                   -a--b------|
    /// selector(a):               -1----2        (unsubscribed when b arrives)
    /// selector(b):                  -3--|
    /// flatMapLatest(selector):  --1--3-----|
    /// ```
    public func flatMapLatest<Sharing: SharingStrategyProtocol, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest(selector))
    }

    /// Maps an element to a shared sequence only when the previous one has completed; elements
    /// arriving meanwhile are dropped.
    ///
    /// ```
    /// source:                  -a-b----c---|
    /// selector(a):              -1--2|
    /// selector(c):                     -3|
    /// flatMapFirst(selector):  --1--2---3--|     (b arrived while a ran: dropped)
    /// ```
    public func flatMapFirst<Sharing: SharingStrategyProtocol, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst(selector))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Emits the elements of the latest inner shared sequence, unsubscribing from the previous
    /// one.
    ///
    /// ```
    /// source:          -a--b-----|
    /// a:                -1----2        (unsubscribed when b arrives)
    /// b:                   -3-|
    /// switchLatest():  --1--3----|
    /// ```
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
    }

    /// Merges the elements of every inner shared sequence.
    ///
    /// ```
    /// source:   -a--b-----|
    /// a:         -1----2|
    /// b:            -3|
    /// merge():  --1--3-2--|
    /// ```
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
    }

    /// Merges the elements of the inner shared sequences, subscribed to at most `maxConcurrent`
    /// at a time; the others wait, in order, until one of them completes. A limit below one
    /// completes at once and sends `RxError.argumentOutOfRange` to `Hooks.defaultErrorHandler`.
    ///
    /// ```
    /// source:                   -a-b-------|
    /// a:                         -1--|
    /// b (waits for a):               -2-|
    /// merge(maxConcurrent: 1):  --1---2----|
    /// ```
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent)
            .completingOnUnexpectedFailure(in: "SharedSequence.merge(maxConcurrent:)"))
    }
}

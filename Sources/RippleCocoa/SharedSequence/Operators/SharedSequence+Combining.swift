import Ripple

extension SharedSequenceConvertibleType {
    /// Emits `element` when subscribed, then the elements of the sequence.
    ///
    /// ```
    /// source:        ---2-|
    /// startWith(1):  1--2-|
    /// ```
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Combines each element with the latest element of `second` using `resultSelector`;
    /// elements arriving before `second` has emitted are dropped.
    ///
    /// ```
    /// source:                                   -1---2--3-|
    /// second:                                   --a----b---
    /// withLatestFrom(second) { "\($0)\($1)" }:  -----x--y-|     x = "2a", y = "3b"
    /// ```
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(_ second: SecondO, resultSelector: @escaping (Element, SecondO.Element) -> ResultType) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
    }

    /// Emits the latest element of `second` each time the sequence emits; elements arriving
    /// before `second` has emitted are dropped.
    ///
    /// ```
    /// source:                  -1---2--3-|
    /// second:                  --a----b---
    /// withLatestFrom(second):  -----a--b-|
    /// ```
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO) -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
    }

    /// Merges the elements of every shared sequence of `sources`.
    ///
    /// ```
    /// a:                 -1---3-|
    /// b:                 --2-----4|
    /// merge([a, b]):     -12--3--4|
    /// ```
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of every shared sequence of `sources`.
    ///
    /// ```
    /// a:                 -1---3-|
    /// b:                 --2-----4|
    /// merge([a, b]):     -12--3--4|
    /// ```
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of every shared sequence of `sources`.
    ///
    /// ```
    /// a:              -1---3-|
    /// b:              --2-----4|
    /// merge(a, b):    -12--3--4|
    /// ```
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        merge(sources)
    }
}

extension SharedSequence {
    /// Emits the elements of each shared sequence of `sequence` in turn, subscribing to the next
    /// one when the previous one completes.
    ///
    /// ```
    /// a:                -1-|
    /// b:                   -2-|
    /// concat([a, b]):   -1--2-|
    /// ```
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Emits the elements of each shared sequence of `collection` in turn, subscribing to the
    /// next one when the previous one completes.
    ///
    /// ```
    /// a:                -1-|
    /// b:                   -2-|
    /// concat([a, b]):   -1--2-|
    /// ```
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Combines the n-th elements of the shared sequences of `collection` with `resultSelector`,
    /// as soon as each has emitted its n-th element; completes when every one has completed.
    /// A shared sequence never fails: an error `resultSelector` throws goes to
    /// `Hooks.defaultErrorHandler` and the result completes (RxCocoa's fails).
    ///
    /// ```
    /// a:                   -1---3-|
    /// b:                   ---2---4|
    /// zip([a, b]) { $0 }:  ---x---y|     x = [1, 2], y = [3, 4]
    /// ```
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector)
                .completingOnUnexpectedFailure(in: "zip's resultSelector")
        )
    }

    /// Combines the n-th elements of the shared sequences of `collection` into an array, as soon
    /// as each has emitted its n-th element; completes when every one has completed.
    ///
    /// ```
    /// a:             -1---3-|
    /// b:             ---2---4|
    /// zip([a, b]):   ---x---y|     x = [1, 2], y = [3, 4]
    /// ```
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Combines the latest elements of the shared sequences of `collection` with
    /// `resultSelector` whenever one of them emits, once each has emitted. A shared sequence
    /// never fails: an error `resultSelector` throws goes to `Hooks.defaultErrorHandler` and the
    /// result completes (RxCocoa's fails).
    ///
    /// ```
    /// a:                             -1---3--|
    /// b:                             ---2----4|
    /// combineLatest([a, b]) { $0 }:  ---x-y--z|     x = [1, 2], y = [3, 2], z = [3, 4]
    /// ```
    public static func combineLatest<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
                .completingOnUnexpectedFailure(in: "combineLatest's resultSelector")
        )
    }

    /// Combines the latest elements of the shared sequences of `collection` into an array
    /// whenever one of them emits, once each has emitted.
    ///
    /// ```
    /// a:                       -1---3--|
    /// b:                       ---2----4|
    /// combineLatest([a, b]):   ---x-y--z|     x = [1, 2], y = [3, 2], z = [3, 4]
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}

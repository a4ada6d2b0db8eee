extension ObservableType {
    /// The elements of this sequence, then, once it completes, those of `second`.
    ///
    /// An error of either sequence terminates the result; `second` is subscribed only when this
    /// sequence completes.
    ///
    /// ```
    /// self:   -1-2-|
    /// second:      -3-|
    /// result: -1-2--3-|
    /// ```
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension ObservableType {
    /// The elements of each sequence of `sequence` in turn: the next one is subscribed when the
    /// previous one completes; an error terminates the result.
    ///
    /// Sequences that complete synchronously, and nested `concat`s such as
    /// `a.concat(b).concat(c)...`, are handled by iteration, so long chains don't grow the stack.
    ///
    /// ```
    /// sources: [-1-|, -2-3-|, -4-|]
    /// result:  -1--2-3--4-|
    /// ```
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        IteratedSources(sequence, advancesOn: .onCompletion)
    }

    /// The elements of each sequence of `collection` in turn: the next one is subscribed when the
    /// previous one completes; an error terminates the result.
    ///
    /// Long chains, and sequences that complete synchronously, don't grow the stack.
    ///
    /// ```
    /// sources: [-1-|, -2-3-|, -4-|]
    /// result:  -1--2-3--4-|
    /// ```
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        IteratedSources(collection, count: collection.count, advancesOn: .onCompletion)
    }

    /// The elements of each of `sources` in turn: the next one is subscribed when the previous one
    /// completes; an error terminates the result.
    ///
    /// ```
    /// sources: -1-|, -2-3-|, -4-|
    /// result:  -1--2-3--4-|
    /// ```
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        IteratedSources(sources, count: sources.count, advancesOn: .onCompletion)
    }
}

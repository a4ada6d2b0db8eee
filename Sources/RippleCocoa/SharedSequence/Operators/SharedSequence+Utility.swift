import Ripple

extension SharedSequenceConvertibleType {
    /// Runs side effects at each point of the sequence's life, forwarding every event unchanged:
    /// before and after each element and the completion, before and after subscribing, and after
    /// the subscription ends.
    ///
    /// ```
    /// source:                     -1-2-|
    /// do(onNext: { print($0) }):  -1-2-|   (prints 1, then 2)
    /// ```
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().do(
            onNext: onNext,
            afterNext: afterNext,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ))
    }

    /// Prints the subscriptions, events and disposals with `identifier`, as
    /// `ObservableType.debug(_:trimOutput:file:line:function:)` does.
    ///
    /// ```
    /// source:        -1-|
    /// debug("ids"):  -1-|    prints: ids -> subscribed, ids -> Event next(1), ...
    /// ```
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Combines each element with `obj`, held weakly, using `resultSelector`; completes when an
    /// element arrives after `obj` is gone.
    ///
    /// ```
    /// source:                           -1-2-3-|
    /// withUnretained(obj) { "\($1)" }:  -1-2-|         (obj released between 2 and 3)
    /// ```
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; completes when an element arrives after `obj`
    /// is gone.
    ///
    /// ```
    /// source:               -1-2-3-|
    /// withUnretained(obj):  -a-b-|         a = (obj, 1), b = (obj, 2); obj released after 2
    /// ```
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }
}

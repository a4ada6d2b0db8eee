/// Feeds a ``MergeSink`` with the events of its outer sequence; elements go straight to the
/// sink, without an `Event` or the sink's `Work` around them.
final class MergeOuterObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Inner.Element == Observer.Element {
    private let sink: MergeSink<SourceElement, Inner, Observer>

    init(sink: MergeSink<SourceElement, Inner, Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element): sink.submitOuter(element)
        case .error(let error): sink.submitError(error)
        case .completed: sink.submitOuterCompleted()
        }
    }

    func onNext(_ element: SourceElement) {
        sink.submitOuter(element)
    }
}

/// Feeds a ``MergeSink`` with the events of one inner sequence, named by its key, and holds the
/// subscription to that sequence: it is the disposable the sink keeps for it, set once the
/// subscription returns and disposed at once if it arrives after disposal (one object per inner
/// sequence instead of two).
final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType, Disposable, @unchecked Sendable where Inner.Element == Observer.Element {
    // @unchecked Sendable: `subscription` and `isDisposed` are guarded by the striped lock for
    // `self`; `sink` and `key` are set once, before the observer is shared.
    private let sink: MergeSink<SourceElement, Inner, Observer>
    private var key = CompositeDisposable.DisposeKey?.none
    private var subscription = Disposables.create()
    private var isDisposed = false

    init(sink: MergeSink<SourceElement, Inner, Observer>) {
        self.sink = sink
    }

    /// Names the inner sequence; called once, before subscribing to it.
    func setKey(_ key: CompositeDisposable.DisposeKey) {
        self.key = key
    }

    /// Keeps the subscription to the inner sequence; disposes it at once if this is disposed.
    func setSubscription(_ subscription: Disposable) {
        let disposeNow = StripedLock.withLock(for: self) { () -> Bool in
            if isDisposed { return true }
            self.subscription = subscription
            return false
        }
        if disposeNow {
            subscription.dispose()
        }
    }

    /// Disposes the subscription to the inner sequence, now or when it is set.
    func dispose() {
        var subscription = Disposables.create()
        StripedLock.withLock(for: self) {
            isDisposed = true
            swap(&subscription, &self.subscription)
        }
        subscription.dispose()
    }

    func on(_ event: Event<Observer.Element>) {
        guard let key else { return }
        switch event {
        case .next(let element): sink.submitInner(element, key: key)
        case .error(let error): sink.submitError(error)
        case .completed: sink.submitInnerCompleted(key: key)
        }
    }

    func onNext(_ element: Observer.Element) {
        guard let key else { return }
        sink.submitInner(element, key: key)
    }

    func onCompleted() {
        guard let key else { return }
        sink.submitInnerCompleted(key: key)
    }
}

/// How an inner sequence ended: its key in the sink's group of subscriptions, so that the sink
/// can release it, and its error if it failed.
struct InnerEnd {
    let key: CompositeDisposable.DisposeKey
    let error: Swift.Error?
}

/// Observes one inner sequence of a merging or sequential sink (``MergeSink``,
/// ``SequentialSink``, ``QueuedSources``' sink) and holds the subscription to it: its elements are forwarded downstream,
/// and its end goes to the sink's end handler, each holding the sink's turn. It is the disposable
/// the sink keeps in its group for that sequence: set once the subscription returns, and disposed
/// at once if that happens after disposal (one object per inner sequence instead of two).
final class InnerObserver<Observer: ObserverType>: SubscriptionHolder, ObserverType, Disposable {
    typealias Element = Observer.Element

    /// The sink, which keeps this observer in its group; held strongly, as an input holds its sink.
    private let sink: SerializingSink<Observer>
    private let ends: (InnerEnd) -> Void
    private var key = CompositeDisposable.DisposeKey?.none

    /// An observer whose elements `sink` forwards and whose end `ends` handles, holding the
    /// sink's turn.
    init(sink: SerializingSink<Observer>, ends: @escaping (InnerEnd) -> Void) {
        self.sink = sink
        self.ends = ends
        super.init(subscribing: false)
    }

    /// Inserts this observer into `group` under a new key, then subscribes it to `source`, and
    /// returns the key; does nothing and returns nil if `group` is already disposed.
    @discardableResult
    func subscribe<Source: ObservableConvertibleType>(to source: Source, keptIn group: CompositeDisposable) -> CompositeDisposable.DisposeKey? where Source.Element == Element {
        guard let key = group.insert(self) else { return nil }
        self.key = key
        hold(source.asObservable().subscribe(self))
        return key
    }

    /// Disposes the subscription to the inner sequence, now or when it is set.
    func dispose() {
        var subscription = Disposables.create()
        guard markDisposed(takingInto: &subscription) == .disposedNow else { return }
        subscription.dispose()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): sink.forwardNextHoldingTurn(element)
        case .error(let error): end(with: error)
        case .completed: end(with: nil)
        }
    }

    func onNext(_ element: Element) {
        sink.forwardNextHoldingTurn(element)
    }

    func onCompleted() {
        end(with: nil)
    }

    private func end(with error: Swift.Error?) {
        guard let key else { return }
        sink.deliver(InnerEnd(key: key, error: error), mayWait: false, to: ends)
    }
}

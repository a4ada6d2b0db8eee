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

/// Feeds a ``MergeSink`` with the events of one inner sequence, named by its key.
final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Inner.Element == Observer.Element {
    private let sink: MergeSink<SourceElement, Inner, Observer>
    private let key: CompositeDisposable.DisposeKey

    init(sink: MergeSink<SourceElement, Inner, Observer>, key: CompositeDisposable.DisposeKey) {
        self.sink = sink
        self.key = key
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element): sink.submitInner(element, key: key)
        case .error(let error): sink.submitError(error)
        case .completed: sink.submitInnerCompleted(key: key)
        }
    }

    func onNext(_ element: Observer.Element) {
        sink.submitInner(element, key: key)
    }
}

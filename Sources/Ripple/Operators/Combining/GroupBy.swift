extension ObservableType {
    /// Sorts the source's elements into groups by the key `keySelector` returns: emits a
    /// ``GroupedObservable`` for each new key, then sends each element to its group.
    ///
    /// A new group is emitted before its first element is sent to it, so an observer that
    /// subscribes to the group as it is emitted receives that element. Groups complete or fail
    /// when the source does, and fail when `keySelector` throws.
    ///
    /// As in RxSwift, the source subscription is shared with the groups: disposing the
    /// subscription to the result stops new groups, but the source stays subscribed until the
    /// groups that are subscribed have been disposed too.
    ///
    /// ```
    /// source:                 -1-2-3-4-|
    /// groupBy { $0 % 2 }:     -a-b-----|     a: key 1, b: key 0
    /// a:                      -1---3---|
    /// b:                        -2---4-|
    /// ```
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        GroupBy(source: asObservable(), keySelector: keySelector)
    }
}

final class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == GroupedObservable<Key, Element> {
        let sink = GroupBySink(observer: observer, keySelector: keySelector)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        sink.finishSubscribing()
        return sink
    }
}

final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: UnarySink<Element, Observer>
where Observer.Element == GroupedObservable<Key, Element> {
    private let keySelector: (Element) throws -> Key
    /// The subscription to the source; unsubscribed at once when the source terminates.
    let sourceSubscription: SingleAssignmentDisposable
    /// `sourceSubscription`, kept while this subscription or a group's subscription is alive.
    private let lifetime: RefCountDisposable
    private var groups: [Key: PublishSubject<Element>] = [:]
    /// The groups in the order they appeared, so terminal events reach them in that order.
    private var groupOrder: [PublishSubject<Element>] = []

    init(observer: Observer, keySelector: @escaping (Element) throws -> Key) {
        self.keySelector = keySelector
        let sourceSubscription = SingleAssignmentDisposable()
        self.sourceSubscription = sourceSubscription
        lifetime = RefCountDisposable(disposable: sourceSubscription)
        super.init(observer: observer)
    }

    override func handleNext(_ element: Element) {
        let key: Key
        do {
            key = try keySelector(element)
        } catch {
            terminate(.error(error))
            return
        }
        if let group = groups[key] {
            group.onNext(element)
            return
        }
        let group = PublishSubject<Element>()
        groups[key] = group
        groupOrder.append(group)
        // Once the subscription to the result is disposed, new groups reach no one.
        if !isDisposed {
            forwardNext(GroupedObservable(key: key, source: SplitPart(subject: group, lifetime: lifetime)))
        }
        group.onNext(element)
    }

    override func handleError(_ error: Swift.Error) {
        terminate(.error(error))
    }

    override func handleCompleted() {
        terminate(.completed)
    }

    /// Sends the terminal event to every group, then downstream, then unsubscribes from the
    /// source even if groups are still subscribed.
    private func terminate(_ event: Event<Element>) {
        for group in groupOrder {
            group.on(event)
        }
        if isDisposed {
            isStopped = true
        } else if let error = event.error {
            forwardError(error)
        } else {
            forwardStop(.completed)
        }
        sourceSubscription.dispose()
    }

    override func disposeResources() {
        lifetime.dispose()
    }
}

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
        sink.sourceLifetime.subscription.setDisposable(source.subscribe(sink))
        return sink
    }
}

final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: UnarySink<Element, Observer>, @unchecked Sendable
where Observer.Element == GroupedObservable<Key, Element> {
    // @unchecked Sendable: `groups` and `groupOrder` are only touched during event delivery,
    // which Ripple serializes; `keySelector` is immutable and `sourceLifetime` is thread-safe.
    private let keySelector: (Element) throws -> Key
    /// The source subscription, shared by this sink and the groups' subscribers.
    let sourceLifetime = GroupBySourceLifetime()
    private var groups: [Key: PublishSubject<Element>] = [:]
    /// The groups in the order they appeared, so terminal events reach them in that order.
    private var groupOrder: [PublishSubject<Element>] = []

    init(observer: Observer, keySelector: @escaping (Element) throws -> Key) {
        self.keySelector = keySelector
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
            forwardNext(GroupedObservable(key: key, source: GroupSource(subject: group, lifetime: sourceLifetime)))
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
        sourceLifetime.disposeSource()
    }

    override func disposeResources() {
        sourceLifetime.releaseResult()
    }
}

/// The sequence behind a group: subscribing to it keeps the source subscribed.
final class GroupSource<Element>: Producer<Element> {
    private let subject: PublishSubject<Element>
    private let lifetime: GroupBySourceLifetime

    init(subject: PublishSubject<Element>, lifetime: GroupBySourceLifetime) {
        self.subject = subject
        self.lifetime = lifetime
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let retained = lifetime.retain()
        let subscription = subject.subscribe(observer)
        return Disposables.create(retained, subscription)
    }
}

/// Counts who keeps the source of a `groupBy` subscribed: the subscription to the result and
/// each subscription to a group. The source is unsubscribed when all of them are gone, or at
/// once when it terminates.
final class GroupBySourceLifetime {
    private struct State {
        var groupSubscriptions = 0
        var resultReleased = false
        var sourceDisposed = false
    }

    /// The subscription to the source.
    let subscription = SingleAssignmentDisposable()
    private let state = LockedState(State())

    /// Keeps the source subscribed until the returned disposable is disposed; does nothing once
    /// the source is unsubscribed.
    func retain() -> Disposable {
        let retained = state.withLock { state -> Bool in
            guard !state.sourceDisposed else { return false }
            state.groupSubscriptions += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return Disposables.create { self.releaseGroupSubscription() }
    }

    /// The subscription to the result is gone.
    func releaseResult() {
        let disposeNow = state.withLock { state -> Bool in
            state.resultReleased = true
            return Self.claimDisposal(&state)
        }
        if disposeNow {
            subscription.dispose()
        }
    }

    /// The source terminated: unsubscribe whoever still holds it.
    func disposeSource() {
        state.withLock { $0.sourceDisposed = true }
        subscription.dispose()
    }

    private func releaseGroupSubscription() {
        let disposeNow = state.withLock { state -> Bool in
            state.groupSubscriptions -= 1
            return Self.claimDisposal(&state)
        }
        if disposeNow {
            subscription.dispose()
        }
    }

    /// Whether the source must be unsubscribed now; marks it unsubscribed if so.
    private static func claimDisposal(_ state: inout State) -> Bool {
        guard !state.sourceDisposed, state.resultReleased, state.groupSubscriptions == 0 else { return false }
        state.sourceDisposed = true
        return true
    }
}

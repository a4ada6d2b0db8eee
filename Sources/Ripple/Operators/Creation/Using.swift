extension ObservableType {
    /// For each subscription, creates a resource with `resourceFactory`, then subscribes to the
    /// sequence `observableFactory` makes from it; the resource is disposed when the subscription
    /// ends, by termination or disposal.
    ///
    /// An error either factory throws is sent to the subscriber (a resource already created is
    /// disposed).
    ///
    /// ```
    /// resource:                      created---------disposed
    /// using(makeResource, observableFactory: f): -1-2-|
    /// ```
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final class Using<Element, Resource: Disposable>: Producer<Element> {
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = UsingSink(observer: observer)
        do {
            let resource = try resourceFactory()
            sink.resource.setDisposable(resource)
            let source = try observableFactory(resource)
            sink.holdUpstream(source.subscribe(sink))
        } catch {
            sink.on(.error(error))
        }
        sink.finishSubscribing()
        return sink
    }
}

final class UsingSink<Observer: ObserverType>: ForwardingSink<Observer> {
    /// The resource, disposed after the subscription to the source.
    let resource = SingleAssignmentDisposable()

    override func disposeResources() {
        resource.dispose()
    }
}

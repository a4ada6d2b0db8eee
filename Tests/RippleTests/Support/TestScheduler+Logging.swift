import Ripple
import RippleTest

extension TestScheduler {
    /// As `start(created:subscribed:disposed:create:)` (created at 100, subscribed at 200), with
    /// every event the observer receives also written to `log` as it arrives (`out <- next(1)`,
    /// `out <- completed`), so that a test sees the deliveries in order with the side effects
    /// (`do` hooks, `create`'s dispose closures, user closures) written to the same log.
    func start<Element>(
        logging log: SharedLog,
        disposed: TestTime = Defaults.disposed,
        create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        let recorder = createObserver(Element.self)
        let observer = AnyObserver<Element> { event in
            log.append("out <- \(event)")
            recorder.on(event)
        }
        var source: Observable<Element>?
        var subscription: Disposable?
        scheduleAt(Defaults.created) { source = create() }
        scheduleAt(Defaults.subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return recorder
    }
}

extension SharedLog {
    /// A sequence that logs `name.subscribe` when subscribed to and `name.dispose` when its
    /// subscription is disposed, and sends what `emit` sends meanwhile (as RxSwift's `create`).
    func created(_ name: String, emit: @escaping (AnyObserver<Int>) -> Void = { _ in }) -> Observable<Int> {
        Observable.create { observer in
            self.append("\(name).subscribe")
            emit(observer)
            return Disposables.create { self.append("\(name).dispose") }
        }
    }

    /// `source` with its disposal logged as `name.dispose` (`do(onDispose:)`).
    func disposal<Element>(of source: Observable<Element>, as name: String) -> Observable<Element> {
        source.do(onDispose: { self.append("\(name).dispose") })
    }
}

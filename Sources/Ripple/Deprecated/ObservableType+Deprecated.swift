// RxSwift 5's operator names, which RxSwift 6 keeps as deprecated forwards: old code compiles,
// with the same deprecation warnings and fix-its as under RxSwift 6.

extension ObservableType {
    /// RxSwift 5's name for `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// RxSwift 5's name for `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// RxSwift 5's name for `catch(sequence:)`.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }

    /// RxSwift 5's name for `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil(_ other: some ObservableType) -> Observable<Element> {
        take(until: other)
    }

    /// RxSwift 5's name for `take(until:behavior:)`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }

    /// RxSwift 5's name for `take(while:)`.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// RxSwift 5's name for `skip(while:)`.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    /// RxSwift 5's name for `skip(until:)`.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil(_ other: some ObservableType) -> Observable<Element> {
        skip(until: other)
    }

    /// RxSwift 5's name for `element(at:)`.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }

    /// RxSwift 5's name for `retry(when:)`, with triggers built from errors of type `Error`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Error: Swift.Error>(_ notificationHandler: @escaping (Observable<Error>) -> some ObservableType) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// RxSwift 5's name for `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen(_ notificationHandler: @escaping (Observable<Swift.Error>) -> some ObservableType) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

extension ObservableType where Element: Sendable {
    /// RxSwift 5's name for `subscribe(on:)`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }

    /// RxSwift 5's name for `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }

    /// RxSwift 5's name for `take(for:scheduler:)`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

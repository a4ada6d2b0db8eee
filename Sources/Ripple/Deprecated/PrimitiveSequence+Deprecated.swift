// RxSwift 5's trait operator names, which RxSwift 6 keeps as deprecated forwards.

extension PrimitiveSequence {
    /// RxSwift 5's name for `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        `catch`(handler)
    }

    /// RxSwift 5's name for `retry(when:)`, with triggers built from errors of type `Error`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Error: Swift.Error>(_ notificationHandler: @escaping (Observable<Error>) -> some ObservableType) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// RxSwift 5's name for `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen(_ notificationHandler: @escaping (Observable<Swift.Error>) -> some ObservableType) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}

extension PrimitiveSequence where Element: Sendable {
    /// RxSwift 5's name for `subscribe(on:)`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// RxSwift 5's name for `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// RxSwift 5's name for `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// RxSwift 5's name for `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }
}

extension ObservableType {
    /// Calls `observableFactory` for each subscription and subscribes to the sequence it returns;
    /// an error it throws is sent to that subscriber.
    ///
    /// ```
    /// deferred { just(clock) } subscribed at t: (t|)
    /// ```
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        // `using` without a resource.
        Using(resourceFactory: { NopDisposable.instance }, observableFactory: { _ in try observableFactory() })
    }
}

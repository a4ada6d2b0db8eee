import Ripple

extension ObservableConvertibleType {
    /// Subscribes now and records every event, without a scheduler: for chains built on subjects
    /// and for code that emits on other threads.
    ///
    /// ```swift
    /// let values = PublishSubject<Int>()
    /// let recorder = values.map { $0 * 10 }.record()
    /// values.onNext(1)
    /// values.onCompleted()
    /// #expect(recorder.elements == [10])
    /// #expect(recorder.isCompleted)
    /// ```
    ///
    /// Events the sequence emits while being subscribed are recorded before `record()` returns.
    /// Dispose the recorder to end the subscription early.
    public func record() -> Recorder<Element> {
        Recorder(source: asObservable())
    }
}

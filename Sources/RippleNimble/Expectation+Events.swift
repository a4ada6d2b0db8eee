#if Nimble
import Nimble
import Ripple
import RippleTest

extension SyncExpectation where Value: ObservableConvertibleType {
    /// The events of the sequence in virtual time: subscribes a recording observer now (its
    /// subscription goes into `disposeBag`), runs `scheduler`, and gives what it recorded.
    ///
    /// ```swift
    /// expect(subject).events(scheduler: scheduler, disposeBag: disposeBag)
    ///     .to(equal([.next(5, "Hello"), .next(10, "World"), .completed(100)]))
    /// ```
    public func events(scheduler: TestScheduler, disposeBag: DisposeBag) -> SyncExpectation<[Recorded<Event<Value.Element>>]> {
        SyncExpectation<[Recorded<Event<Value.Element>>]>(expression: expression.cast { source in
            guard let source else { return nil }
            let observer = scheduler.createObserver(Value.Element.self)
            source.asObservable().subscribe(observer).disposed(by: disposeBag)
            scheduler.start()
            return observer.events
        })
    }
}

/// Succeeds when the recorded events hold an error, of any type:
/// `expect(observer.events).to(containError())`. RxNimble calls it `throwError()`, a name that
/// Nimble's own `throwError()` matcher takes.
public func containError<Element>() -> Matcher<[Recorded<Event<Element>>]> {
    Matcher.define("throw any error") { expression, message in
        let events = try expression.evaluate() ?? []
        let error = events.lazy.compactMap(\.value.error).first
        return MatcherResult(bool: error != nil, message: message.replacedExpectation { _ in
            .expectedCustomValueTo("throw any error", actual: error.map { "<\($0)>" } ?? "no error in <\(events)>")
        })
    }
}
#endif

// expected-error: type 'State' does not conform to the 'Sendable' protocol
// A feedback loop that observes its state on any scheduler moves the state to that scheduler's
// thread; only `CurrentThreadScheduler` (typed as such) accepts any element.
import Ripple

func system<State>(initialState: State, scheduler: ImmediateSchedulerType) -> Observable<State> {
    Observable.just(initialState).observe(on: scheduler)
}

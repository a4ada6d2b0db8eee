// expected-error: type 'Model' does not conform to the 'Sendable' protocol
// subscribe(on:) makes the source emit on the scheduler's thread: elements must be Sendable.
import Ripple

final class Model {
    var name = ""
}

func subscribeElsewhere(_ models: Observable<Model>) -> Observable<Model> {
    models.subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
}

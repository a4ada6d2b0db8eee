// expected-error: type 'Model' does not conform to the 'Sendable' protocol
// observe(on:) moves elements to the scheduler's thread: they must be Sendable.
import Ripple

final class Model {
    var name = ""
}

func deliverElsewhere(_ models: Observable<Model>) -> Observable<Model> {
    models.observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
}

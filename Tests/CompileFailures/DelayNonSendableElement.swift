// expected-error: type 'Model' does not conform to the 'Sendable' protocol
// Time-based operators deliver from the scheduler's thread: elements must be Sendable.
import Ripple

final class Model {
    var name = ""
}

func delayed(_ models: Observable<Model>) -> Observable<Model> {
    models.delay(.seconds(1), scheduler: SerialDispatchQueueScheduler(qos: .default))
}

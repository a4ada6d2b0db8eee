// expected-error: type 'Model' does not conform to the 'Sendable' protocol
// A binder on a concurrent queue may run its binding on several threads at once: the target
// crosses threads, so it must be Sendable (on the main scheduler or virtual time it need not be).
import Ripple

final class Model {
    var name = ""
}

func bindElsewhere(_ model: Model) -> Binder<String> {
    Binder(model, scheduler: ConcurrentDispatchQueueScheduler(qos: .default)) { model, name in
        model.name = name
    }
}

// expected-error: sending 'self.base' risks causing data races
// A custom binder of a non-Sendable class hands the class over to the main actor, where the
// binding runs, while the caller keeps it: make the class @MainActor (or Sendable).
import Ripple

final class Model: ReactiveCompatible {
    var name = ""
}

extension Reactive where Base: Model {
    var name: Binder<String> {
        Binder(base) { model, name in model.name = name }
    }
}

// expected-error: sending 'model' risks causing data races
// A main-thread binder hands a non-Sendable target over to the main actor: code that is not
// isolated to the main actor cannot keep using it.
import Ripple

final class Model {
    var name = ""
}

func bindOnMain() -> String {
    let model = Model()
    let binder = Binder(model) { model, name in model.name = name }
    binder.onNext("a")
    return model.name
}

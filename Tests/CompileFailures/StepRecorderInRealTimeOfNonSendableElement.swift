// expected-error: type 'Model' does not conform to the 'Sendable' protocol
// A real-time step recorder hands each element from the emitting thread to the waiting test:
// elements must be Sendable (the virtual-time recorder, on the test's thread, takes any).
import Ripple
import RippleTest

final class Model {
    var name = ""
}

func record(_ models: Observable<Model>) {
    _ = models.stepRecorder(name: "models")
}

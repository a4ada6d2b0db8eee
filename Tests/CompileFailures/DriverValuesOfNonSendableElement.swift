// expected-error: type 'Model' does not conform to the 'Sendable' protocol
// A driver's `values` hands each element from the sharing scheduler's thread to the consuming
// task: elements must be Sendable, even on the main actor.
import RippleCocoa

final class Model {
    var name = ""
}

@MainActor
func stream(of models: Driver<Model>) -> AsyncStream<Model> {
    models.values
}

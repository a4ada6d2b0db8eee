// expected-error: type 'Model' does not conform to the 'Sendable' protocol
// `values` hands each element from the emitting thread to the consuming task: elements must be
// Sendable.
import Ripple

final class Model {
    var name = ""
}

func names(of models: Observable<Model>) async throws -> [String] {
    var names: [String] = []
    for try await model in models.values {
        names.append(model.name)
    }
    return names
}

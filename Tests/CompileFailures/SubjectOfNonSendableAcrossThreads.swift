// expected-error: capture of 'subject' with non-Sendable type 'PublishSubject<Model>' in a '@Sendable' closure
// Subjects are Sendable only when their elements are.
import Dispatch
import Ripple

final class Model {
    var name = ""
}

func sendModelsFromAnotherThread() {
    let subject = PublishSubject<Model>()
    DispatchQueue.global().async { subject.onNext(Model()) }
}

// expected-error: capture of 'observer' with non-Sendable type 'SerializedObserver<Model>' in a '@Sendable' closure
// The observer that create hands out is Sendable only when its elements are.
import Dispatch
import Ripple

final class Model {
    var name = ""
}

func models() -> Observable<Model> {
    Observable.create { observer in
        DispatchQueue.global().async { observer.onNext(Model()) }
        return Disposables.create()
    }
}

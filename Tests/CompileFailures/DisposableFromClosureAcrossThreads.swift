// expected-error: capture of 'disposable' with non-Sendable type 'any Cancelable' in a '@Sendable' closure
// A disposable made from your own closure may hold non-Sendable state: it stays on its thread.
import Dispatch
import Ripple

func disposeElsewhere() {
    var disposals = 0
    let disposable = Disposables.create { disposals += 1 }
    DispatchQueue.global().async { disposable.dispose() }
    print(disposals)
}

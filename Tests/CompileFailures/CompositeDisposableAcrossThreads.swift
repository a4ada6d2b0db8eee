// expected-error: capture of 'composite' with non-Sendable type 'CompositeDisposable' in a '@Sendable' closure
// A composite may hold your non-Sendable disposables: moving it to another thread could race.
import Dispatch
import Ripple

final class CountingDisposable: Disposable {
    var count = 0
    func dispose() { count += 1 }
}

func disposeCompositeElsewhere() {
    let counting = CountingDisposable()
    let composite = CompositeDisposable(counting, Disposables.create())
    DispatchQueue.global().async { composite.dispose() }
    print(counting.count)
}

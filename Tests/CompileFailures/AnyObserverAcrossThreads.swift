// expected-error: capture of 'observer' with non-Sendable type 'AnyObserver<Int>' in a '@Sendable' closure
// An observer made from your own closure may race if moved to another thread.
import Dispatch
import Ripple

func sendFromAnotherThread() {
    var count = 0
    let observer = AnyObserver<Int> { _ in count += 1 }
    DispatchQueue.global().async { observer.onNext(1) }
    print(count)
}

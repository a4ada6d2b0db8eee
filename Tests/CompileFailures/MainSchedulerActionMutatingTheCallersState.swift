// expected-error: mutation of captured var 'messages' in concurrently-executing code
// MainScheduler runs its actions on the main thread, possibly later: an action cannot share a
// mutable local with a caller that is not isolated to the main actor.
import Ripple

func scheduleOnMain() -> [Int] {
    var messages: [Int] = []
    _ = MainScheduler.instance.schedule(()) { _ in
        messages.append(1)
        return Disposables.create()
    }
    return messages
}

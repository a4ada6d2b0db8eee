// expected-error: sending 'received' risks causing data races
// A main-thread binding runs on the main actor: a caller that is not isolated to it cannot share
// a mutable local with it (the compiler notes that the closure is isolated to the main actor).
import Foundation
import Ripple

func record(_ values: Observable<Int>) -> [Int] {
    var received: [Int] = []
    _ = values.bind(to: Binder(NSObject()) { _, value in received.append(value) })
    return received
}

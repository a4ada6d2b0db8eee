import Dispatch
import Foundation

/// Where the main scheduler runs its work: the main thread, or the main queue, which Linux may
/// run on another thread (under Swift Testing, once the main thread waits in `dispatchMain()`).
///
/// Binders and RippleCocoa's control events use it to tell whether an object that is not
/// `Sendable`, made by the calling code, stays on the thread where the main scheduler uses it.
package enum MainQueue {
    /// A key that only the main queue carries.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the calling code runs on the main thread or in work of the main queue.
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}

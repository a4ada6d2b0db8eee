import Foundation
import Ripple

/// A view model written the way apps often are: it hard-codes its schedulers. It saves a name
/// typed by the user once typing pauses (`debounce` on `MainScheduler.instance`), loads the
/// profile for it on a background queue (`ConcurrentDispatchQueueScheduler`, with a timeout),
/// and delivers the result on the main scheduler.
final class ProfileViewModel {
    let savedName: Observable<String>
    let profile: Observable<String>

    init(nameEdits: Observable<String>, loadProfile: @escaping (String) -> Observable<String>) {
        let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        savedName = nameEdits
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
        profile = savedName
            .flatMapLatest { name in
                loadProfile(name)
                    .subscribe(on: background)
                    .timeout(.seconds(2), scheduler: background)
                    .catchAndReturn("unavailable")
            }
            .observe(on: MainScheduler.instance)
    }
}

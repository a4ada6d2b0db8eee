import Foundation
import Ripple

/// A profile screen's model, written the way apps often are: with its schedulers hard-coded.
///
/// The name the user types is saved once typing pauses for 300 ms (`debounce` on
/// `MainScheduler.instance`); the profile for the saved name is loaded on a background queue
/// (`ConcurrentDispatchQueueScheduler`) with a two-second timeout, and delivered on the main
/// scheduler. `status` says what the screen shows.
public final class ProfileViewModel {
    /// What the screen shows.
    public enum Status: Equatable, Sendable {
        case editing
        case loading(String)
        case loaded(String)
        case unavailable
    }

    /// The names saved, once typing pauses.
    public let savedName: Observable<String>
    /// What the screen shows, from editing to the loaded profile.
    public let status: Observable<Status>

    /// - Parameters:
    ///   - nameEdits: The name field's text, as the user types.
    ///   - loadProfile: Loads the profile of a name.
    public init(nameEdits: Observable<String>, loadProfile: @escaping (String) -> Observable<String>) {
        let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let saved = nameEdits
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .share(replay: 1)
        savedName = saved
        status = saved
            .flatMapLatest { name in
                loadProfile(name)
                    .subscribe(on: background)
                    .timeout(.seconds(2), scheduler: background)
                    .map(Status.loaded)
                    .catchAndReturn(.unavailable)
                    .startWith(.loading(name))
            }
            .observe(on: MainScheduler.instance)
            .startWith(.editing)
    }
}

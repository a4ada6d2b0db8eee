import RxCocoa
import RxSwift

/// A feed screen: each refresh loads the feed; the screen shows the items, a spinner while
/// loading, and the last error.
public final class FeedViewModel {
    /// The feed's items; a failed load keeps the previous ones.
    public let items: Driver<[String]>
    /// Whether a load is running.
    public let isLoading: Driver<Bool>
    /// A message for each failed load.
    public let errorMessage: Driver<String>

    public init(refresh: Observable<Void>, load: @escaping () -> Single<[String]>) {
        let activity = ActivityIndicator()
        let errors = ErrorTracker()
        isLoading = activity.asDriver()
        errorMessage = errors.asDriver().map { "Could not load: \($0)" }
        items = refresh
            .flatMapLatest { load().asObservable().trackActivity(activity).trackError(errors).catch { _ in .empty() } }
            .asDriver(onErrorJustReturn: [])
    }
}

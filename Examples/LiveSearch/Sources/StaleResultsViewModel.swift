import Ripple

/// A search-as-you-type view model with a stale-response bug: each query's request is merged with
/// `flatMap`, so a slow answer to an older query can arrive after, and overwrite, the answer to
/// the newest one. Its tests find the bug with a property check and shrink it to a few events.
public struct StaleResultsViewModel {
    /// The results shown under the search field.
    public let results: Observable<[String]>

    /// Searches each text typed once typing pauses for `pause`, with `search`.
    public init(query: Observable<String>, pause: RxTimeInterval, scheduler: SchedulerType, search: @escaping (String) -> Observable<[String]>) {
        results = query
            .debounce(pause, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMap(search)
    }
}

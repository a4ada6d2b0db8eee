import Ripple

/// The same search-as-you-type view model as ``StaleResultsViewModel``, fixed: `flatMapLatest`
/// cancels the request of an older query when a newer one starts, so its answer never shows.
public struct LiveResultsViewModel {
    /// The results shown under the search field.
    public let results: Observable<[String]>

    /// Searches each text typed once typing pauses for `pause`, with `search`.
    public init(query: Observable<String>, pause: RxTimeInterval, scheduler: SchedulerType, search: @escaping (String) -> Observable<[String]>) {
        results = query
            .debounce(pause, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest(search)
    }
}

import Ripple

/// What the search screen shows.
public enum SearchState: Equatable, Sendable {
    /// Nothing searched yet.
    case idle
    /// A search for the query is running.
    case searching(String)
    /// The results of the latest query.
    case results([String])
    /// The latest query failed.
    case failed(String)
}

/// The search screen's model: it debounces the query with Rx operators on a scheduler, then runs
/// an async search that gives up on a slow server after a timeout and retries after a back-off,
/// both measured on an injected `Clock`, and publishes the outcome through a relay.
///
/// ```
/// query:   r-ri-rip
/// state:   i---------s.........(timeout, back-off).........r
/// ```
///
/// In the app, `scheduler` is `MainScheduler.instance` and `clock` a `ContinuousClock`; in tests,
/// both are one `TestScheduler` (the scheduler and its `virtualClock`), so the Rx part and the
/// async part run on one virtual timeline.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
public final class SearchViewModel {
    /// The screen's state: `.idle`, then `.searching` and the outcome of each query.
    public let state = BehaviorRelay<SearchState>(value: .idle)
    private let disposeBag = DisposeBag()

    /// - Parameters:
    ///   - query: The search field's text, as the user types.
    ///   - scheduler: Where the query is debounced.
    ///   - clock: What the search's timeout and back-off are measured on.
    ///   - api: The server.
    ///   - policy: The debounce, timeout and retry settings.
    public init(query: Observable<String>, scheduler: SchedulerType, clock: any Clock<Duration>, api: any SearchAPI, policy: SearchPolicy = SearchPolicy()) {
        let search = Search(api: api, clock: clock, policy: policy)
        query
            .debounce(policy.debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query in
                Single.create { try await search.run(query) }
                    .asObservable()
                    .startWith(.searching(query))
            }
            .bind(to: state)
            .disposed(by: disposeBag)
    }
}

import Ripple
import RippleMockable

/// The app's HTTP client: each call sends one request when subscribed to, emits the parsed JSON
/// body of the response and completes, or fails with the transport or status error.
///
/// `@Mockable` generates `ReactiveHTTPClientMock` beside it, for the tests of the code above it.
@Mockable
protocol ReactiveHTTPClient {
    /// GETs `path` with `parameters` in its query.
    func get(_ path: String, parameters: [String: String]) -> Observable<JSON>
    /// POSTs `body` to `path`.
    func post(_ path: String, body: JSON) -> Observable<JSON>
}

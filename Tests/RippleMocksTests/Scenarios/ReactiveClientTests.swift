#if Mocks
import Ripple
import RippleMocks
import RippleTest
import Testing

// Scenario 2: a fake reactive HTTP client, as a generated mock. The test drives a subject by
// hand, returns a canned response, or an error, and checks the mapped models and the calls.

/// Parsed JSON, enough for the example.
enum JSON: Equatable {
    case object([String: JSON])
    case array([JSON])
    case string(String)
    case number(Int)
}

@Mockable
protocol ReactiveHTTPClient {
    func get(_ path: String, parameters: [String: String]) -> Observable<JSON>
    func post(_ path: String, body: JSON) -> Observable<JSON>
}

struct FeedItem: Equatable {
    let id: Int
    let title: String
}

struct MalformedJSON: Error, Equatable {}

/// The higher-level calls of the feed, over the client.
final class FeedAPI {
    private let client: any ReactiveHTTPClient

    init(client: any ReactiveHTTPClient) {
        self.client = client
    }

    /// The latest `limit` items.
    func fetchLatestItems(limit: Int) -> Observable<[FeedItem]> {
        client.get("/items/latest", parameters: ["limit": "\(limit)"]).map { json in
            guard case .array(let entries) = json else { throw MalformedJSON() }
            return try entries.map { entry in
                guard case .object(let fields) = entry,
                      case .number(let id)? = fields["id"],
                      case .string(let title)? = fields["title"] else { throw MalformedJSON() }
                return FeedItem(id: id, title: title)
            }
        }
    }
}

@Suite struct ReactiveClientTests {
    private let itemsJSON = JSON.array([
        .object(["id": .number(1), "title": .string("First")]),
        .object(["id": .number(2), "title": .string("Second")]),
    ])
    private let items = [FeedItem(id: 1, title: "First"), FeedItem(id: 2, title: "Second")]

    @Test func responseDrivenByASubject() {
        let client = ReactiveHTTPClientMock()
        let response = PublishSubject<JSON>()
        client.getReturnValue = response.asObservable()
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver([FeedItem].self)
        _ = FeedAPI(client: client).fetchLatestItems(limit: 2).subscribe(observer)
        #expect(observer.events.isEmpty)
        response.onNext(itemsJSON)
        response.onCompleted()
        #expect(observer.events == [.next(0, items), .completed(0)])
        #expect(client.getCallsCount == 1)
        #expect(client.getReceivedArguments?.path == "/items/latest")
        #expect(client.getReceivedArguments?.parameters == ["limit": "2"])
        #expect(client.invocations == ["get(_:parameters:)"])
    }

    @Test func cannedResponse() {
        let client = ReactiveHTTPClientMock()
        client.getReturnValue = .just(itemsJSON)
        let api = FeedAPI(client: client)
        #expect(recordEvents(api.fetchLatestItems(limit: 5)) == [.next(0, items), .completed(0)])
        #expect(recordEvents(api.fetchLatestItems(limit: 1)) == [.next(0, items), .completed(0)])
        #expect(client.getReceivedInvocations.map(\.parameters) == [["limit": "5"], ["limit": "1"]])
        #expect(client.postCallsCount == 0)
    }

    @Test func clientError() {
        let client = ReactiveHTTPClientMock()
        client.getReturnValue = .error(TestError(name: "timeout"))
        #expect(recordEvents(FeedAPI(client: client).fetchLatestItems(limit: 2)) == [.error(0, TestError(name: "timeout"))])
    }

    @Test func malformedResponseFails() {
        let client = ReactiveHTTPClientMock()
        client.getReturnValue = .just(.string("not a list"))
        #expect(recordEvents(FeedAPI(client: client).fetchLatestItems(limit: 2)) == [.error(0, MalformedJSON())])
    }

    @Test func responseChosenPerPath() {
        let client = ReactiveHTTPClientMock()
        client.getClosure = { path, _ in path == "/items/latest" ? .just(itemsJSON) : .error(TestError()) }
        #expect(recordEvents(FeedAPI(client: client).fetchLatestItems(limit: 2)) == [.next(0, items), .completed(0)])
    }
}
#endif

import Ripple
import RippleBlocking
import RippleTest
import Testing
@testable import FeedClient

/// `FeedAPI` over the generated `ReactiveHTTPClientMock`: the tests choose what the client
/// answers (a subject driven by hand, a canned response, an error) and check the mapped models
/// and the requests that were made.
@Suite struct FeedAPITests {
    private let client = ReactiveHTTPClientMock()
    private var api: FeedAPI { FeedAPI(client: client) }

    private let latestJSON: JSON = [
        "items": [
            ["id": 7, "title": "Ripple 1.0", "author": ["name": "Ada"]],
            ["id": 6, "title": "Marble diagrams", "author": ["name": "Grace"]],
        ],
    ]
    private let latestItems = [
        FeedItem(id: 7, title: "Ripple 1.0", author: "Ada"),
        FeedItem(id: 6, title: "Marble diagrams", author: "Grace"),
    ]

    @Test func mapsTheResponseWhenTheServerAnswers() {
        let response = PublishSubject<JSON>()
        client.getReturnValue = response.asObservable()

        let items = api.fetchLatestItems(limit: 2).record()
        #expect(items.events.isEmpty)
        response.onNext(latestJSON)
        response.onCompleted()

        #expect(items.events == [.next(latestItems), .completed])
        #expect(client.getCallsCount == 1)
        #expect(client.getReceivedArguments?.path == "/feed/latest")
        #expect(client.getReceivedArguments?.parameters == ["limit": "2"])
        #expect(client.invocations == ["get(_:parameters:)"])
    }

    @Test func cannedResponse() throws {
        client.getReturnValue = .just(latestJSON)

        #expect(try api.fetchLatestItems().toBlocking(timeout: 1).single() == latestItems)
        #expect(client.getReceivedArguments?.parameters == ["limit": "20"])
    }

    @Test func everyCallIsARequest() throws {
        client.getReturnValue = .just(latestJSON)

        _ = try api.fetchLatestItems(limit: 5).toBlocking(timeout: 1).toArray()
        _ = try api.fetchLatestItems(limit: 1).toBlocking(timeout: 1).toArray()

        #expect(client.getCallsCount == 2)
        #expect(client.getReceivedInvocations.map(\.parameters) == [["limit": "5"], ["limit": "1"]])
        #expect(!client.postCalled)
    }

    @Test func transportErrorsReachTheCaller() {
        client.getReturnValue = .error(HTTPStatusError(code: 503))

        #expect(throws: HTTPStatusError(code: 503)) {
            try api.fetchLatestItems().toBlocking(timeout: 1).first()
        }
    }

    @Test func malformedResponseFails() {
        let response = PublishSubject<JSON>()
        client.getReturnValue = response.asObservable()

        let items = api.fetchLatestItems().record()
        response.onNext(["items": [["id": 7, "title": "No author"]]])

        #expect(items.events == [.error(MalformedResponse(path: "/feed/latest"))])
        #expect(!response.hasObservers)
    }

    @Test func markAsReadPostsToTheItem() {
        client.postReturnValue = .just(["read": true])

        let result = api.markAsRead(itemId: 7).toBlocking(timeout: 1).materialize()

        #expect(result == .completed(elements: []))
        #expect(client.postReceivedArguments?.path == "/feed/items/7/read")
        #expect(client.postReceivedArguments?.body == ["read": true])
        #expect(client.invocations == ["post(_:body:)"])
    }

    @Test func answersChosenPerRequest() {
        client.getClosure = { _, parameters in
            parameters["limit"] == "0" ? .error(HTTPStatusError(code: 400)) : .just(["items": []])
        }

        #expect(api.fetchLatestItems(limit: 3).record().events == [.next([]), .completed])
        #expect(api.fetchLatestItems(limit: 0).record().events == [.error(HTTPStatusError(code: 400))])
        #expect(client.invocations == ["get(_:parameters:)", "get(_:parameters:)"])
    }
}

/// The server answered with an error status.
private struct HTTPStatusError: Error, Equatable {
    let code: Int
}

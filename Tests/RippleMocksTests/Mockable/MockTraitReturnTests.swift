#if Mocks
import Ripple
import RippleMocks
import RippleTest
import Testing

@Mockable
protocol TraitAPI {
    func user(id: Int) -> Single<String>
    func cachedUser(id: Int) -> Maybe<String>
    func delete(id: Int) -> Completable
}

@Suite struct MockTraitReturnTests {
    @Test func stubbedTraitsAreReturned() {
        let api = TraitAPIMock()
        api.userReturnValue = .just("Ada")
        api.cachedUserReturnValue = .empty()
        api.deleteReturnValue = .empty()
        #expect(recordEvents(api.user(id: 1).asObservable()) == [.next(0, "Ada"), .completed(0)])
        #expect(recordEvents(api.cachedUser(id: 1).asObservable()) == [.completed(0)])
        #expect(recordEvents(api.delete(id: 1).asObservable()) == [.completed(0)])
        #expect(api.invocations == ["user(id:)", "cachedUser(id:)", "delete(id:)"])
    }

    @Test(arguments: ["user", "cachedUser", "delete"])
    func unstubbedTraitIsReportedAndFails(method: String) {
        let api = TraitAPIMock()
        let message = "TraitAPIMock.\(method)(id:) was called but \(method)ReturnValue is not set; set it or \(method)Closure"
        var events: [Recorded<Event<Never>>] = []
        var elementEvents: [Recorded<Event<String>>] = []
        withKnownIssue {
            switch method {
            case "user": elementEvents = recordEvents(api.user(id: 1).asObservable())
            case "cachedUser": elementEvents = recordEvents(api.cachedUser(id: 1).asObservable())
            default: events = recordEvents(api.delete(id: 1).asObservable())
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message]
        }
        let error = method == "delete" ? events.first?.value.error : elementEvents.first?.value.error
        #expect((error as? MockError)?.message == message)
        #expect(events.count + elementEvents.count == 1)
    }
}
#endif

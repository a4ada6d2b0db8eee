import Ripple
import RippleMocks
import RippleTest
import Testing

@Mockable
protocol ProfileStore {
    var profileChanges: Observable<String> { get }
    var displayName: String { get }
    func profile(id: Int) -> Observable<String>
    func name(id: Int) -> String
    func nickname(id: Int) -> String?
    func decode<T>(_ text: String) -> Observable<T>
}

/// An unstubbed call fails the test with a message naming the member to set; sequences then
/// fail with ``MockError``, other return types stop the process with the same message.
@Suite struct UnstubbedCallTests {
    @Test func unstubbedObservableCallIsReportedAndFails() {
        let store = ProfileStoreMock()
        let message = "ProfileStoreMock.profile(id:) was called but profileReturnValue is not set; set it or profileClosure"
        var profile: Observable<String>?
        withKnownIssue {
            profile = store.profile(id: 7)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message]
        }
        let error = MockError(member: "ProfileStoreMock.profileReturnValue", message: message)
        #expect(profile.map(recordEvents) == [.error(0, error)])
        #expect(store.profileReceivedId == 7)
    }

    @Test func unsetObservablePropertyIsReportedAndFails() {
        let store = ProfileStoreMock()
        let message = "ProfileStoreMock.profileChanges was read but is not set; set it before the code under test reads it"
        var changes: Observable<String>?
        withKnownIssue {
            changes = store.profileChanges
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message]
        }
        #expect(changes.map(recordEvents) == [.error(0, MockError(member: "ProfileStoreMock.profileChanges", message: message))])
    }

    @Test func genericMethodReportsTheTypeItNeeds() {
        let store = ProfileStoreMock()
        let message = "ProfileStoreMock.decode(_:) was called but decodeReturnValue is not set to a Observable<T>; set it or decodeClosure"
        store.decodeReturnValue = Observable.just("a string, not an Int")
        withKnownIssue {
            let decoded: Observable<Int> = store.decode("1")
            #expect(recordEvents(decoded).count == 1)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message]
        }
    }

    @Test func stubbedCallsReportNothing() {
        let store = ProfileStoreMock()
        store.profileReturnValue = .just("Ada")
        store.nameClosure = { "user \($0)" }
        store.displayName = "Ada L."
        #expect(recordEvents(store.profile(id: 1)) == [.next(0, "Ada"), .completed(0)])
        #expect(store.name(id: 2) == "user 2")
        #expect(store.displayName == "Ada L.")
    }

    @Test func unstubbedOptionalReturnIsNil() {
        let store = ProfileStoreMock()
        #expect(store.nickname(id: 1) == nil)
        store.nicknameReturnValue = "ada"
        #expect(store.nickname(id: 1) == "ada")
    }

    @Test func unstubbedValueCallStopsWithTheMessage() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let store = ProfileStoreMock()
            withKnownIssue {
                _ = store.name(id: 3)
            }
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("ProfileStoreMock.name(id:) was called but nameReturnValue is not set; set it or nameClosure"))
        }
    }

    @Test func unsetValuePropertyStopsWithTheMessage() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let store = ProfileStoreMock()
            withKnownIssue {
                _ = store.displayName
            }
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("ProfileStoreMock.displayName was read but is not set; set it before the code under test reads it"))
        }
    }
}

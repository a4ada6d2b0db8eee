#if Mocks
import Ripple
import RippleMocks
import RippleTest
import Testing

struct Profile: Equatable, Sendable {
    var name: String
}

@Mockable
protocol ProfileStore {
    var profileChanges: Observable<String> { get }
    var current: Profile { get }
    func profile(id: Int) -> Observable<String>
    func load(id: Int) -> Profile
    func name(id: Int) -> String
    func nickname(id: Int) -> String?
    func fetch(id: Int) throws -> Profile
    func decode<T>(_ text: String) -> Observable<T>
}

/// The strict policy: an unstubbed call fails the test with a message naming the member to set,
/// then a throwing member throws ``MockError``, a sequence fails with it, a type with a default
/// gives it, and only a type with no possible value stops the process.
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

    @Test func unstubbedThrowingCallIsReportedAndThrows() {
        let store = ProfileStoreMock()
        let message = "ProfileStoreMock.fetch(id:) was called but fetchReturnValue is not set; set it or fetchClosure"
        withKnownIssue {
            #expect(throws: MockError(member: "ProfileStoreMock.fetchReturnValue", message: message)) {
                try store.fetch(id: 1)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message]
        }
    }

    @Test func unstubbedOptionalReturnIsReportedAndNil() {
        let store = ProfileStoreMock()
        var nickname: String? = "unset"
        withKnownIssue {
            nickname = store.nickname(id: 1)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["ProfileStoreMock.nickname(id:) was called but nicknameReturnValue is not set; set it or nicknameClosure"]
        }
        #expect(nickname == nil)
        store.nicknameReturnValue = .some(nil)
        #expect(store.nickname(id: 1) == nil)
        store.nicknameReturnValue = "ada"
        #expect(store.nickname(id: 1) == "ada")
    }

    @Test func unstubbedValueWithADefaultIsReportedAndGivesIt() {
        let store = ProfileStoreMock()
        var name: String?
        withKnownIssue {
            name = store.name(id: 3)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["ProfileStoreMock.name(id:) was called but nameReturnValue is not set; set it or nameClosure"]
        }
        #expect(name == "")
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
        store.current = Profile(name: "Ada L.")
        #expect(recordEvents(store.profile(id: 1)) == [.next(0, "Ada"), .completed(0)])
        #expect(store.name(id: 2) == "user 2")
        #expect(store.current == Profile(name: "Ada L."))
    }

    @Test func unstubbedValueWithoutADefaultStopsWithTheMessage() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let store = ProfileStoreMock()
            withKnownIssue {
                _ = store.load(id: 3)
            }
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("ProfileStoreMock.load(id:) was called but loadReturnValue is not set; set it or loadClosure"))
        }
    }

    @Test func unsetPropertyWithoutADefaultStopsWithTheMessage() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let store = ProfileStoreMock()
            withKnownIssue {
                _ = store.current
            }
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("ProfileStoreMock.current was read but is not set; set it before the code under test reads it"))
        }
    }
}

/// The relaxed policy: members with a default give it without failing the test; the others
/// behave as under the strict policy.
@Suite struct RelaxedPolicyTests {
    @Test func defaultsAreGivenWithoutFailing() {
        let store = ProfileStoreMock(policy: .relaxed)
        #expect(store.name(id: 1) == "")
        #expect(store.nickname(id: 1) == nil)
        #expect(recordEvents(store.profile(id: 1)) == [.completed(0)])
        #expect(recordEvents(store.profileChanges) == [.completed(0)])
        #expect(store.invocations == ["name(id:)", "nickname(id:)", "profile(id:)"])
    }

    @Test func membersWithoutADefaultStillFail() {
        let store = ProfileStoreMock()
        store.mockPolicy = .relaxed
        withKnownIssue {
            #expect(throws: MockError.self) { try store.fetch(id: 1) }
        }
    }
}
#endif

#if Mocks
import RippleMocks
import Testing

@Mockable
protocol AccountSession {
    var userName: String { get }
    var token: String? { get set }
    var retries: Int { get set }
    var isActive: Bool { get async throws }
}

/// Property requirements are plain storage on the mock.
@Suite struct MockPropertyTests {
    @Test func getOnlyPropertiesAreSettableOnTheMock() {
        let session = AccountSessionMock()
        session.userName = "ada"
        let asProtocol: any AccountSession = session
        #expect(asProtocol.userName == "ada")
    }

    @Test func optionalPropertiesStartNil() {
        let session = AccountSessionMock()
        #expect(session.token == nil)
        session.token = "t-1"
        #expect(session.token == "t-1")
    }

    @Test func codeUnderTestCanSetProperties() {
        let session = AccountSessionMock()
        session.retries = 0
        var asProtocol: any AccountSession = session
        asProtocol.retries += 2
        #expect(session.retries == 2)
    }

    @Test func effectfulGettersReadTheStoredValue() async throws {
        let session = AccountSessionMock()
        session.underlyingIsActive = true
        let asProtocol: any AccountSession = session
        #expect(try await asProtocol.isActive)
    }

    @Test func readsAndWritesAreCounted() {
        let session = AccountSessionMock()
        session.underlyingRetries = 3
        var asProtocol: any AccountSession = session
        asProtocol.retries += 1
        _ = asProtocol.retries
        _ = asProtocol.token
        #expect(session.retriesGetCount == 2)
        #expect(session.retriesSetCount == 1)
        #expect(session.tokenGetCount == 1)
        #expect(session.tokenSetCount == 0)
        #expect(session.underlyingRetries == 4)
    }
}
#endif

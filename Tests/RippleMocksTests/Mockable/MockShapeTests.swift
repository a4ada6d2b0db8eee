#if Mocks
import RippleMocks
import Testing

@Mockable
protocol TokenSource {
    var token: String { get async throws }
    var expiry: Int { get async }
}

@Mockable
protocol Registry<Item> {
    associatedtype Item
    static func register(_ item: Item)
    func items() -> [Item]
}

@Mockable
protocol Notifier {
    typealias Handler = (String) -> Void
    func each(_ handler: Handler)
    func subscribe(_ handler: @escaping Handler)
    func unsubscribe(_ handler: Handler?)
}

/// The protocol shapes of real codebases: effectful getters, static requirements of generic
/// protocols, closures through a type alias.
@Suite(.serialized) struct MockShapeTests {
    @Test func effectfulGettersThrowAndCount() async throws {
        let source = TokenSourceMock()
        source.underlyingToken = "t-1"
        source.underlyingExpiry = 60
        #expect(try await source.token == "t-1")
        #expect(await source.expiry == 60)
        source.tokenThrowableError = Offline()
        await #expect(throws: Offline()) { try await source.token }
        #expect(source.tokenGetCount == 2)
        #expect(source.expiryGetCount == 1)
    }

    @Test func unsetThrowingGetterThrowsMockError() async {
        let source = TokenSourceMock()
        await withKnownIssue {
            await #expect(throws: MockError.self) { try await source.token }
        }
    }

    @Test func staticRequirementsOfAGenericProtocol() {
        RegistryMock<Int>.resetStaticState()
        RegistryMock<String>.resetStaticState()
        RegistryMock<Int>.register(1)
        RegistryMock<Int>.register(2)
        RegistryMock<String>.register("a")
        #expect(RegistryMock<Int>.registerReceivedInvocations == [1, 2])
        #expect(RegistryMock<String>.registerCallsCount == 1)
        #expect(RegistryMock<Int>.invocations == ["register(_:)", "register(_:)"])
    }

    @Test func closuresThroughATypeAlias() {
        let notifier = NotifierMock()
        notifier.eachClosure = { handler in handler("now") }
        var received: [String] = []
        notifier.each { received.append($0) }
        notifier.subscribe { received.append("later: \($0)") }
        notifier.subscribeReceivedHandler?("ping")
        notifier.unsubscribe(nil)
        #expect(received == ["now", "later: ping"])
        #expect(notifier.unsubscribeCallsCount == 1)
    }
}
#endif

#if Mocks
import RippleMocks
import Testing

@Mockable
protocol FeatureFlags {
    static var environment: String { get set }
    static func isEnabled(_ flag: String) -> Bool
    func refresh()
}

/// Static requirements keep shared state, which `resetStaticState()` clears. The tests are
/// serialized because they share that state.
@Suite(.serialized) struct MockStaticMemberTests {
    init() {
        FeatureFlagsMock.resetStaticState()
    }

    @Test func staticMethodsAreRecordedAndStubbed() {
        FeatureFlagsMock.isEnabledClosure = { $0 == "dark-mode" }
        #expect(FeatureFlagsMock.isEnabled("dark-mode"))
        #expect(!FeatureFlagsMock.isEnabled("beta"))
        #expect(FeatureFlagsMock.isEnabledCallsCount == 2)
        #expect(FeatureFlagsMock.isEnabledReceivedInvocations == ["dark-mode", "beta"])
        #expect(FeatureFlagsMock.invocations == ["isEnabled(_:)", "isEnabled(_:)"])
    }

    @Test func staticAndInstanceInvocationsAreKeptApart() {
        let flags = FeatureFlagsMock()
        FeatureFlagsMock.isEnabledReturnValue = true
        flags.refresh()
        _ = FeatureFlagsMock.isEnabled("beta")
        #expect(flags.invocations == ["refresh()"])
        #expect(FeatureFlagsMock.invocations == ["isEnabled(_:)"])
    }

    @Test func resetClearsEveryStaticMember() {
        FeatureFlagsMock.environment = "staging"
        FeatureFlagsMock.isEnabledReturnValue = true
        _ = FeatureFlagsMock.isEnabled("beta")
        FeatureFlagsMock.resetStaticState()
        #expect(FeatureFlagsMock.isEnabledCallsCount == 0)
        #expect(FeatureFlagsMock.isEnabledReturnValue == nil)
        #expect(FeatureFlagsMock.invocations.isEmpty)
        FeatureFlagsMock.environment = "production"
        #expect(FeatureFlagsMock.environment == "production")
    }
}
#endif

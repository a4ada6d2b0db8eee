#if Mocks
import RippleMocks
import Testing

@Mockable
protocol LocationProvider {
    func observe(every seconds: Int, handler: @escaping (Double) -> Void)
    func onFailure(_ callback: ((String) -> Void)?)
    func withAccuracy(_ accuracy: Int, _ body: (Double) -> Void)
}

/// Escaping closure parameters are recorded so a test can call them later.
@Suite struct MockClosureParameterTests {
    @Test func capturedEscapingClosureCanBeCalledLater() {
        let provider = LocationProviderMock()
        var received: [Double] = []
        provider.observe(every: 5) { received.append($0) }
        #expect(received.isEmpty)
        provider.observeReceivedArguments?.handler(1.5)
        provider.observeReceivedArguments?.handler(2.5)
        #expect(received == [1.5, 2.5])
        #expect(provider.observeReceivedArguments?.seconds == 5)
    }

    @Test func everyCapturedClosureIsKept() {
        let provider = LocationProviderMock()
        var first: [Double] = []
        var second: [Double] = []
        provider.observe(every: 1) { first.append($0) }
        provider.observe(every: 2) { second.append($0) }
        provider.observeReceivedInvocations[0].handler(10)
        provider.observeReceivedInvocations[1].handler(20)
        #expect(first == [10])
        #expect(second == [20])
    }

    @Test func optionalClosureIsRecorded() {
        let provider = LocationProviderMock()
        var failures: [String] = []
        provider.onFailure { failures.append($0) }
        provider.onFailureReceivedCallback?("denied")
        #expect(failures == ["denied"])
        provider.onFailure(nil)
        #expect(provider.onFailureReceivedCallback == nil)
        #expect(provider.onFailureReceivedInvocations.count == 2)
    }

    @Test func nonEscapingClosureIsOnlyPassedToTheMocksClosure() {
        let provider = LocationProviderMock()
        provider.withAccuracyClosure = { accuracy, body in body(Double(accuracy) / 10) }
        var values: [Double] = []
        provider.withAccuracy(5) { values.append($0) }
        #expect(values == [0.5])
        #expect(provider.withAccuracyReceivedAccuracy == 5)
    }
}
#endif

#if Mocks
import RippleMocks
import Testing

struct Weather: Equatable, Sendable {
    var degrees: Int
}

struct FetchError: Error, Equatable {
    var code: Int
}

@Mockable
protocol WeatherService {
    func current(city: String) async throws -> Weather
    func refresh() async
    func cached(city: String) throws -> Weather
    func save(_ weather: Weather) throws
    func forecast(days: Int) throws(FetchError) -> [Weather]
}

/// `async`, `throws` and typed throws in generated mocks.
@Suite struct MockEffectsTests {
    @Test func asyncMethodReturnsTheStubbedValue() async throws {
        let service = WeatherServiceMock()
        service.currentReturnValue = Weather(degrees: 12)
        #expect(try await service.current(city: "Oslo") == Weather(degrees: 12))
        #expect(service.currentReceivedCity == "Oslo")
    }

    @Test func asyncClosureIsAwaited() async throws {
        let service = WeatherServiceMock()
        service.currentClosure = { city in
            await Task.yield()
            return Weather(degrees: city.count)
        }
        #expect(try await service.current(city: "Rome") == Weather(degrees: 4))
    }

    @Test func asyncVoidMethodRunsItsClosure() async {
        let service = WeatherServiceMock()
        let refreshed = Counter()
        service.refreshClosure = { await refreshed.increment() }
        await service.refresh()
        await service.refresh()
        #expect(await refreshed.value == 2)
        #expect(service.refreshCallsCount == 2)
    }

    @Test func throwableErrorIsThrownAndTheCallStillRecorded() async {
        let service = WeatherServiceMock()
        service.currentReturnValue = Weather(degrees: 12)
        service.currentThrowableError = TestError(name: "offline")
        await #expect(throws: TestError(name: "offline")) {
            try await service.current(city: "Oslo")
        }
        #expect(service.currentCallsCount == 1)
        #expect(service.currentReceivedInvocations == ["Oslo"])
    }

    @Test func throwableErrorWinsOverTheClosure() {
        let service = WeatherServiceMock()
        var closureCalls = 0
        service.cachedClosure = { _ in
            closureCalls += 1
            return Weather(degrees: 1)
        }
        service.cachedThrowableError = TestError()
        #expect(throws: TestError()) { try service.cached(city: "Oslo") }
        #expect(closureCalls == 0)
    }

    @Test func throwingClosureThrows() {
        let service = WeatherServiceMock()
        service.saveClosure = { weather in
            if weather.degrees < -50 { throw TestError(name: "implausible") }
        }
        #expect(throws: Never.self) { try service.save(Weather(degrees: 3)) }
        #expect(throws: TestError(name: "implausible")) { try service.save(Weather(degrees: -60)) }
        #expect(service.saveReceivedInvocations == [Weather(degrees: 3), Weather(degrees: -60)])
    }

    @Test func voidThrowingMethodNeedsNoStub() {
        let service = WeatherServiceMock()
        #expect(throws: Never.self) { try service.save(Weather(degrees: 3)) }
        #expect(service.saveCalled)
    }

    @Test func typedThrowsKeepTheErrorType() throws {
        let service = WeatherServiceMock()
        service.forecastThrowableError = FetchError(code: 503)
        do {
            _ = try service.forecast(days: 3)
            Issue.record("forecast(days:) should have thrown")
        } catch {
            let typed: FetchError = error
            #expect(typed == FetchError(code: 503))
        }
        service.forecastThrowableError = nil
        service.forecastReturnValue = [Weather(degrees: 1)]
        #expect(try service.forecast(days: 1) == [Weather(degrees: 1)])
    }
}

/// A counter that async closures can share.
actor Counter {
    private(set) var value = 0

    func increment() {
        value += 1
    }
}
#endif

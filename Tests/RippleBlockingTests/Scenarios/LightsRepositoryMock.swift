#if Mocks
import Ripple

/// A hand-written spy for ``LightsRepository``, with the members `@Mockable` generates: call
/// counts, received arguments, every call in order, and configurable return values. Unlike a
/// generated mock, an unconfigured method does not fail the test: it returns a sequence that fails
/// with ``MockError/notConfigured(_:)``, which these tests expect.
final class LightsRepositoryMock: LightsRepository {
    /// Every call, in order, as `name(label:)`.
    private(set) var invocations: [String] = []

    private(set) var queryAllLightsCallsCount = 0
    var queryAllLightsCalled: Bool { queryAllLightsCallsCount > 0 }
    var queryAllLightsReturnValue: Observable<[LightModel]>?

    func queryAllLights() -> Observable<[LightModel]> {
        queryAllLightsCallsCount += 1
        invocations.append("queryAllLights()")
        return queryAllLightsReturnValue ?? .error(MockError.notConfigured("queryAllLightsReturnValue"))
    }

    private(set) var queryAllLightStatesCallsCount = 0
    var queryAllLightStatesCalled: Bool { queryAllLightStatesCallsCount > 0 }
    var queryAllLightStatesReturnValue: Observable<[LightStateModel]>?

    func queryAllLightStates() -> Observable<[LightStateModel]> {
        queryAllLightStatesCallsCount += 1
        invocations.append("queryAllLightStates()")
        return queryAllLightStatesReturnValue ?? .error(MockError.notConfigured("queryAllLightStatesReturnValue"))
    }

    private(set) var toggleLightCallsCount = 0
    var toggleLightCalled: Bool { toggleLightCallsCount > 0 }
    private(set) var toggleLightReceivedId: Int?
    private(set) var toggleLightReceivedInvocations: [Int] = []
    var toggleLightReturnValue: Completable?

    func toggleLight(withId id: Int) -> Completable {
        toggleLightCallsCount += 1
        toggleLightReceivedId = id
        toggleLightReceivedInvocations.append(id)
        invocations.append("toggleLight(withId:)")
        return toggleLightReturnValue ?? .error(MockError.notConfigured("toggleLightReturnValue"))
    }
}

/// Errors of hand-written mocks.
enum MockError: Error, Equatable {
    /// The named return value was not set.
    case notConfigured(String)
}
#endif

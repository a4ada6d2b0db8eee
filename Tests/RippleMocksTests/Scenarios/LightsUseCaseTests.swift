import Ripple
import RippleMocks
import RippleTest
import Testing

// Scenario 3: a use case over a repository protocol, tested with its generated mock, model stubs
// and copy-with-changes.

@Modifiable
struct LightModel: Equatable, StubProtocol {
    let id: Int
    let name: String

    static func stub(withId id: Int) -> LightModel {
        LightModel(id: id, name: "Light \(id)")
    }
}

@Modifiable
struct LightState: Equatable, StubProtocol {
    let lightId: Int
    let isOn: Bool

    static func stub(withId id: Int) -> LightState {
        LightState(lightId: id, isOn: false)
    }
}

@Mockable
protocol LightsRepository {
    func queryAllLights() -> Observable<[LightModel]>
    func queryAllLightStates() -> Observable<[LightState]>
}

/// Answers questions about the lights from the repository.
final class LightsUseCase {
    private let repository: any LightsRepository

    init(repository: any LightsRepository) {
        self.repository = repository
    }

    /// How many lights there are.
    func lightsCount() -> Observable<Int> {
        repository.queryAllLights().map(\.count)
    }

    /// Whether every light is off.
    func areAllLightsOff() -> Observable<Bool> {
        repository.queryAllLightStates().map { states in states.allSatisfy { !$0.isOn } }
    }
}

@Suite struct LightsUseCaseTests {
    @Test func countsTheLights() {
        let repository = LightsRepositoryMock()
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))
        let useCase = LightsUseCase(repository: repository)
        #expect(recordEvents(useCase.lightsCount()) == [.next(0, 3), .completed(0)])
        #expect(repository.queryAllLightsCallsCount == 1)
        #expect(repository.invocations == ["queryAllLights()"])
    }

    @Test func allLightsOffWhenNoneIsOn() {
        let repository = LightsRepositoryMock()
        repository.queryAllLightStatesReturnValue = .just(.stub(withCount: 2))
        let useCase = LightsUseCase(repository: repository)
        #expect(recordEvents(useCase.areAllLightsOff()) == [.next(0, true), .completed(0)])
    }

    @Test func notAllLightsOffWhenOneIsOn() {
        let repository = LightsRepositoryMock()
        let states: [LightState] = .stub(withCount: 3)
        repository.queryAllLightStatesReturnValue = .just([states[0], states[1].modify(isOn: true), states[2]])
        let useCase = LightsUseCase(repository: repository)
        #expect(recordEvents(useCase.areAllLightsOff()) == [.next(0, false), .completed(0)])
        #expect(repository.queryAllLightStatesCallsCount == 1)
        #expect(!repository.queryAllLightsCalled)
    }

    @Test func repositoryErrorsReachTheCaller() {
        let repository = LightsRepositoryMock()
        repository.queryAllLightsReturnValue = .error(TestError(name: "offline"))
        let useCase = LightsUseCase(repository: repository)
        #expect(recordEvents(useCase.lightsCount()) == [.error(0, TestError(name: "offline"))])
    }

    @Test func forgottenStubFailsTheTest() {
        let repository = LightsRepositoryMock()
        let useCase = LightsUseCase(repository: repository)
        var events: [Recorded<Event<Bool>>] = []
        withKnownIssue {
            events = recordEvents(useCase.areAllLightsOff())
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "LightsRepositoryMock.queryAllLightStates() was called but queryAllLightStatesReturnValue is not set; set it or queryAllLightStatesClosure",
            ]
        }
        #expect(events.count == 1)
        #expect(events.first?.value.error is MockError)
    }
}

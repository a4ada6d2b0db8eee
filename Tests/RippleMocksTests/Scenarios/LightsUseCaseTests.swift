#if Mocks
import Ripple
import RippleBlocking
import RippleMocks
import RippleTest
import Testing

// Scenario 3: a use case over a repository protocol, tested with its generated mock, blocking
// operators, model stubs and copy-with-changes.

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

struct LightWithState: Equatable {
    let light: LightModel
    let isOn: Bool
}

@Mockable
protocol LightsRepository {
    func queryAllLights() -> Observable<[LightModel]>
    func queryAllLightStates() -> Observable<[LightState]>
    func toggleLight(withId id: Int) -> Completable
}

/// Answers questions about the lights and toggles them, through the repository.
final class LightsUseCase {
    private let repository: any LightsRepository

    init(repository: any LightsRepository) {
        self.repository = repository
    }

    /// Every light with whether it is on (a light without a state is off).
    func lightsWithState() -> Observable<[LightWithState]> {
        Observable.combineLatest(repository.queryAllLights(), repository.queryAllLightStates()) { lights, states in
            lights.map { light in
                LightWithState(light: light, isOn: states.first { $0.lightId == light.id }?.isOn ?? false)
            }
        }
    }

    /// How many lights there are.
    func lightsCount() -> Observable<Int> {
        repository.queryAllLights().map(\.count)
    }

    /// Whether every light is off.
    func areAllLightsOff() -> Observable<Bool> {
        repository.queryAllLightStates().map { states in states.allSatisfy { !$0.isOn } }
    }

    /// Toggles one light.
    func toggle(lightId: Int) -> Completable {
        repository.toggleLight(withId: lightId)
    }
}

@Suite struct LightsUseCaseTests {
    @Test func countsTheLights() throws {
        let repository = LightsRepositoryMock()
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))
        let useCase = LightsUseCase(repository: repository)
        #expect(try useCase.lightsCount().toBlocking(timeout: 1).first() == 3)
        #expect(repository.queryAllLightsCallsCount == 1)
        #expect(repository.invocations == ["queryAllLights()"])
    }

    @Test func combinesLightsWithTheirStates() throws {
        let repository = LightsRepositoryMock()
        let lights: [LightModel] = .stub(withCount: 3)
        let states: [LightState] = .stub(withCount: 2)
        repository.queryAllLightsReturnValue = .just(lights)
        repository.queryAllLightStatesReturnValue = .just([states[0], states[1].modify(isOn: true)])
        let useCase = LightsUseCase(repository: repository)
        let combined = try useCase.lightsWithState().toBlocking(timeout: 1).first()
        #expect(combined == [
            LightWithState(light: lights[0], isOn: false),
            LightWithState(light: lights[1], isOn: true),
            LightWithState(light: lights[2].modify(name: "Light 3"), isOn: false),
        ])
        #expect(repository.invocations == ["queryAllLights()", "queryAllLightStates()"])
    }

    @Test func allLightsOffWhenNoneIsOn() throws {
        let repository = LightsRepositoryMock()
        repository.queryAllLightStatesReturnValue = .just(.stub(withCount: 2))
        let useCase = LightsUseCase(repository: repository)
        #expect(try useCase.areAllLightsOff().toBlocking(timeout: 1).first() == true)
    }

    @Test func notAllLightsOffWhenOneIsOn() throws {
        let repository = LightsRepositoryMock()
        let states: [LightState] = .stub(withCount: 3)
        repository.queryAllLightStatesReturnValue = .just([states[0], states[1].modify(isOn: true), states[2]])
        let useCase = LightsUseCase(repository: repository)
        #expect(try useCase.areAllLightsOff().toBlocking(timeout: 1).first() == false)
        #expect(repository.queryAllLightStatesCallsCount == 1)
        #expect(!repository.queryAllLightsCalled)
    }

    @Test func togglingCompletesAndRecordsTheLight() {
        let repository = LightsRepositoryMock()
        repository.toggleLightReturnValue = .empty()
        let useCase = LightsUseCase(repository: repository)
        #expect(useCase.toggle(lightId: 2).toBlocking(timeout: 1).materialize() == .completed(elements: []))
        #expect(repository.toggleLightCallsCount == 1)
        #expect(repository.toggleLightReceivedInvocations == [2])
        #expect(repository.toggleLightReceivedId == 2)
    }

    @Test func failedToggleReachesTheCaller() {
        let repository = LightsRepositoryMock()
        repository.toggleLightReturnValue = .error(TestError(name: "offline"))
        let useCase = LightsUseCase(repository: repository)
        #expect(useCase.toggle(lightId: 1).toBlocking(timeout: 1).materialize() == .failed(elements: [], error: TestError(name: "offline")))
    }

    @Test func repositoryErrorsReachTheCaller() {
        let repository = LightsRepositoryMock()
        repository.queryAllLightsReturnValue = .error(TestError(name: "offline"))
        let useCase = LightsUseCase(repository: repository)
        #expect(throws: TestError(name: "offline")) { try useCase.lightsCount().toBlocking(timeout: 1).first() }
    }

    @Test func forgottenStubFailsTheTest() {
        let repository = LightsRepositoryMock()
        let useCase = LightsUseCase(repository: repository)
        var result: MaterializedSequenceResult<Bool>?
        withKnownIssue {
            result = useCase.areAllLightsOff().toBlocking(timeout: 1).materialize()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "LightsRepositoryMock.queryAllLightStates() was called but queryAllLightStatesReturnValue is not set; set it or queryAllLightStatesClosure",
            ]
        }
        guard case .failed(let elements, let error)? = result else {
            Issue.record("expected a failure, got \(String(describing: result))")
            return
        }
        #expect(elements.isEmpty)
        #expect(error is MockError)
    }
}
#endif

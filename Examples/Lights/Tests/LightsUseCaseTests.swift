import Ripple
import RippleBlocking
import Testing
@testable import Lights

/// The use case over the generated `LightsRepositoryMock`, read with blocking operators: the
/// repository's answers are synchronous here, so `first()`, `toArray()` and `materialize()` return
/// at once.
@Suite struct LightsUseCaseTests {
    private let repository = LightsRepositoryMock()
    private var useCase: LightsUseCase { LightsUseCase(repository: repository) }

    @Test func listsEveryLight() throws {
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))
        repository.queryAllLightStatesReturnValue = .just(.stub(withCount: 3))

        let lights = try useCase.lightsWithState().toBlocking(timeout: 1).first()

        #expect(lights?.count == 3)
        #expect(repository.invocations == ["queryAllLights()", "queryAllLightStates()"])
    }

    @Test func pairsEachLightWithItsState() throws {
        let states = [LightState.stub(withId: 2).modify(isOn: true, brightness: 40)]
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 2))
        repository.queryAllLightStatesReturnValue = .just(states)

        let lights = try useCase.lightsWithState().toBlocking(timeout: 1).first()

        #expect(lights == [
            LightWithState(light: .stub(withId: 1), state: nil),
            LightWithState(light: .stub(withId: 2), state: states[0]),
        ])
    }

    @Test func followsStateChanges() throws {
        let states = [LightState].stub(withCount: 2)
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 2))
        repository.queryAllLightStatesReturnValue = .of(states, [states[0], states[1].modify(isOn: true)])

        let updates = try useCase.lightsWithState().toBlocking(timeout: 1).toArray()

        #expect(updates.map { $0.map(\.isOn) } == [[false, false], [false, true]])
    }

    @Test(arguments: [
        ([false, false, false], true),
        ([false, true, false], false),
    ])
    func allLightsOff(isOn: [Bool], expected: Bool) throws {
        let states = [LightState].stub(withCount: 3).enumerated().map { $0.element.modify(isOn: isOn[$0.offset]) }
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))
        repository.queryAllLightStatesReturnValue = .just(states)

        #expect(try useCase.areAllLightsOff().toBlocking(timeout: 1).first() == expected)
    }

    @Test func allLightsOffRepeatsOnlyChanges() throws {
        let off = [LightState].stub(withCount: 2)
        let dimmed = off.map { $0.modify(brightness: 10) }
        let oneOn = [off[0].modify(isOn: true), off[1]]
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 2))
        repository.queryAllLightStatesReturnValue = .of(off, dimmed, oneOn)

        #expect(try useCase.areAllLightsOff().toBlocking(timeout: 1).toArray() == [true, false])
    }

    @Test func repositoryErrorsReachTheScreen() {
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 1))
        repository.queryAllLightStatesReturnValue = .error(HubUnreachable())

        #expect(throws: HubUnreachable()) {
            try useCase.areAllLightsOff().toBlocking(timeout: 1).first()
        }
    }

    @Test func togglingAKnownLightCompletes() {
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))
        repository.toggleLightReturnValue = .empty()

        let result = useCase.toggleLight(withId: 2).toBlocking(timeout: 1).materialize()

        #expect(result == .completed(elements: []))
        #expect(repository.toggleLightCallsCount == 1)
        #expect(repository.toggleLightReceivedId == 2)
        #expect(repository.invocations == ["queryAllLights()", "toggleLight(withId:)"])
    }

    @Test func togglingFailsWhenTheHubFails() {
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))
        repository.toggleLightReturnValue = .error(HubUnreachable())

        let result = useCase.toggleLight(withId: 1).toBlocking(timeout: 1).materialize()

        #expect(result == .failed(elements: [], error: HubUnreachable()))
    }

    @Test func togglingAnUnknownLightFailsWithoutCallingTheHub() {
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))

        let result = useCase.toggleLight(withId: 9).toBlocking(timeout: 1).materialize()

        #expect(result == .failed(elements: [], error: UnknownLight(id: 9)))
        #expect(!repository.toggleLightCalled)
    }

    @Test func aToggleTheHubNeverAnswersTimesOut() {
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 1))
        repository.toggleLightReturnValue = .never()

        let result = useCase.toggleLight(withId: 1).toBlocking(timeout: 0.05).materialize()

        #expect(result == .failed(elements: [], error: RxError.timeout))
    }
}

/// The hub did not answer.
private struct HubUnreachable: Error, Equatable {}

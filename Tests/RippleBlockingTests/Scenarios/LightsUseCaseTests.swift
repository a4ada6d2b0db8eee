#if Mocks
import Foundation
import Ripple
import RippleBlocking
import Testing
import TestSupport

/// Scenario 3: a use case over a repository, tested with blocking operators and a spy.
@Suite(.tags(.threads)) struct LightsUseCaseTests {
    private let repository = LightsRepositoryMock()
    private var useCase: LightsUseCase { LightsUseCase(repository: repository) }

    @Test func combinesEveryLightWithItsState() throws {
        let lights = [LightModel].stub(withCount: 3)
        let states = [LightStateModel].stub(withCount: 3)
        repository.queryAllLightsReturnValue = .just(lights)
        repository.queryAllLightStatesReturnValue = .just(states)

        let lightsWithState = try useCase.lightsWithState().toBlocking().first()

        #expect(lightsWithState?.count == 3)
        #expect(lightsWithState == zip(lights, states).map { LightWithStateModel(light: $0, state: $1) })
        #expect(repository.invocations == ["queryAllLights()", "queryAllLightStates()"])
    }

    @Test func lightWithoutReportedStateHasNone() throws {
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 2))
        repository.queryAllLightStatesReturnValue = .just([.stub(withId: 2)])

        let lightsWithState = try useCase.lightsWithState().toBlocking().first()

        #expect(lightsWithState?.map(\.state) == [nil, .stub(withId: 2)])
    }

    @Test func updatesWhenAStateChanges() throws {
        let states = [LightStateModel].stub(withCount: 2)
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 2))
        repository.queryAllLightStatesReturnValue = .of(states, [states[0], states[1].modify(isOn: true)])

        let updates = try useCase.lightsWithState().toBlocking().toArray()

        #expect(updates.map { $0.map(\.isOn) } == [[false, false], [false, true]])
    }

    @Test func allLightsOffWhenNoneIsOn() throws {
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))
        repository.queryAllLightStatesReturnValue = .just(.stub(withCount: 3))

        #expect(try useCase.areAllLightsOff().toBlocking().first() == true)
    }

    @Test func notAllLightsOffWhenOneIsOn() throws {
        let states = [LightStateModel].stub(withCount: 3)
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))
        repository.queryAllLightStatesReturnValue = .just([states[0], states[1].modify(isOn: true), states[2]])

        #expect(try useCase.areAllLightsOff().toBlocking().first() == false)
    }

    @Test func lightsWithoutStatesCountAsOff() throws {
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 2))
        repository.queryAllLightStatesReturnValue = .just([])

        #expect(try useCase.areAllLightsOff().toBlocking().first() == true)
    }

    @Test func queryErrorIsThrown() {
        repository.queryAllLightsReturnValue = .just(.stub(withCount: 1))
        repository.queryAllLightStatesReturnValue = .error(TestError(name: "offline"))

        #expect(throws: TestError(name: "offline")) {
            try useCase.areAllLightsOff().toBlocking().first()
        }
    }

    @Test func worksWhenTheRepositoryAnswersOnAnotherThread() throws {
        repository.queryAllLightsReturnValue = answeringInBackground(.stub(withCount: 2))
        repository.queryAllLightStatesReturnValue = answeringInBackground([LightStateModel.stub(withId: 1).modify(isOn: true)])

        #expect(try useCase.areAllLightsOff().toBlocking(timeout: 10).first() == false)
    }

    @Test func togglingCompletesAndCallsTheRepositoryOnce() {
        repository.toggleLightReturnValue = .empty()

        let result = useCase.toggleLight(withId: 2).toBlocking().materialize()

        #expect(result == .completed(elements: []))
        #expect(repository.toggleLightCallsCount == 1)
        #expect(repository.toggleLightReceivedInvocations == [2])
        #expect(repository.invocations == ["toggleLight(withId:)"])
    }

    @Test func togglingFailsWithTheRepositoryError() {
        repository.toggleLightReturnValue = .error(TestError(name: "unreachable"))

        let result = useCase.toggleLight(withId: 1).toBlocking().materialize()

        #expect(result == .failed(elements: [], error: TestError(name: "unreachable")))
        #expect(repository.toggleLightReceivedId == 1)
    }

    @Test func togglingThatNeverAnswersTimesOut() {
        repository.toggleLightReturnValue = .never()

        let result = useCase.toggleLight(withId: 1).toBlocking(timeout: 0.05).materialize()

        guard case .failed(let elements, let error) = result else {
            Issue.record("expected a timeout, got \(result)")
            return
        }
        #expect(elements.isEmpty)
        #expect(isTimeout(error))
    }

    @Test func unconfiguredQueryFails() {
        #expect(throws: MockError.notConfigured("queryAllLightsReturnValue")) {
            try useCase.lightsWithState().toBlocking().first()
        }
    }
}

/// A repository answer delivered on a background queue, as a network-backed repository would.
private func answeringInBackground<Value: Sendable>(_ value: Value) -> Observable<Value> {
    Observable.create { observer in
        DispatchQueue.dedicated().async {
            observer.onNext(value)
            observer.onCompleted()
        }
        return Disposables.create()
    }
}
#endif

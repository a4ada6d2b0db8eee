import Nimble
import Quick
import Ripple
import RippleMocks
import RippleNimble
@testable import Lights

/// The lights use case once more, in Quick style: RippleNimble reads the use case's sequences
/// (`first`, `array`, `complete()`, `failWith`), lenses change one nested part of the stubs, and
/// the mock's typed `calls` log checks the calls and their order.
final class LightsUseCaseSpec: QuickSpec {
    override class func spec() {
        describe("the lights with their states") {
            it("pairs each light with its state") {
                let repository = LightsRepositoryMock()
                let kitchenState = LightState.lens.isOn.set(true, in: .stub(withId: 2))
                repository.queryAllLightsReturnValue = .just(.stub(withCount: 2))
                repository.queryAllLightStatesReturnValue = .just([kitchenState])

                expect(LightsUseCase(repository: repository).lightsWithState()).first == [
                    LightWithState(light: .stub(withId: 1), state: nil),
                    LightWithState(light: .stub(withId: 2), state: kitchenState),
                ]
                expect(repository.calls == [.queryAllLights(), .queryAllLightStates()]).to(beTrue())
            }

            it("keeps each light's own data, as lenses change it") {
                let room = LightWithState.lens.light.room
                let moved = room.set("Hall", in: LightWithState(light: .stub(withId: 1), state: nil))
                let repository = LightsRepositoryMock()
                repository.queryAllLightsReturnValue = .just([moved.light])
                repository.queryAllLightStatesReturnValue = .just([])

                expect(LightsUseCase(repository: repository).lightsWithState()).first.to(equal([moved]))
                expect(room.get(moved)) == "Hall"
            }
        }

        describe("whether all lights are off") {
            it("repeats only changes") {
                let off = [LightState].stub(withCount: 2)
                let isOn = LightState.lens.isOn
                let repository = LightsRepositoryMock()
                repository.queryAllLightsReturnValue = .just(.stub(withCount: 2))
                repository.queryAllLightStatesReturnValue = .of(off, off.map { LightState.lens.brightness.set(10, in: $0) }, [isOn.set(true, in: off[0]), off[1]])

                expect(LightsUseCase(repository: repository).areAllLightsOff()).array == [true, false]
            }
        }

        describe("toggling a light") {
            it("completes for a light of the house") {
                let repository = LightsRepositoryMock()
                repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))
                repository.toggleLightReturns(.empty(), id: 2)

                expect(LightsUseCase(repository: repository).toggleLight(withId: 2)).to(complete())
                expect(repository.calls == [.queryAllLights(), .toggleLight(withId: 2)]).to(beTrue())
            }

            it("fails for an unknown light without calling the hub") {
                let repository = LightsRepositoryMock()
                repository.queryAllLightsReturnValue = .just(.stub(withCount: 3))

                expect(LightsUseCase(repository: repository).toggleLight(withId: 9)).to(failWith(UnknownLight(id: 9)))
                expect(repository.toggleLightCalled) == false
            }

            it("fails once, then succeeds, as the hub answers") {
                let repository = LightsRepositoryMock()
                repository.queryAllLightsReturnValue = .just(.stub(withCount: 1))
                repository.toggleLightReturnValues = [.error(HubBusy()), .empty()]
                let useCase = LightsUseCase(repository: repository)

                expect(useCase.toggleLight(withId: 1)).to(failWith(HubBusy()))
                expect(useCase.toggleLight(withId: 1)).to(complete())
                expect(repository.toggleLightCallsCount) == 2
            }
        }
    }
}

/// The hub is busy with another command.
private struct HubBusy: Error, Equatable {}

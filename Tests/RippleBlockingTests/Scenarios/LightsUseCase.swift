#if Mocks
import Ripple

/// The lights screen's use case: lights with their states, whether all are off, and toggling.
final class LightsUseCase {
    private let repository: LightsRepository

    init(repository: LightsRepository) {
        self.repository = repository
    }

    /// Every light with its latest state, updated whenever the lights or the states change.
    func lightsWithState() -> Observable<[LightWithStateModel]> {
        Observable.combineLatest(repository.queryAllLights(), repository.queryAllLightStates()) { lights, states in
            lights.map { light in
                LightWithStateModel(light: light, state: states.first { $0.lightId == light.id })
            }
        }
    }

    /// Whether every light is off, updated whenever the lights or the states change.
    func areAllLightsOff() -> Observable<Bool> {
        lightsWithState().map { lights in lights.allSatisfy { !$0.isOn } }
    }

    /// Toggles the light with `id`.
    func toggleLight(withId id: Int) -> Completable {
        repository.toggleLight(withId: id)
    }
}
#endif

import Ripple

/// The house has no light with this id.
public struct UnknownLight: Error, Equatable {
    public let id: Int
}

/// What the lights screen needs: every light with its state, whether they are all off, and
/// toggling one.
public final class LightsUseCase {
    private let repository: any LightsRepository

    public init(repository: any LightsRepository) {
        self.repository = repository
    }

    /// Every light with its latest state; emits again when the lights or their states change.
    public func lightsWithState() -> Observable<[LightWithState]> {
        Observable.combineLatest(repository.queryAllLights(), repository.queryAllLightStates()) { lights, states in
            lights.map { light in
                LightWithState(light: light, state: states.first { $0.lightId == light.id })
            }
        }
    }

    /// Whether every light is off; emits again only when the answer changes.
    public func areAllLightsOff() -> Observable<Bool> {
        lightsWithState()
            .map { lights in lights.allSatisfy { !$0.isOn } }
            .distinctUntilChanged()
    }

    /// Toggles the light with `id`, after checking that the house has it; fails with
    /// ``UnknownLight`` otherwise.
    public func toggleLight(withId id: Int) -> Completable {
        repository.queryAllLights()
            .take(1)
            .flatMap { [repository] lights -> Completable in
                guard lights.contains(where: { $0.id == id }) else { throw UnknownLight(id: id) }
                return repository.toggleLight(withId: id)
            }
            .asCompletable()
    }
}

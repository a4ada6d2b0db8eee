import Ripple

/// A light of the house.
struct Light: Equatable, Sendable {
    let id: Int
    let name: String
}

/// Whether a light is on, as the hub reports it.
struct LightState: Equatable, Sendable {
    let lightId: Int
    let isOn: Bool
}

/// A light with its latest state.
struct LightWithState: Equatable, Sendable {
    let light: Light
    let isOn: Bool
}

/// Where lights and their states come from, and where toggles go.
protocol LightsRepository {
    /// Every light.
    func queryAllLights() -> Observable<[Light]>
    /// The state of every light; emits again when one changes.
    func queryAllLightStates() -> Observable<[LightState]>
    /// Switches the light with `id`; completes once the hub has done it.
    func toggleLight(withId id: Int) -> Completable
}

/// What the lights screen needs: each light with its state, and toggling.
struct LightsUseCase {
    let repository: any LightsRepository

    /// Every light with its latest state; emits again when a state changes.
    func lightsWithState() -> Observable<[LightWithState]> {
        Observable.combineLatest(repository.queryAllLights(), repository.queryAllLightStates()) { lights, states in
            lights.map { light in
                LightWithState(light: light, isOn: states.contains { $0.lightId == light.id && $0.isOn })
            }
        }
    }

    /// Toggles the light with `id`.
    func toggleLight(withId id: Int) -> Completable {
        repository.toggleLight(withId: id)
    }
}

#if Mocks
import Ripple

/// Where lights and their states come from, and where toggles go.
protocol LightsRepository {
    /// Every light, re-emitted when the list changes.
    func queryAllLights() -> Observable<[LightModel]>
    /// The states of every light that reported one, re-emitted when a state changes.
    func queryAllLightStates() -> Observable<[LightStateModel]>
    /// Switches the light with `id` on if it is off, off if it is on.
    func toggleLight(withId id: Int) -> Completable
}
#endif

import Ripple
import RippleMockable

/// Where lights and their states come from (the hub's local API, say), and where toggles go.
///
/// `@Mockable` generates `LightsRepositoryMock` beside it in debug builds, where the package
/// defines `MOCKING`, for the tests of the use case; release builds have no mock.
@Mockable
public protocol LightsRepository {
    /// Every light; emits again when a light is added or removed.
    func queryAllLights() -> Observable<[Light]>
    /// The states of the lights that reported one; emits again when a state changes.
    func queryAllLightStates() -> Observable<[LightState]>
    /// Switches the light with `id` on if it is off, off if it is on; completes once the hub has
    /// done it.
    func toggleLight(withId id: Int) -> Completable
}

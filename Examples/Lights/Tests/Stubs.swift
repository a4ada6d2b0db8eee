import RippleMocks
@testable import Lights

// Stubs: `Light.stub(withId: 2)` and `[Light].stub(withCount: 3)` (ids 1, 2 and 3) give plausible
// models in one call. Change what a test is about with `modify(...)`. The models live in the
// `Lights` module, so Swift asks for `public` on the methods that conform them here.

extension Light: StubProtocol {
    public static func stub(withId id: Int) -> Light {
        Light(id: id, name: "Light \(id)", room: "Room \(id)")
    }
}

extension LightState: StubProtocol {
    /// Light `id`'s state: off, at full brightness.
    public static func stub(withId id: Int) -> LightState {
        LightState(lightId: id, isOn: false, brightness: 100)
    }
}

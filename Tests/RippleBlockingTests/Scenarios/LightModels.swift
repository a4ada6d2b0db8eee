#if Mocks
import RippleMocks

/// A light as the repository lists it.
struct LightModel: Equatable, Sendable {
    let id: Int
    let name: String
    let room: String
}

/// The reported state of one light.
@Modifiable
struct LightStateModel: Equatable, Sendable {
    let lightId: Int
    let isOn: Bool
    let brightness: Int
}

/// A light with its latest reported state; `state` is nil while the light has reported none.
struct LightWithStateModel: Equatable, Sendable {
    let light: LightModel
    let state: LightStateModel?

    /// Whether the light is on; a light without a reported state counts as off.
    var isOn: Bool { state?.isOn ?? false }
}
#endif

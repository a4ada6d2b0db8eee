import RippleMocks

/// A light of the house, as the repository lists it.
///
/// `@Modifiable` generates `modify(...)`, which copies a light with some properties changed:
/// `light.modify(name: "Desk lamp")`.
@Modifiable
struct Light: Equatable, Sendable {
    let id: Int
    let name: String
    let room: String
}

/// The latest state a light reported.
@Modifiable
struct LightState: Equatable, Sendable {
    let lightId: Int
    let isOn: Bool
    /// From 0 to 100.
    let brightness: Int
}

/// A light with its latest reported state; `state` is nil until the light reports one.
struct LightWithState: Equatable, Sendable {
    let light: Light
    let state: LightState?

    /// Whether the light is on; a light that has not reported a state counts as off.
    var isOn: Bool { state?.isOn ?? false }
}

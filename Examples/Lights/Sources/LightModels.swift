import RippleMockable

/// A light of the house, as the repository lists it.
///
/// `@Modifiable` generates `modify(...)`, which copies a light with some properties changed:
/// `light.modify(name: "Desk lamp")`; `@Lensable` generates lenses: `Light.lens.name`.
@Modifiable
@Lensable
public struct Light: Equatable, Sendable {
    public let id: Int
    public let name: String
    public let room: String

    public init(id: Int, name: String, room: String) {
        self.id = id
        self.name = name
        self.room = room
    }
}

/// The latest state a light reported.
@Modifiable
@Lensable
public struct LightState: Equatable, Sendable {
    public let lightId: Int
    public let isOn: Bool
    /// From 0 to 100.
    public let brightness: Int

    public init(lightId: Int, isOn: Bool, brightness: Int) {
        self.lightId = lightId
        self.isOn = isOn
        self.brightness = brightness
    }
}

/// A light with its latest reported state; `state` is nil until the light reports one.
///
/// Its lenses reach into the light: `LightWithState.lens.light.room`.
@Lensable
public struct LightWithState: Equatable, Sendable {
    public let light: Light
    public let state: LightState?

    public init(light: Light, state: LightState?) {
        self.light = light
        self.state = state
    }

    /// Whether the light is on; a light that has not reported a state counts as off.
    public var isOn: Bool { state?.isOn ?? false }
}

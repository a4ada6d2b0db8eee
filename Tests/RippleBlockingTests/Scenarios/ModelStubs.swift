#if Mocks
import RippleMocks

extension LightModel: StubProtocol {
    static func stub(withId id: Int) -> LightModel {
        LightModel(id: id, name: "Light \(id)", room: "Room \(id)")
    }
}

extension LightStateModel: StubProtocol {
    /// The state of light `id`: off, at full brightness.
    static func stub(withId id: Int) -> LightStateModel {
        LightStateModel(lightId: id, isOn: false, brightness: 100)
    }
}
#endif

/// A model that tests can create from an id alone.
protocol StubProtocol {
    /// A model with `id` and placeholder values derived from it.
    static func stub(withId id: Int) -> Self
}

extension Array where Element: StubProtocol {
    /// `count` stubs with ids 1...count.
    static func stub(withCount count: Int) -> [Element] {
        (0..<count).map { Element.stub(withId: $0 + 1) }
    }
}

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

    /// A copy with the given properties changed.
    func modify(lightId: Int? = nil, isOn: Bool? = nil, brightness: Int? = nil) -> LightStateModel {
        LightStateModel(lightId: lightId ?? self.lightId, isOn: isOn ?? self.isOn, brightness: brightness ?? self.brightness)
    }
}

#if Mocks
import RippleMocks
import Testing

@Lensable
struct Bulb: Equatable {
    let id: Int
    let name: String
}

@Lensable
struct BulbState: Equatable {
    let isOn: Bool
    let brightness: Int
}

@Lensable
struct BulbWithState: Equatable {
    let bulb: Bulb
    let bulbState: BulbState
}

/// Lenses read and replace a part of an immutable value, and compose through nested models.
@Suite struct LensTests {
    private let lamp = BulbWithState(bulb: Bulb(id: 1, name: "Desk"), bulbState: BulbState(isOn: false, brightness: 40))

    @Test func getAndSetOneProperty() {
        let name = Bulb.lens.name
        #expect(name.get(lamp.bulb) == "Desk")
        #expect(name.set("Ceiling", in: lamp.bulb) == Bulb(id: 1, name: "Ceiling"))
    }

    @Test func nestedLensesCompose() {
        let isOn = BulbWithState.lens.bulbState.isOn
        let switchedOn = isOn.set(true, in: lamp)
        #expect(isOn.get(switchedOn))
        #expect(switchedOn == BulbWithState(bulb: lamp.bulb, bulbState: BulbState(isOn: true, brightness: 40)))
        #expect(isOn.get(lamp) == false)
    }

    @Test func modifyAppliesATransform() {
        let brightness = BulbWithState.lens.bulbState.brightness
        #expect(brightness.get(brightness.modify(lamp) { $0 + 10 }) == 50)
    }

    @Test func thenComposesExplicitly() {
        let name = BulbWithState.lens.bulb.then(Bulb.lens.name)
        #expect(name.set("Hall", in: lamp).bulb.name == "Hall")
        #expect(name.get(lamp) == BulbWithState.lens.bulb.name.get(lamp))
    }

    @Test func lensesFollowTheLaws() {
        let lens = BulbWithState.lens.bulbState.brightness
        #expect(lens.get(lens.set(70, in: lamp)) == 70)
        #expect(lens.set(lens.get(lamp), in: lamp) == lamp)
        #expect(lens.set(20, in: lens.set(70, in: lamp)) == lens.set(20, in: lamp))
    }
}
#endif

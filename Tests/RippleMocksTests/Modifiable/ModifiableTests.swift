#if Mocks
import RippleMocks
import Testing

@Modifiable
struct Lamp: Equatable {
    let id: Int
    let name: String
    let room: String?
    var brightness: Double
}

@Modifiable
public struct Badge: Equatable {
    public let id: Int
    public let title: String
    let internalCode: Int

    public init(id: Int, title: String, internalCode: Int) {
        self.id = id
        self.title = title
        self.internalCode = internalCode
    }
}

/// `modify(...)` copies a value with some stored properties changed.
@Suite struct ModifiableTests {
    private let lamp = Lamp(id: 1, name: "Desk", room: "Office", brightness: 0.5)

    @Test func changesOnlyTheGivenProperties() {
        #expect(lamp.modify(name: "Reading") == Lamp(id: 1, name: "Reading", room: "Office", brightness: 0.5))
        #expect(lamp.modify(id: 2, brightness: 1) == Lamp(id: 2, name: "Desk", room: "Office", brightness: 1))
    }

    @Test func noArgumentsGiveAnEqualCopy() {
        #expect(lamp.modify() == lamp)
    }

    @Test func optionalPropertiesCanBeClearedOrChanged() {
        #expect(lamp.modify(room: .some(nil)) == Lamp(id: 1, name: "Desk", room: nil, brightness: 0.5))
        #expect(lamp.modify(room: "Hall").room == "Hall")
        #expect(lamp.modify(room: nil).room == "Office")
    }

    @Test func publicStructsKeepLessVisiblePropertiesUnchanged() {
        let badge = Badge(id: 1, title: "Gold", internalCode: 7)
        #expect(badge.modify(title: "Silver") == Badge(id: 1, title: "Silver", internalCode: 7))
    }
}
#endif

#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// `@Lensable`: one lens per stored property, rebuilt with the memberwise initializer.
@Suite(.macros(["Lensable": LensableMacro.self]))
struct LensableExpansionTests {
    @Test func lensPerStoredProperty() {
        assertMacro {
            """
            @Lensable
            struct LightWithState {
                let light: Light
                let lightState: LightState
                var isOn: Bool { lightState.isOn }
            }
            """
        } expansion: {
            """
            struct LightWithState {
                let light: Light
                let lightState: LightState
                var isOn: Bool { lightState.isOn }

                /// One lens per stored property: `LightWithState.lens.light`.
                struct Lenses {
                    /// The lens of `light`.
                    var light: RippleMockable.Lens<LightWithState, Light> {
                        RippleMockable.Lens(get: { $0.light }, set: { part, whole in LightWithState(light: part, lightState: whole.lightState) })
                    }
                    /// The lens of `lightState`.
                    var lightState: RippleMockable.Lens<LightWithState, LightState> {
                        RippleMockable.Lens(get: { $0.lightState }, set: { part, whole in LightWithState(light: whole.light, lightState: part) })
                    }
                }
                /// The lenses of this model's stored properties.
                static var lens: Lenses { Lenses() }
            }
            """
        }
    }

    @Test func publicGenericStructWithAnInitializer() {
        assertMacro {
            """
            @Lensable
            public struct Pair<Value> {
                public let first: Value
                public var second: Value?
                let note: String

                public init(first: Value, second: Value?, note: String) {
                    self.first = first
                    self.second = second
                    self.note = note
                }
            }
            """
        } expansion: {
            """
            public struct Pair<Value> {
                public let first: Value
                public var second: Value?
                let note: String

                public init(first: Value, second: Value?, note: String) {
                    self.first = first
                    self.second = second
                    self.note = note
                }

                /// One lens per stored property: `Pair.lens.first`.
                public struct Lenses {
                    /// The lens of `first`.
                    public var first: RippleMockable.Lens<Pair<Value>, Value> {
                        RippleMockable.Lens(get: { $0.first }, set: { part, whole in Pair<Value>(first: part, second: whole.second, note: whole.note) })
                    }
                    /// The lens of `second`.
                    public var second: RippleMockable.Lens<Pair<Value>, Value?> {
                        RippleMockable.Lens(get: { $0.second }, set: { part, whole in Pair<Value>(first: whole.first, second: part, note: whole.note) })
                    }
                }
                /// The lenses of this model's stored properties.
                public static var lens: Lenses { Lenses() }
            }
            """
        }
    }

    @Test func onlyStructs() {
        assertMacro {
            """
            @Lensable
            final class Settings {
                var theme: String = ""
            }
            """
        } diagnostics: {
            """
            @Lensable
            ┬────────
            ╰─ 🛑 '@Lensable' can only be attached to a struct: a lens copies a value, and classes and actors are shared references while enums have no stored properties to change
            final class Settings {
                var theme: String = ""
            }
            """
        }
    }

    @Test func anInitializerThatCantRebuildTheStruct() {
        assertMacro {
            """
            @Lensable
            struct Size {
                let width: Int
                let height: Int
                init(side: Int) {
                    width = side
                    height = side
                }
            }
            """
        } diagnostics: {
            """
            @Lensable
            ┬────────
            ╰─ 🛑 '@Lensable' needs an initializer 'init(width:height:)' to rebuild the struct: declaring initializers in the struct removes the memberwise one
            struct Size {
                let width: Int
                let height: Int
                init(side: Int) {
                    width = side
                    height = side
                }
            }
            """
        }
    }
}
#endif

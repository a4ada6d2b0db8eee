#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// Declarations `@Modifiable` can't handle get an error saying what and why.
@Suite(.macros(["Modifiable": ModifiableMacro.self]))
struct ModifiableDiagnosticTests {
    @Test func onlyStructs() {
        assertMacro {
            """
            @Modifiable
            final class Session {
                var id: Int = 0
            }
            """
        } diagnostics: {
            """
            @Modifiable
            ┬──────────
            ╰─ 🛑 '@Modifiable' can only be attached to a struct: modify(...) copies a value, and classes and actors are shared references while enums have no stored properties to change
            final class Session {
                var id: Int = 0
            }
            """
        }
    }

    @Test func enums() {
        assertMacro {
            """
            @Modifiable
            enum Mode {
                case light, dark
            }
            """
        } diagnostics: {
            """
            @Modifiable
            ┬──────────
            ╰─ 🛑 '@Modifiable' can only be attached to a struct: modify(...) copies a value, and classes and actors are shared references while enums have no stored properties to change
            enum Mode {
                case light, dark
            }
            """
        }
    }

    @Test func propertiesNeedATypeAnnotation() {
        assertMacro {
            """
            @Modifiable
            struct Counter {
                var count = 0
            }
            """
        } diagnostics: {
            """
            @Modifiable
            struct Counter {
                var count = 0
                    ┬────────
                    ╰─ 🛑 '@Modifiable' needs a type annotation on 'count': the macro only sees syntax, and modify(...) needs the type for its parameter
            }
            """
        }
    }

    @Test func customInitializersMustTakeEveryStoredProperty() {
        assertMacro {
            """
            @Modifiable
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
            @Modifiable
            ┬──────────
            ╰─ 🛑 '@Modifiable' needs an initializer 'init(width:height:)' to rebuild the struct: declaring initializers in the struct removes the memberwise one
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

    @Test func nothingToModify() {
        assertMacro {
            """
            @Modifiable
            public struct Token {
                let value: String
            }
            """
        } diagnostics: {
            """
            @Modifiable
            ┬──────────
            ╰─ 🛑 '@Modifiable' found no stored property that modify(...) could change: constants with initial values can't change, and private properties, or properties less visible than the struct, are left out
            public struct Token {
                let value: String
            }
            """
        }
    }

    @Test func tuplePatterns() {
        assertMacro {
            """
            @Modifiable
            struct Pair {
                var (first, second): (Int, Int)
            }
            """
        } diagnostics: {
            """
            @Modifiable
            struct Pair {
                var (first, second): (Int, Int)
                    ┬──────────────────────────
                    ╰─ 🛑 '@Modifiable' doesn't support properties declared with a tuple pattern: declare each stored property on its own
            }
            """
        }
    }
}
#endif

import MacroTesting
import RippleMocksMacros
import Testing

/// Declarations `@Mockable` can't mock get an error saying what and why.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableDiagnosticTests {
    @Test func onlyProtocols() {
        assertMacro {
            """
            @Mockable
            struct Settings {}
            """
        } diagnostics: {
            """
            @Mockable
            ┬────────
            ╰─ 🛑 '@Mockable' can only be attached to a protocol: it generates a class that conforms to it
            struct Settings {}
            """
        }
    }

    @Test func inheritedRequirementsAreInvisible() {
        assertMacro {
            """
            @Mockable
            protocol Child: Parent, Sendable {
                func run()
            }
            """
        } diagnostics: {
            """
            @Mockable
            protocol Child: Parent, Sendable {
                            ┬─────
                            ╰─ 🛑 '@Mockable' can't mock requirements inherited from 'Parent': a macro only sees the protocol it is attached to, so the mock would not conform; only 'Sendable' and 'AnyObject' may be refined
                func run()
            }
            """
        }
    }

    @Test func actorProtocols() {
        assertMacro {
            """
            @Mockable
            protocol Worker: Actor {
                func run()
            }
            """
        } diagnostics: {
            """
            @Mockable
            protocol Worker: Actor {
                             ┬────
                             ╰─ 🛑 '@Mockable' can't mock a protocol that refines 'Actor': the generated mock is a class, and only an actor can conform
                func run()
            }
            """
        }
    }

    @Test func subscriptsOperatorsAndConditionalCompilation() {
        assertMacro {
            """
            @Mockable
            protocol Table {
                subscript(index: Int) -> String { get }
                static func + (lhs: Self, rhs: Self) -> Self
                #if DEBUG
                func debug()
                #endif
            }
            """
        } diagnostics: {
            """
            @Mockable
            protocol Table {
                subscript(index: Int) -> String { get }
                ┬──────────────────────────────────────
                ╰─ 🛑 '@Mockable' doesn't support subscript requirements: they have no base name for the generated members; declare a method instead
                static func + (lhs: Self, rhs: Self) -> Self
                ┬───────────────────────────────────────────
                ╰─ 🛑 '@Mockable' doesn't support the operator requirement '+': an operator can't prefix the names of the generated members
                #if DEBUG
                ╰─ 🛑 '@Mockable' doesn't support '#if' inside the protocol: a macro can't tell which requirements will be compiled
                func debug()
                #endif
            }
            """
        }
    }

    @Test func staticRequirementsInGenericProtocols() {
        assertMacro {
            """
            @Mockable
            protocol Registry {
                associatedtype Item
                static func shared() -> Self
                static var count: Int { get }
            }
            """
        } diagnostics: {
            """
            @Mockable
            protocol Registry {
                associatedtype Item
                static func shared() -> Self
                ┬───────────────────────────
                ╰─ 🛑 '@Mockable' doesn't support the static requirement 'shared()' in a protocol with associated types: the mock is then a generic class, and generic classes can't have static stored properties
                static var count: Int { get }
                           ┬─────────────────
                           ╰─ 🛑 '@Mockable' doesn't support the static requirement 'count' in a protocol with associated types: the mock is then a generic class, and generic classes can't have static stored properties
            }
            """
        }
    }

    @Test func parameterPacksAndGenericInoutParameters() {
        assertMacro {
            """
            @Mockable
            protocol Zipper {
                func zip<each T>(_ values: repeat each T)
                func swap<T>(_ value: inout T)
            }
            """
        } diagnostics: {
            """
            @Mockable
            protocol Zipper {
                func zip<each T>(_ values: repeat each T)
                ┬────────────────────────────────────────
                ╰─ 🛑 '@Mockable' doesn't support the parameter pack in 'zip(_:)': a mock can't store values of a pack
                func swap<T>(_ value: inout T)
                ┬─────────────────────────────
                ╰─ 🛑 '@Mockable' doesn't support the inout parameter 'value' of 'swap(_:)': its type uses a generic parameter, so the mock stores it as 'Any', which can't be passed back inout
            }
            """
        }
    }

    @Test func overloadsThatCantBeToldApart() {
        assertMacro {
            """
            @Mockable
            protocol Converter {
                func convert(_ value: Int) -> String
                func convert(_ value: Int) -> Double
            }
            """
        } diagnostics: {
            """
            @Mockable
            protocol Converter {
                func convert(_ value: Int) -> String
                func convert(_ value: Int) -> Double
                ┬───────────────────────────────────
                ╰─ 🛑 '@Mockable' can't name the members for 'convert(_:)' and 'convert(_:)' apart: they have the same base name, argument labels and parameter types; rename one of them
            }
            """
        }
    }

    @Test func generatedNamesThatClash() {
        assertMacro {
            """
            @Mockable
            protocol Clashing {
                func find(id: Int)
                func find(name: String)
                func findId()
                var invocations: [String] { get }
            }
            """
        } diagnostics: {
            """
            @Mockable
            protocol Clashing {
                func find(id: Int)
                func find(name: String)
                func findId()
                ┬────────────
                ╰─ 🛑 '@Mockable' would generate 'findIdCallsCount' for both 'find(id:)' and 'findId()'; rename one of them
                var invocations: [String] { get }
                    ┬────────────────────────────
                    ╰─ 🛑 '@Mockable' can't mock 'invocations': the mock declares 'invocations' itself; rename the requirement
            }
            """
        }
    }
}

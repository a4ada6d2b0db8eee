#if Mocks
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

    @Test func protocolsWhoseRequirementsAMockCantSee() {
        assertMacro {
            """
            @Mockable
            protocol Item: Equatable, Sendable {
                func name() -> String
            }
            """
        } diagnostics: {
            """
            @Mockable
            protocol Item: Equatable, Sendable {
                           ┬────────
                           ╰─ 🛑 '@Mockable' can't mock requirements inherited from 'Equatable': a macro only sees the protocol it is attached to, so the mock would not conform; a mocked protocol may refine 'Sendable', 'AnyObject', 'Actor' and one other '@Mockable' protocol
                func name() -> String
            }
            """
        }
    }

    @Test func severalMockableParents() {
        assertMacro {
            """
            @Mockable
            protocol Both: Reader, Writer {
                func sync()
            }
            """
        } diagnostics: {
            """
            @Mockable
            protocol Both: Reader, Writer {
                                   ┬─────
                                   ╰─ 🛑 '@Mockable' can't mock a protocol that refines both 'Reader' and 'Writer': the mock subclasses the mock of the one '@Mockable' protocol it refines
                func sync()
            }
            """
        }
    }

    @Test func parentWithAssociatedTypeArguments() {
        assertMacro {
            """
            @Mockable
            protocol IntStore: Store<Int> {
                func sum() -> Int
            }
            """
        } diagnostics: {
            """
            @Mockable
            protocol IntStore: Store<Int> {
                               ┬─────────
                               ╰─ 🛑 '@Mockable' can't mock a protocol that refines 'Store<Int>': the mock of a protocol with associated types is a final generic class, which can't be subclassed
                func sum() -> Int
            }
            """
        }
    }

    @Test func staticsAndInitializersOfRefiningProtocols() {
        assertMacro {
            """
            @Mockable
            protocol Child: Parent {
                static func make() -> Int
                init(name: String)
            }
            """
        } diagnostics: {
            """
            @Mockable
            protocol Child: Parent {
                static func make() -> Int
                ┬────────────────────────
                ╰─ 🛑 '@Mockable' doesn't support the static requirement 'make()' in a protocol that refines another '@Mockable' protocol: the mock shares its parent mock's static state; declare it in the parent
                init(name: String)
                ┬─────────────────
                ╰─ 🛑 '@Mockable' doesn't support the initializer requirement 'init(name:)' in a protocol that refines another '@Mockable' protocol: the mock inherits its parent mock's initializers; declare it in the parent
            }
            """
        }
    }
}
#endif

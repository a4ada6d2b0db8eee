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

            """
        } expansion: {
            """
            protocol Child: Parent, Sendable {
                func run()
            }

            #if MOCKING
            class ChildMock: ParentMock, Child, @unchecked Sendable {
                // @unchecked Sendable: all mutable state is in mockChildState, whose lock guards it; calls record
                // under the lock, and closures run after it is released.
                private let mockChildState = RippleMockable.MockLocked(ChildState())
                private struct ChildState {
                    var runCallsCount: Int = 0
                    var runClosure: (@Sendable () -> Void)?
                }


                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: ParentMock.Call {
                    class func run() -> Self { Self(name: "run()", arguments: []) }
                }
                /// Every call to the mock, in order; compares with an array of `Call`s.
                class Calls: ParentMock.Calls {}
                override var calls: Calls { Calls(super.calls.all) }


                var runCallsCount: Int {
                    get { self.mockChildState.withValue { $0.runCallsCount } }
                    set { self.mockChildState.withValue { $0.runCallsCount = newValue } }
                }
                var runCalled: Bool { runCallsCount > 0 }
                var runClosure: (@Sendable () -> Void)? {
                    get { self.mockChildState.withValue { $0.runClosure } }
                    set { self.mockChildState.withValue { $0.runClosure = newValue } }
                }
                func run() {
                    self.mockChildState.withValue {
                        $0.runCallsCount += 1
                    }
                    self.recordMockCall(RippleMockable.MockCall(name: "run()", arguments: []))
                    if let runClosure = self.mockChildState.withValue({ $0.runClosure }) { runClosure() }
                }
            }

            /// Whether `ChildMock`'s calls are exactly `calls`, in order.
            func == (lhs: ChildMock.Calls, rhs: [ChildMock.Call]) -> Bool { lhs.matches(rhs) }
            #endif
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

            """
        } expansion: {
            """
            protocol Worker: Actor {
                func run()
            }

            #if MOCKING
            actor WorkerMock: Worker {
                // All mutable state is in mockState, whose lock guards it; calls record under the lock,
                // and closures run after it is released.
                private nonisolated let mockState = RippleMockable.MockLocked(State())
                private struct State {
                    var invocations: [String] = []
                    var mockCallRecords: [RippleMockable.MockCall] = []
                    var mockPolicy: RippleMockable.MockPolicy = .strict
                    var runCallsCount: Int = 0
                    var runClosure: (@Sendable () -> Void)?
                }

                nonisolated var invocations: [String] {
                    get { self.mockState.withValue { $0.invocations } }
                    set { self.mockState.withValue { $0.invocations = newValue } }
                }
                nonisolated var mockPolicy: RippleMockable.MockPolicy {
                    get { self.mockState.withValue { $0.mockPolicy } }
                    set { self.mockState.withValue { $0.mockPolicy = newValue } }
                }

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func run() -> Self { Self(name: "run()", arguments: []) }
                }
                /// Every call to the mock, in order; compares with an array of `Call`s.
                class Calls: RippleMockable.MockCallList {}
                nonisolated var calls: Calls { Calls(self.mockState.withValue({ $0.mockCallRecords })) }
                nonisolated func recordMockCall(_ call: RippleMockable.MockCall) {
                    self.mockState.withValue {
                        $0.invocations.append(call.name)
                        $0.mockCallRecords.append(call)
                    }
                }

                init() {}
                init(policy: RippleMockable.MockPolicy) {
                    self.mockState.withValue {
                        $0.mockPolicy = policy
                    }
                }

                nonisolated var runCallsCount: Int {
                    get { self.mockState.withValue { $0.runCallsCount } }
                    set { self.mockState.withValue { $0.runCallsCount = newValue } }
                }
                nonisolated var runCalled: Bool { runCallsCount > 0 }
                nonisolated var runClosure: (@Sendable () -> Void)? {
                    get { self.mockState.withValue { $0.runClosure } }
                    set { self.mockState.withValue { $0.runClosure = newValue } }
                }
                func run() {
                    self.mockState.withValue {
                        $0.runCallsCount += 1
                    }
                    self.recordMockCall(RippleMockable.MockCall(name: "run()", arguments: []))
                    if let runClosure = self.mockState.withValue({ $0.runClosure }) { runClosure() }
                }
            }

            /// Whether `WorkerMock`'s calls are exactly `calls`, in order.
            func == (lhs: WorkerMock.Calls, rhs: [WorkerMock.Call]) -> Bool { lhs.matches(rhs) }
            #endif
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

            """
        } expansion: {
            """
            protocol Registry {
                associatedtype Item
                static func shared() -> Self
                static var count: Int { get }
            }

            #if MOCKING
            final class RegistryMock<Item>: Registry {
                // Static members keep their state in mockStaticState, behind a lock, since every test shares it;
                // call resetStaticState() before each test.
                private static var mockStaticState: RippleMockable.MockLocked<StaticState> {
                    RippleMockable.MockStaticStorage.state(of: Self.self) { StaticState() }
                }
                private struct StaticState {
                    var invocations: [String] = []
                    var countGetCount: Int = 0
                    var countSetCount: Int = 0
                    var underlyingCount: Int?
                    var sharedCallsCount: Int = 0
                    var sharedReturnValue: RegistryMock<Item>?
                    var sharedReturnValues: [RegistryMock<Item>] = []
                    var sharedClosure: (@Sendable () -> RegistryMock<Item>)?
                }

                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict
                static var invocations: [String] {
                    get { Self.mockStaticState.withValue { $0.invocations } }
                    set { Self.mockStaticState.withValue { $0.invocations = newValue } }
                }
                static func resetStaticState() {
                    Self.mockStaticState.withValue { $0 = StaticState() }
                }

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                }
                /// Every call to the mock, in order; compares with an array of `Call`s.
                class Calls: RippleMockable.MockCallList {}
                var calls: Calls { Calls(self.mockCallRecords) }
                func recordMockCall(_ call: RippleMockable.MockCall) {
                    self.invocations.append(call.name)
                    self.mockCallRecords.append(call)
                }

                init() {}
                init(policy: RippleMockable.MockPolicy) {
                    self.mockPolicy = policy
                }

                static var countGetCount: Int {
                    get { Self.mockStaticState.withValue { $0.countGetCount } }
                    set { Self.mockStaticState.withValue { $0.countGetCount = newValue } }
                }
                static var countSetCount: Int {
                    get { Self.mockStaticState.withValue { $0.countSetCount } }
                    set { Self.mockStaticState.withValue { $0.countSetCount = newValue } }
                }
                static var underlyingCount: Int? {
                    get { Self.mockStaticState.withValue { $0.underlyingCount } }
                    set { Self.mockStaticState.withValue { $0.underlyingCount = newValue } }
                }
                static var count: Int {
                    get {
                        Self.mockStaticState.withValue {
                            $0.countGetCount += 1
                        }
                        guard let value = Self.mockStaticState.withValue({ $0.underlyingCount }) else {
                            return RippleMockable.MockUnstubbed.value(of: (Int).self, policy: .strict, error: .unsetProperty("count", of: "RegistryMock"))
                        }
                        return value
                    }
                    set {
                        Self.mockStaticState.withValue {
                            $0.countSetCount += 1
                            $0.underlyingCount = newValue
                        }
                    }
                }

                static var sharedCallsCount: Int {
                    get { Self.mockStaticState.withValue { $0.sharedCallsCount } }
                    set { Self.mockStaticState.withValue { $0.sharedCallsCount = newValue } }
                }
                static var sharedCalled: Bool { sharedCallsCount > 0 }
                static var sharedReturnValue: RegistryMock<Item>? {
                    get { Self.mockStaticState.withValue { $0.sharedReturnValue } }
                    set { Self.mockStaticState.withValue { $0.sharedReturnValue = newValue } }
                }
                static var sharedReturnValues: [RegistryMock<Item>] {
                    get { Self.mockStaticState.withValue { $0.sharedReturnValues } }
                    set { Self.mockStaticState.withValue { $0.sharedReturnValues = newValue } }
                }
                static var sharedClosure: (@Sendable () -> RegistryMock<Item>)? {
                    get { Self.mockStaticState.withValue { $0.sharedClosure } }
                    set { Self.mockStaticState.withValue { $0.sharedClosure = newValue } }
                }
                static func shared() -> RegistryMock<Item> {
                    Self.mockStaticState.withValue {
                        $0.sharedCallsCount += 1
                        $0.invocations.append("shared()")
                    }
                    if let sharedClosure = Self.mockStaticState.withValue({ $0.sharedClosure }) { return sharedClosure() }
                    if let value = Self.mockStaticState.withValue({ RippleMockable.MockAnswers.next(&$0.sharedReturnValues, else: $0.sharedReturnValue) }) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (RegistryMock<Item>).self, policy: .strict, error: .unstubbedCall("shared()", of: "RegistryMock", member: "sharedReturnValue", closure: "sharedClosure"))
                }
            }

            /// Whether `RegistryMock`'s calls are exactly `calls`, in order.
            func == <Item>(lhs: RegistryMock<Item>.Calls, rhs: [RegistryMock<Item>.Call]) -> Bool { lhs.matches(rhs) }
            #endif
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

#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// Static requirements: locked static storage shared by every test, and a reset.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableStaticExpansionTests {
    @Test func staticMembers() {
        assertMacro {
            """
            @Mockable
            protocol Environment {
                static var current: String { get set }
                static func configure(with name: String) -> Bool
                func run()
            }
            """
        } expansion: {
            #"""
            protocol Environment {
                static var current: String { get set }
                static func configure(with name: String) -> Bool
                func run()
            }

            #if MOCKING
            class EnvironmentMock: Environment {
                // Static members keep their state in mockStaticState, behind a lock, since every test shares it;
                // call resetStaticState() before each test.
                private static var mockStaticState: RippleMockable.MockLocked<StaticState> {
                    RippleMockable.MockStaticStorage.state(of: Self.self) { StaticState() }
                }
                private struct StaticState {
                    var invocations: [String] = []
                    var currentGetCount: Int = 0
                    var currentSetCount: Int = 0
                    var underlyingCurrent: String?
                    var configureCallsCount: Int = 0
                    var configureReceivedName: String?
                    var configureReceivedInvocations: [String] = []
                    var configureReturnValue: Bool?
                    var configureReturnValues: [Bool] = []
                    var configureArgumentAnswers: RippleMockable.MockArgumentAnswers<String, Bool> = .init()
                    var configureClosure: (@Sendable (String) -> Bool)?
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
                    class func run() -> Self { Self(name: "run()", arguments: []) }
                }
                /// Every call to the mock, in order; compares with an array of `Call`s.
                class Calls: RippleMockable.MockCallList {}
                var calls: Calls { Calls(self.mockCallRecords) }
                func recordMockCall(_ call: RippleMockable.MockCall) {
                    self.invocations.append(call.name)
                    self.mockCallRecords.append(call)
                    RippleMockable.MockCallObservers.didRecord(call, by: self)
                }

                init() {}
                init(policy: RippleMockable.MockPolicy) {
                    self.mockPolicy = policy
                }

                static var currentGetCount: Int {
                    get { Self.mockStaticState.withValue { $0.currentGetCount } }
                    set { Self.mockStaticState.withValue { $0.currentGetCount = newValue } }
                }
                static var currentSetCount: Int {
                    get { Self.mockStaticState.withValue { $0.currentSetCount } }
                    set { Self.mockStaticState.withValue { $0.currentSetCount = newValue } }
                }
                static var underlyingCurrent: String? {
                    get { Self.mockStaticState.withValue { $0.underlyingCurrent } }
                    set { Self.mockStaticState.withValue { $0.underlyingCurrent = newValue } }
                }
                static var current: String {
                    get {
                        Self.mockStaticState.withValue {
                            $0.currentGetCount += 1
                        }
                        guard let value = Self.mockStaticState.withValue({ $0.underlyingCurrent }) else {
                            return RippleMockable.MockUnstubbed.value(of: (String).self, policy: .strict, error: .unsetProperty("current", of: "EnvironmentMock"))
                        }
                        return value
                    }
                    set {
                        Self.mockStaticState.withValue {
                            $0.currentSetCount += 1
                            $0.underlyingCurrent = newValue
                        }
                    }
                }

                static var configureCallsCount: Int {
                    get { Self.mockStaticState.withValue { $0.configureCallsCount } }
                    set { Self.mockStaticState.withValue { $0.configureCallsCount = newValue } }
                }
                static var configureCalled: Bool { configureCallsCount > 0 }
                static var configureReceivedName: String? {
                    get { Self.mockStaticState.withValue { $0.configureReceivedName } }
                    set { Self.mockStaticState.withValue { $0.configureReceivedName = newValue } }
                }
                static var configureReceivedInvocations: [String] {
                    get { Self.mockStaticState.withValue { $0.configureReceivedInvocations } }
                    set { Self.mockStaticState.withValue { $0.configureReceivedInvocations = newValue } }
                }
                static var configureReturnValue: Bool? {
                    get { Self.mockStaticState.withValue { $0.configureReturnValue } }
                    set { Self.mockStaticState.withValue { $0.configureReturnValue = newValue } }
                }
                static var configureReturnValues: [Bool] {
                    get { Self.mockStaticState.withValue { $0.configureReturnValues } }
                    set { Self.mockStaticState.withValue { $0.configureReturnValues = newValue } }
                }
                static var configureClosure: (@Sendable (String) -> Bool)? {
                    get { Self.mockStaticState.withValue { $0.configureClosure } }
                    set { Self.mockStaticState.withValue { $0.configureClosure = newValue } }
                }
                static func configureReturns(_ mockAnswer: Bool, name: String) {
                    Self.mockStaticState.withValue {
                        $0.configureArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, name) }
                    }
                }
                static func configureReturns(_ mockAnswer: Bool, when mockMatches: @escaping @Sendable (String) -> Bool) {
                    Self.mockStaticState.withValue {
                        $0.configureArgumentAnswers.add(mockAnswer, when: mockMatches)
                    }
                }
                static func configure(with name: String) -> Bool {
                    Self.mockStaticState.withValue {
                        $0.configureCallsCount += 1
                        $0.configureReceivedName = name
                        $0.configureReceivedInvocations.append(name)
                        $0.invocations.append("configure(with:)")
                    }
                    if let configureClosure = Self.mockStaticState.withValue({ $0.configureClosure }) { return configureClosure(name) }
                    if let value = Self.mockStaticState.withValue({ $0.configureArgumentAnswers }).value(for: name) { return value }
                    if let value = Self.mockStaticState.withValue({ RippleMockable.MockAnswers.next(&$0.configureReturnValues, else: $0.configureReturnValue, queue: "configureReturnValues", of: ObjectIdentifier(Self.self)) }) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Bool).self, policy: .strict, error: .unstubbedCall("configure(with:)", of: "EnvironmentMock", member: "configureReturnValue", closure: "configureClosure"))
                }

                var runCallsCount: Int = 0
                var runCalled: Bool { runCallsCount > 0 }
                var runClosure: (() -> Void)?
                func run() {
                    self.runCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "run()", arguments: []))
                    if let runClosure = self.runClosure { runClosure() }
                }
            }

            /// Whether `EnvironmentMock`'s calls are exactly `calls`, in order.
            func == (lhs: EnvironmentMock.Calls, rhs: [EnvironmentMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "EnvironmentMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Environment")
            typealias EnvironmentMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

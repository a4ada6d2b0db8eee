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
            """
            protocol Environment {
                static var current: String { get set }
                static func configure(with name: String) -> Bool
                func run()
            }

            final class EnvironmentMock: Environment {
                // Static members keep their state in mockStaticState, behind a lock, since every test shares it;
                // call resetStaticState() before each test.
                private static let mockStaticState = RippleMocks.MockLocked(StaticState())

                private struct StaticState {
                    var invocations: [String] = []
                    var _current: String?
                    var configureCallsCount: Int = 0
                    var configureReceivedName: String?
                    var configureReceivedInvocations: [String] = []
                    var configureReturnValue: Bool?
                    var configureClosure: (@Sendable (String) -> Bool)?
                }

                var invocations: [String] = []
                static var invocations: [String] {
                    get { Self.mockStaticState.withValue { $0.invocations } }
                    set { Self.mockStaticState.withValue { $0.invocations = newValue } }
                }
                static func resetStaticState() {
                    Self.mockStaticState.withValue { $0 = StaticState() }
                }

                init() {}

                static var current: String {
                    get {
                        guard let value = Self.mockStaticState.withValue({ $0._current }) else {
                            fatalError(RippleMocks.MockError.reportUnsetProperty("current", of: "EnvironmentMock").message)
                        }
                        return value
                    }
                    set { Self.mockStaticState.withValue { $0._current = newValue } }
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
                static var configureClosure: (@Sendable (String) -> Bool)? {
                    get { Self.mockStaticState.withValue { $0.configureClosure } }
                    set { Self.mockStaticState.withValue { $0.configureClosure = newValue } }
                }
                static func configure(with name: String) -> Bool {
                    Self.mockStaticState.withValue {
                        $0.configureCallsCount += 1
                        $0.configureReceivedName = name
                        $0.configureReceivedInvocations.append(name)
                        $0.invocations.append("configure(with:)")
                    }
                    if let configureClosure = Self.configureClosure { return configureClosure(name) }
                    if let configureReturnValue = Self.configureReturnValue { return configureReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("configure(with:)", of: "EnvironmentMock", member: "configureReturnValue", closure: "configureClosure").message)
                }

                var runCallsCount: Int = 0
                var runCalled: Bool { runCallsCount > 0 }
                var runClosure: (() -> Void)?
                func run() {
                    self.runCallsCount += 1
                    self.invocations.append("run()")
                    self.runClosure?()
                }
            }
            """
        }
    }
}

#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// Initializer requirements record their arguments.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableInitializerExpansionTests {
    @Test func initializersRecordTheirArguments() {
        assertMacro {
            """
            @Mockable
            protocol Service {
                init(name: String)
                init?(name: String, port: Int) throws
                func start()
            }
            """
        } expansion: {
            #"""
            protocol Service {
                init(name: String)
                init?(name: String, port: Int) throws
                func start()
            }

            #if MOCKING
            final class ServiceMock: Service {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func start() -> Self { Self(name: "start()", arguments: []) }
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

                var initNameReceivedName: String?
                init(name: String) {
                    self.initNameReceivedName = name
                    self.recordMockCall(RippleMockable.MockCall(name: "init(name:)", arguments: [RippleMockable.MockArgument("name", name)]))
                }

                var initNamePortReceivedArguments: (name: String, port: Int)?
                init(name: String, port: Int) {
                    self.initNamePortReceivedArguments = (name: name, port: port)
                    self.recordMockCall(RippleMockable.MockCall(name: "init(name:port:)", arguments: [RippleMockable.MockArgument("name", name), RippleMockable.MockArgument("port", port)]))
                }

                var startCallsCount: Int = 0
                var startCalled: Bool { startCallsCount > 0 }
                var startClosure: (() -> Void)?
                func start() {
                    self.startCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "start()", arguments: []))
                    if let startClosure = self.startClosure { startClosure() }
                }
            }

            /// Whether `ServiceMock`'s calls are exactly `calls`, in order.
            func == (lhs: ServiceMock.Calls, rhs: [ServiceMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "ServiceMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Service")
            typealias ServiceMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func requiredEmptyInitializerReplacesTheDefaultOne() {
        assertMacro {
            """
            @Mockable
            protocol Plugin {
                init()
            }
            """
        } expansion: {
            #"""
            protocol Plugin {
                init()
            }

            #if MOCKING
            final class PluginMock: Plugin {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                }
                /// Every call to the mock, in order; compares with an array of `Call`s.
                class Calls: RippleMockable.MockCallList {}
                var calls: Calls { Calls(self.mockCallRecords) }
                func recordMockCall(_ call: RippleMockable.MockCall) {
                    self.invocations.append(call.name)
                    self.mockCallRecords.append(call)
                    RippleMockable.MockCallObservers.didRecord(call, by: self)
                }

                init(policy: RippleMockable.MockPolicy) {
                    self.mockPolicy = policy
                }

                init() {
                    self.recordMockCall(RippleMockable.MockCall(name: "init()", arguments: []))
                }
            }

            /// Whether `PluginMock`'s calls are exactly `calls`, in order.
            func == (lhs: PluginMock.Calls, rhs: [PluginMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "PluginMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Plugin")
            typealias PluginMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// Closure parameters: escaping ones are recorded so a test can call them later; non-escaping
/// ones are not stored.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableClosureExpansionTests {
    @Test func escapingClosuresAreRecorded() {
        assertMacro {
            """
            @Mockable
            protocol Sensor {
                func observe(handler: @escaping (Int) -> Void)
                func onChange(_ callback: ((String) -> Void)?)
            }
            """
        } expansion: {
            #"""
            protocol Sensor {
                func observe(handler: @escaping (Int) -> Void)
                func onChange(_ callback: ((String) -> Void)?)
            }

            #if MOCKING
            class SensorMock: Sensor {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func observe(handler: @escaping (Int) -> Void) -> Self { Self(name: "observe(handler:)", arguments: [RippleMockable.MockArgument("handler", handler)]) }
                    class func onChange(_ callback: ((String) -> Void)?) -> Self { Self(name: "onChange(_:)", arguments: [RippleMockable.MockArgument(nil, callback as Any)]) }
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

                var observeCallsCount: Int = 0
                var observeCalled: Bool { observeCallsCount > 0 }
                var observeReceivedHandler: ((Int) -> Void)?
                var observeReceivedInvocations: [(Int) -> Void] = []
                var observeClosure: ((@escaping (Int) -> Void) -> Void)?
                func observe(handler: @escaping (Int) -> Void) {
                    self.observeCallsCount += 1
                    self.observeReceivedHandler = handler
                    self.observeReceivedInvocations.append(handler)
                    self.recordMockCall(RippleMockable.MockCall(name: "observe(handler:)", arguments: [RippleMockable.MockArgument("handler", handler)]))
                    if let observeClosure = self.observeClosure { observeClosure(handler) }
                }

                var onChangeCallsCount: Int = 0
                var onChangeCalled: Bool { onChangeCallsCount > 0 }
                var onChangeReceivedCallback: ((String) -> Void)?
                var onChangeReceivedInvocations: [((String) -> Void)?] = []
                var onChangeClosure: ((((String) -> Void)?) -> Void)?
                func onChange(_ callback: ((String) -> Void)?) {
                    self.onChangeCallsCount += 1
                    self.onChangeReceivedCallback = callback
                    self.onChangeReceivedInvocations.append(callback)
                    self.recordMockCall(RippleMockable.MockCall(name: "onChange(_:)", arguments: [RippleMockable.MockArgument(nil, callback as Any)]))
                    if let onChangeClosure = self.onChangeClosure { onChangeClosure(callback) }
                }
            }

            /// Whether `SensorMock`'s calls are exactly `calls`, in order.
            func == (lhs: SensorMock.Calls, rhs: [SensorMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "SensorMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Sensor")
            typealias SensorMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func nonEscapingClosuresAreNotStored() {
        assertMacro {
            """
            @Mockable
            protocol Database {
                func transaction(named name: String, _ body: () throws -> Void) rethrows
                func each(_ body: (Int) -> Void)
                func check(_ condition: @autoclosure () -> Bool)
            }
            """
        } expansion: {
            #"""
            protocol Database {
                func transaction(named name: String, _ body: () throws -> Void) rethrows
                func each(_ body: (Int) -> Void)
                func check(_ condition: @autoclosure () -> Bool)
            }

            #if MOCKING
            class DatabaseMock: Database {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func transaction(named name: String) -> Self { Self(name: "transaction(named:_:)", arguments: [RippleMockable.MockArgument("named", name)]) }
                    class func each() -> Self { Self(name: "each(_:)", arguments: []) }
                    class func check() -> Self { Self(name: "check(_:)", arguments: []) }
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

                var transactionCallsCount: Int = 0
                var transactionCalled: Bool { transactionCallsCount > 0 }
                var transactionReceivedName: String?
                var transactionReceivedInvocations: [String] = []
                var transactionClosure: ((String, () throws -> Void) -> Void)?
                func transaction(named name: String, _ body: () throws -> Void) rethrows {
                    self.transactionCallsCount += 1
                    self.transactionReceivedName = name
                    self.transactionReceivedInvocations.append(name)
                    self.recordMockCall(RippleMockable.MockCall(name: "transaction(named:_:)", arguments: [RippleMockable.MockArgument("named", name)]))
                    if let transactionClosure = self.transactionClosure { transactionClosure(name, body) }
                }

                var eachCallsCount: Int = 0
                var eachCalled: Bool { eachCallsCount > 0 }
                var eachClosure: (((Int) -> Void) -> Void)?
                func each(_ body: (Int) -> Void) {
                    self.eachCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "each(_:)", arguments: []))
                    if let eachClosure = self.eachClosure { eachClosure(body) }
                }

                var checkCallsCount: Int = 0
                var checkCalled: Bool { checkCallsCount > 0 }
                var checkClosure: ((() -> Bool) -> Void)?
                func check(_ condition: @autoclosure () -> Bool) {
                    self.checkCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "check(_:)", arguments: []))
                    if let checkClosure = self.checkClosure { checkClosure(condition) }
                }
            }

            /// Whether `DatabaseMock`'s calls are exactly `calls`, in order.
            func == (lhs: DatabaseMock.Calls, rhs: [DatabaseMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "DatabaseMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Database")
            typealias DatabaseMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func sendableEscapingClosuresKeepTheirAttributes() {
        assertMacro {
            """
            @Mockable
            protocol Scheduler {
                func schedule(after delay: Int, _ work: @escaping @Sendable () -> Void)
            }
            """
        } expansion: {
            #"""
            protocol Scheduler {
                func schedule(after delay: Int, _ work: @escaping @Sendable () -> Void)
            }

            #if MOCKING
            class SchedulerMock: Scheduler {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func schedule(after delay: Int, _ work: @escaping @Sendable () -> Void) -> Self { Self(name: "schedule(after:_:)", arguments: [RippleMockable.MockArgument("after", delay), RippleMockable.MockArgument(nil, work)]) }
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

                var scheduleCallsCount: Int = 0
                var scheduleCalled: Bool { scheduleCallsCount > 0 }
                var scheduleReceivedArguments: (delay: Int, work: @Sendable () -> Void)?
                var scheduleReceivedInvocations: [(delay: Int, work: @Sendable () -> Void)] = []
                var scheduleClosure: ((Int, @escaping @Sendable () -> Void) -> Void)?
                func schedule(after delay: Int, _ work: @escaping @Sendable () -> Void) {
                    self.scheduleCallsCount += 1
                    self.scheduleReceivedArguments = (delay: delay, work: work)
                    self.scheduleReceivedInvocations.append((delay: delay, work: work))
                    self.recordMockCall(RippleMockable.MockCall(name: "schedule(after:_:)", arguments: [RippleMockable.MockArgument("after", delay), RippleMockable.MockArgument(nil, work)]))
                    if let scheduleClosure = self.scheduleClosure { scheduleClosure(delay, work) }
                }
            }

            /// Whether `SchedulerMock`'s calls are exactly `calls`, in order.
            func == (lhs: SchedulerMock.Calls, rhs: [SchedulerMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "SchedulerMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Scheduler")
            typealias SchedulerMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

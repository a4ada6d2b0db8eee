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
            """
            protocol Sensor {
                func observe(handler: @escaping (Int) -> Void)
                func onChange(_ callback: ((String) -> Void)?)
            }

            final class SensorMock: Sensor {
                var invocations: [String] = []

                init() {}

                var observeCallsCount: Int = 0
                var observeCalled: Bool { observeCallsCount > 0 }
                var observeReceivedHandler: ((Int) -> Void)?
                var observeReceivedInvocations: [(Int) -> Void] = []
                var observeClosure: ((@escaping (Int) -> Void) -> Void)?
                func observe(handler: @escaping (Int) -> Void) {
                    self.observeCallsCount += 1
                    self.observeReceivedHandler = handler
                    self.observeReceivedInvocations.append(handler)
                    self.invocations.append("observe(handler:)")
                    self.observeClosure?(handler)
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
                    self.invocations.append("onChange(_:)")
                    self.onChangeClosure?(callback)
                }
            }
            """
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
            """
            protocol Database {
                func transaction(named name: String, _ body: () throws -> Void) rethrows
                func each(_ body: (Int) -> Void)
                func check(_ condition: @autoclosure () -> Bool)
            }

            final class DatabaseMock: Database {
                var invocations: [String] = []

                init() {}

                var transactionCallsCount: Int = 0
                var transactionCalled: Bool { transactionCallsCount > 0 }
                var transactionReceivedName: String?
                var transactionReceivedInvocations: [String] = []
                var transactionClosure: ((String, () throws -> Void) -> Void)?
                func transaction(named name: String, _ body: () throws -> Void) rethrows {
                    self.transactionCallsCount += 1
                    self.transactionReceivedName = name
                    self.transactionReceivedInvocations.append(name)
                    self.invocations.append("transaction(named:_:)")
                    self.transactionClosure?(name, body)
                }

                var eachCallsCount: Int = 0
                var eachCalled: Bool { eachCallsCount > 0 }
                var eachClosure: (((Int) -> Void) -> Void)?
                func each(_ body: (Int) -> Void) {
                    self.eachCallsCount += 1
                    self.invocations.append("each(_:)")
                    self.eachClosure?(body)
                }

                var checkCallsCount: Int = 0
                var checkCalled: Bool { checkCallsCount > 0 }
                var checkClosure: ((() -> Bool) -> Void)?
                func check(_ condition: @autoclosure () -> Bool) {
                    self.checkCallsCount += 1
                    self.invocations.append("check(_:)")
                    self.checkClosure?(condition)
                }
            }
            """
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
            """
            protocol Scheduler {
                func schedule(after delay: Int, _ work: @escaping @Sendable () -> Void)
            }

            final class SchedulerMock: Scheduler {
                var invocations: [String] = []

                init() {}

                var scheduleCallsCount: Int = 0
                var scheduleCalled: Bool { scheduleCallsCount > 0 }
                var scheduleReceivedArguments: (delay: Int, work: @Sendable () -> Void)?
                var scheduleReceivedInvocations: [(delay: Int, work: @Sendable () -> Void)] = []
                var scheduleClosure: ((Int, @escaping @Sendable () -> Void) -> Void)?
                func schedule(after delay: Int, _ work: @escaping @Sendable () -> Void) {
                    self.scheduleCallsCount += 1
                    self.scheduleReceivedArguments = (delay: delay, work: work)
                    self.scheduleReceivedInvocations.append((delay: delay, work: work))
                    self.invocations.append("schedule(after:_:)")
                    self.scheduleClosure?(delay, work)
                }
            }
            """
        }
    }
}

import MacroTesting
import RippleMocksMacros
import Testing

/// Protocols that refine `Sendable` or `AnyObject`, and access levels.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableConformanceExpansionTests {
    @Test func sendableProtocolsGetALockedMock() {
        assertMacro {
            """
            @Mockable
            protocol Clock: Sendable {
                var now: Int { get }
                static var zone: String { get set }
                func sleep(for duration: Int) async throws
                func schedule(_ work: @escaping @Sendable () -> Void) -> Int
            }
            """
        } expansion: {
            """
            protocol Clock: Sendable {
                var now: Int { get }
                static var zone: String { get set }
                func sleep(for duration: Int) async throws
                func schedule(_ work: @escaping @Sendable () -> Void) -> Int
            }

            final class ClockMock: Clock, @unchecked Sendable {
                // @unchecked Sendable: all mutable state is in mockState, whose lock guards it; calls record
                // under the lock, and closures run after it is released.
                private let mockState = RippleMocks.MockLocked(State())

                // Static members keep their state in mockStaticState, behind a lock, since every test shares it;
                // call resetStaticState() before each test.
                private static let mockStaticState = RippleMocks.MockLocked(StaticState())

                private struct State {
                    var invocations: [String] = []
                    var _now: Int?
                    var sleepCallsCount: Int = 0
                    var sleepReceivedDuration: Int?
                    var sleepReceivedInvocations: [Int] = []
                    var sleepThrowableError: (any Error)?
                    var sleepClosure: (@Sendable (Int) async throws -> Void)?
                    var scheduleCallsCount: Int = 0
                    var scheduleReceivedWork: (@Sendable () -> Void)?
                    var scheduleReceivedInvocations: [@Sendable () -> Void] = []
                    var scheduleReturnValue: Int?
                    var scheduleClosure: (@Sendable (@escaping @Sendable () -> Void) -> Int)?
                }

                private struct StaticState {
                    var invocations: [String] = []
                    var _zone: String?
                }

                var invocations: [String] {
                    get { self.mockState.withValue { $0.invocations } }
                    set { self.mockState.withValue { $0.invocations = newValue } }
                }
                static var invocations: [String] {
                    get { Self.mockStaticState.withValue { $0.invocations } }
                    set { Self.mockStaticState.withValue { $0.invocations = newValue } }
                }
                static func resetStaticState() {
                    Self.mockStaticState.withValue { $0 = StaticState() }
                }

                init() {}

                var now: Int {
                    get {
                        guard let value = self.mockState.withValue({ $0._now }) else {
                            fatalError(RippleMocks.MockError.reportUnsetProperty("now", of: "ClockMock").message)
                        }
                        return value
                    }
                    set { self.mockState.withValue { $0._now = newValue } }
                }

                static var zone: String {
                    get {
                        guard let value = Self.mockStaticState.withValue({ $0._zone }) else {
                            fatalError(RippleMocks.MockError.reportUnsetProperty("zone", of: "ClockMock").message)
                        }
                        return value
                    }
                    set { Self.mockStaticState.withValue { $0._zone = newValue } }
                }

                var sleepCallsCount: Int {
                    get { self.mockState.withValue { $0.sleepCallsCount } }
                    set { self.mockState.withValue { $0.sleepCallsCount = newValue } }
                }
                var sleepCalled: Bool { sleepCallsCount > 0 }
                var sleepReceivedDuration: Int? {
                    get { self.mockState.withValue { $0.sleepReceivedDuration } }
                    set { self.mockState.withValue { $0.sleepReceivedDuration = newValue } }
                }
                var sleepReceivedInvocations: [Int] {
                    get { self.mockState.withValue { $0.sleepReceivedInvocations } }
                    set { self.mockState.withValue { $0.sleepReceivedInvocations = newValue } }
                }
                var sleepThrowableError: (any Error)? {
                    get { self.mockState.withValue { $0.sleepThrowableError } }
                    set { self.mockState.withValue { $0.sleepThrowableError = newValue } }
                }
                var sleepClosure: (@Sendable (Int) async throws -> Void)? {
                    get { self.mockState.withValue { $0.sleepClosure } }
                    set { self.mockState.withValue { $0.sleepClosure = newValue } }
                }
                func sleep(for duration: Int) async throws {
                    self.mockState.withValue {
                        $0.sleepCallsCount += 1
                        $0.sleepReceivedDuration = duration
                        $0.sleepReceivedInvocations.append(duration)
                        $0.invocations.append("sleep(for:)")
                    }
                    if let sleepThrowableError = self.sleepThrowableError { throw sleepThrowableError }
                    try await self.sleepClosure?(duration)
                }

                var scheduleCallsCount: Int {
                    get { self.mockState.withValue { $0.scheduleCallsCount } }
                    set { self.mockState.withValue { $0.scheduleCallsCount = newValue } }
                }
                var scheduleCalled: Bool { scheduleCallsCount > 0 }
                var scheduleReceivedWork: (@Sendable () -> Void)? {
                    get { self.mockState.withValue { $0.scheduleReceivedWork } }
                    set { self.mockState.withValue { $0.scheduleReceivedWork = newValue } }
                }
                var scheduleReceivedInvocations: [@Sendable () -> Void] {
                    get { self.mockState.withValue { $0.scheduleReceivedInvocations } }
                    set { self.mockState.withValue { $0.scheduleReceivedInvocations = newValue } }
                }
                var scheduleReturnValue: Int? {
                    get { self.mockState.withValue { $0.scheduleReturnValue } }
                    set { self.mockState.withValue { $0.scheduleReturnValue = newValue } }
                }
                var scheduleClosure: (@Sendable (@escaping @Sendable () -> Void) -> Int)? {
                    get { self.mockState.withValue { $0.scheduleClosure } }
                    set { self.mockState.withValue { $0.scheduleClosure = newValue } }
                }
                func schedule(_ work: @escaping @Sendable () -> Void) -> Int {
                    self.mockState.withValue {
                        $0.scheduleCallsCount += 1
                        $0.scheduleReceivedWork = work
                        $0.scheduleReceivedInvocations.append(work)
                        $0.invocations.append("schedule(_:)")
                    }
                    if let scheduleClosure = self.scheduleClosure { return scheduleClosure(work) }
                    if let scheduleReturnValue = self.scheduleReturnValue { return scheduleReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("schedule(_:)", of: "ClockMock", member: "scheduleReturnValue", closure: "scheduleClosure").message)
                }
            }
            """
        }
    }

    @Test func genericSendableProtocols() {
        assertMacro {
            """
            @Mockable
            protocol Stack<Element>: Sendable {
                associatedtype Element: Sendable
                func push(_ element: Element)
                func pop() -> Element?
            }
            """
        } expansion: {
            """
            protocol Stack<Element>: Sendable {
                associatedtype Element: Sendable
                func push(_ element: Element)
                func pop() -> Element?
            }

            final class StackMock<Element: Sendable>: Stack, @unchecked Sendable {
                // @unchecked Sendable: all mutable state is in mockState, whose lock guards it; calls record
                // under the lock, and closures run after it is released.
                private let mockState = RippleMocks.MockLocked(State())

                private struct State {
                    var invocations: [String] = []
                    var pushCallsCount: Int = 0
                    var pushReceivedElement: Element?
                    var pushReceivedInvocations: [Element] = []
                    var pushClosure: (@Sendable (Element) -> Void)?
                    var popCallsCount: Int = 0
                    var popReturnValue: Element?
                    var popClosure: (@Sendable () -> Element?)?
                }

                var invocations: [String] {
                    get { self.mockState.withValue { $0.invocations } }
                    set { self.mockState.withValue { $0.invocations = newValue } }
                }

                init() {}

                var pushCallsCount: Int {
                    get { self.mockState.withValue { $0.pushCallsCount } }
                    set { self.mockState.withValue { $0.pushCallsCount = newValue } }
                }
                var pushCalled: Bool { pushCallsCount > 0 }
                var pushReceivedElement: Element? {
                    get { self.mockState.withValue { $0.pushReceivedElement } }
                    set { self.mockState.withValue { $0.pushReceivedElement = newValue } }
                }
                var pushReceivedInvocations: [Element] {
                    get { self.mockState.withValue { $0.pushReceivedInvocations } }
                    set { self.mockState.withValue { $0.pushReceivedInvocations = newValue } }
                }
                var pushClosure: (@Sendable (Element) -> Void)? {
                    get { self.mockState.withValue { $0.pushClosure } }
                    set { self.mockState.withValue { $0.pushClosure = newValue } }
                }
                func push(_ element: Element) {
                    self.mockState.withValue {
                        $0.pushCallsCount += 1
                        $0.pushReceivedElement = element
                        $0.pushReceivedInvocations.append(element)
                        $0.invocations.append("push(_:)")
                    }
                    self.pushClosure?(element)
                }

                var popCallsCount: Int {
                    get { self.mockState.withValue { $0.popCallsCount } }
                    set { self.mockState.withValue { $0.popCallsCount = newValue } }
                }
                var popCalled: Bool { popCallsCount > 0 }
                var popReturnValue: Element? {
                    get { self.mockState.withValue { $0.popReturnValue } }
                    set { self.mockState.withValue { $0.popReturnValue = newValue } }
                }
                var popClosure: (@Sendable () -> Element?)? {
                    get { self.mockState.withValue { $0.popClosure } }
                    set { self.mockState.withValue { $0.popClosure = newValue } }
                }
                func pop() -> Element? {
                    self.mockState.withValue {
                        $0.popCallsCount += 1
                        $0.invocations.append("pop()")
                    }
                    if let popClosure = self.popClosure { return popClosure() }
                    return self.popReturnValue
                }
            }
            """
        }
    }

    @Test func globalActorProtocolsLeaveIsolationToTheConformance() {
        assertMacro {
            """
            @Mockable
            @MainActor
            protocol Screen {
                func render(_ text: String)
            }
            """
        } expansion: {
            """
            @MainActor
            protocol Screen {
                func render(_ text: String)
            }

            final class ScreenMock: Screen {
                var invocations: [String] = []

                init() {}

                var renderCallsCount: Int = 0
                var renderCalled: Bool { renderCallsCount > 0 }
                var renderReceivedText: String?
                var renderReceivedInvocations: [String] = []
                var renderClosure: ((String) -> Void)?
                func render(_ text: String) {
                    self.renderCallsCount += 1
                    self.renderReceivedText = text
                    self.renderReceivedInvocations.append(text)
                    self.invocations.append("render(_:)")
                    self.renderClosure?(text)
                }
            }
            """
        }
    }

    @Test func classBoundProtocols() {
        assertMacro {
            """
            @Mockable
            protocol ViewDelegate: AnyObject {
                func didTap(_ index: Int)
            }
            """
        } expansion: {
            """
            protocol ViewDelegate: AnyObject {
                func didTap(_ index: Int)
            }

            final class ViewDelegateMock: ViewDelegate {
                var invocations: [String] = []

                init() {}

                var didTapCallsCount: Int = 0
                var didTapCalled: Bool { didTapCallsCount > 0 }
                var didTapReceivedIndex: Int?
                var didTapReceivedInvocations: [Int] = []
                var didTapClosure: ((Int) -> Void)?
                func didTap(_ index: Int) {
                    self.didTapCallsCount += 1
                    self.didTapReceivedIndex = index
                    self.didTapReceivedInvocations.append(index)
                    self.invocations.append("didTap(_:)")
                    self.didTapClosure?(index)
                }
            }
            """
        }
    }

    @Test func publicProtocolsGetAPublicMock() {
        assertMacro {
            """
            @Mockable
            public protocol Analytics {
                var enabled: Bool { get set }
                func track(_ event: String)
            }
            """
        } expansion: {
            """
            public protocol Analytics {
                var enabled: Bool { get set }
                func track(_ event: String)
            }

            public final class AnalyticsMock: Analytics {
                public var invocations: [String] = []

                public init() {}

                private var _enabled: Bool?
                public var enabled: Bool {
                    get {
                        guard let value = self._enabled else {
                            fatalError(RippleMocks.MockError.reportUnsetProperty("enabled", of: "AnalyticsMock").message)
                        }
                        return value
                    }
                    set { self._enabled = newValue }
                }

                public var trackCallsCount: Int = 0
                public var trackCalled: Bool { trackCallsCount > 0 }
                public var trackReceivedEvent: String?
                public var trackReceivedInvocations: [String] = []
                public var trackClosure: ((String) -> Void)?
                public func track(_ event: String) {
                    self.trackCallsCount += 1
                    self.trackReceivedEvent = event
                    self.trackReceivedInvocations.append(event)
                    self.invocations.append("track(_:)")
                    self.trackClosure?(event)
                }
            }
            """
        }
    }

    @Test func packageAndPrivateProtocols() {
        assertMacro {
            """
            @Mockable
            package protocol Tracker {
                func track()
            }
            @Mockable
            private protocol Hidden {
                func run()
            }
            """
        } expansion: {
            """
            package protocol Tracker {
                func track()
            }

            package final class TrackerMock: Tracker {
                package var invocations: [String] = []

                package init() {}

                package var trackCallsCount: Int = 0
                package var trackCalled: Bool { trackCallsCount > 0 }
                package var trackClosure: (() -> Void)?
                package func track() {
                    self.trackCallsCount += 1
                    self.invocations.append("track()")
                    self.trackClosure?()
                }
            }
            private protocol Hidden {
                func run()
            }

            private final class HiddenMock: Hidden {
                var invocations: [String] = []

                init() {}

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

#if Mocks
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
            #"""
            protocol Clock: Sendable {
                var now: Int { get }
                static var zone: String { get set }
                func sleep(for duration: Int) async throws
                func schedule(_ work: @escaping @Sendable () -> Void) -> Int
            }

            #if MOCKING
            class ClockMock: Clock, @unchecked Sendable {
                // @unchecked Sendable: all mutable state is in mockState, whose lock guards it; calls record
                // under the lock, and closures run after it is released.
                private let mockState = RippleMockable.MockLocked(State())
                private struct State {
                    var invocations: [String] = []
                    var mockCallRecords: [RippleMockable.MockCall] = []
                    var mockPolicy: RippleMockable.MockPolicy = .strict
                    var nowGetCount: Int = 0
                    var nowSetCount: Int = 0
                    var underlyingNow: Int?
                    var sleepCallsCount: Int = 0
                    var sleepReceivedDuration: Int?
                    var sleepReceivedInvocations: [Int] = []
                    var sleepThrowableError: (any Error)?
                    var sleepResults: [Result<Void, any Error>] = []
                    var sleepClosure: (@Sendable (Int) async throws -> Void)?
                    var scheduleCallsCount: Int = 0
                    var scheduleReceivedWork: (@Sendable () -> Void)?
                    var scheduleReceivedInvocations: [@Sendable () -> Void] = []
                    var scheduleReturnValue: Int?
                    var scheduleReturnValues: [Int] = []
                    var scheduleArgumentAnswers: RippleMockable.MockArgumentAnswers<@Sendable () -> Void, Int> = .init()
                    var scheduleClosure: (@Sendable (@escaping @Sendable () -> Void) -> Int)?
                }

                // Static members keep their state in mockStaticState, behind a lock, since every test shares it;
                // call resetStaticState() before each test.
                private static var mockStaticState: RippleMockable.MockLocked<StaticState> {
                    RippleMockable.MockStaticStorage.state(of: Self.self) { StaticState() }
                }
                private struct StaticState {
                    var invocations: [String] = []
                    var zoneGetCount: Int = 0
                    var zoneSetCount: Int = 0
                    var underlyingZone: String?
                }

                var invocations: [String] {
                    get { self.mockState.withValue { $0.invocations } }
                    set { self.mockState.withValue { $0.invocations = newValue } }
                }
                var mockPolicy: RippleMockable.MockPolicy {
                    get { self.mockState.withValue { $0.mockPolicy } }
                    set { self.mockState.withValue { $0.mockPolicy = newValue } }
                }
                static var invocations: [String] {
                    get { Self.mockStaticState.withValue { $0.invocations } }
                    set { Self.mockStaticState.withValue { $0.invocations = newValue } }
                }
                static func resetStaticState() {
                    Self.mockStaticState.withValue { $0 = StaticState() }
                }

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func sleep(for duration: Int) -> Self { Self(name: "sleep(for:)", arguments: [RippleMockable.MockArgument("for", duration)]) }
                    class func schedule(_ work: @escaping @Sendable () -> Void) -> Self { Self(name: "schedule(_:)", arguments: [RippleMockable.MockArgument(nil, work)]) }
                }
                /// Every call to the mock, in order; compares with an array of `Call`s.
                class Calls: RippleMockable.MockCallList {}
                var calls: Calls { Calls(self.mockState.withValue({ $0.mockCallRecords })) }
                func recordMockCall(_ call: RippleMockable.MockCall) {
                    self.mockState.withValue {
                        $0.invocations.append(call.name)
                        $0.mockCallRecords.append(call)
                    }
                    RippleMockable.MockCallObservers.didRecord(call, by: self)
                }

                init() {}
                init(policy: RippleMockable.MockPolicy) {
                    self.mockState.withValue {
                        $0.mockPolicy = policy
                    }
                }

                var nowGetCount: Int {
                    get { self.mockState.withValue { $0.nowGetCount } }
                    set { self.mockState.withValue { $0.nowGetCount = newValue } }
                }
                var nowSetCount: Int {
                    get { self.mockState.withValue { $0.nowSetCount } }
                    set { self.mockState.withValue { $0.nowSetCount = newValue } }
                }
                var underlyingNow: Int? {
                    get { self.mockState.withValue { $0.underlyingNow } }
                    set { self.mockState.withValue { $0.underlyingNow = newValue } }
                }
                var now: Int {
                    get {
                        self.mockState.withValue {
                            $0.nowGetCount += 1
                        }
                        guard let value = self.mockState.withValue({ $0.underlyingNow }) else {
                            return RippleMockable.MockUnstubbed.value(of: (Int).self, policy: self.mockPolicy, error: .unsetProperty("now", of: "ClockMock"))
                        }
                        return value
                    }
                    set {
                        self.mockState.withValue {
                            $0.nowSetCount += 1
                            $0.underlyingNow = newValue
                        }
                    }
                }

                static var zoneGetCount: Int {
                    get { Self.mockStaticState.withValue { $0.zoneGetCount } }
                    set { Self.mockStaticState.withValue { $0.zoneGetCount = newValue } }
                }
                static var zoneSetCount: Int {
                    get { Self.mockStaticState.withValue { $0.zoneSetCount } }
                    set { Self.mockStaticState.withValue { $0.zoneSetCount = newValue } }
                }
                static var underlyingZone: String? {
                    get { Self.mockStaticState.withValue { $0.underlyingZone } }
                    set { Self.mockStaticState.withValue { $0.underlyingZone = newValue } }
                }
                static var zone: String {
                    get {
                        Self.mockStaticState.withValue {
                            $0.zoneGetCount += 1
                        }
                        guard let value = Self.mockStaticState.withValue({ $0.underlyingZone }) else {
                            return RippleMockable.MockUnstubbed.value(of: (String).self, policy: .strict, error: .unsetProperty("zone", of: "ClockMock"))
                        }
                        return value
                    }
                    set {
                        Self.mockStaticState.withValue {
                            $0.zoneSetCount += 1
                            $0.underlyingZone = newValue
                        }
                    }
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
                var sleepResults: [Result<Void, any Error>] {
                    get { self.mockState.withValue { $0.sleepResults } }
                    set { self.mockState.withValue { $0.sleepResults = newValue } }
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
                    }
                    self.recordMockCall(RippleMockable.MockCall(name: "sleep(for:)", arguments: [RippleMockable.MockArgument("for", duration)]))
                    if let sleepThrowableError = self.mockState.withValue({ $0.sleepThrowableError }) { throw sleepThrowableError }
                    if let sleepClosure = self.mockState.withValue({ $0.sleepClosure }) { try await sleepClosure(duration) }
                    if let result = self.mockState.withValue({ RippleMockable.MockAnswers.next(&$0.sleepResults, else: nil, queue: "sleepResults", of: ObjectIdentifier(self)) }) { try result.get() }
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
                var scheduleReturnValues: [Int] {
                    get { self.mockState.withValue { $0.scheduleReturnValues } }
                    set { self.mockState.withValue { $0.scheduleReturnValues = newValue } }
                }
                var scheduleClosure: (@Sendable (@escaping @Sendable () -> Void) -> Int)? {
                    get { self.mockState.withValue { $0.scheduleClosure } }
                    set { self.mockState.withValue { $0.scheduleClosure = newValue } }
                }
                func scheduleReturns(_ mockAnswer: Int, work: @escaping @Sendable () -> Void) {
                    self.mockState.withValue {
                        $0.scheduleArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, work) }
                    }
                }
                func scheduleReturns(_ mockAnswer: Int, when mockMatches: @escaping @Sendable (@Sendable () -> Void) -> Bool) {
                    self.mockState.withValue {
                        $0.scheduleArgumentAnswers.add(mockAnswer, when: mockMatches)
                    }
                }
                func schedule(_ work: @escaping @Sendable () -> Void) -> Int {
                    self.mockState.withValue {
                        $0.scheduleCallsCount += 1
                        $0.scheduleReceivedWork = work
                        $0.scheduleReceivedInvocations.append(work)
                    }
                    self.recordMockCall(RippleMockable.MockCall(name: "schedule(_:)", arguments: [RippleMockable.MockArgument(nil, work)]))
                    if let scheduleClosure = self.mockState.withValue({ $0.scheduleClosure }) { return scheduleClosure(work) }
                    if let value = self.mockState.withValue({ $0.scheduleArgumentAnswers }).value(for: work) { return value }
                    if let value = self.mockState.withValue({ RippleMockable.MockAnswers.next(&$0.scheduleReturnValues, else: $0.scheduleReturnValue, queue: "scheduleReturnValues", of: ObjectIdentifier(self)) }) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Int).self, policy: self.mockPolicy, error: .unstubbedCall("schedule(_:)", of: "ClockMock", member: "scheduleReturnValue", closure: "scheduleClosure"))
                }
            }

            /// Whether `ClockMock`'s calls are exactly `calls`, in order.
            func == (lhs: ClockMock.Calls, rhs: [ClockMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "ClockMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Clock")
            typealias ClockMock = RippleMockable.MockNotGenerated
            #endif
            """#
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
            #"""
            protocol Stack<Element>: Sendable {
                associatedtype Element: Sendable
                func push(_ element: Element)
                func pop() -> Element?
            }

            #if MOCKING
            final class StackMock<Element: Sendable>: Stack, @unchecked Sendable {
                // @unchecked Sendable: all mutable state is in mockState, whose lock guards it; calls record
                // under the lock, and closures run after it is released.
                private let mockState = RippleMockable.MockLocked(State())
                private struct State {
                    var invocations: [String] = []
                    var mockCallRecords: [RippleMockable.MockCall] = []
                    var mockPolicy: RippleMockable.MockPolicy = .strict
                    var pushCallsCount: Int = 0
                    var pushReceivedElement: Element?
                    var pushReceivedInvocations: [Element] = []
                    var pushClosure: (@Sendable (Element) -> Void)?
                    var popCallsCount: Int = 0
                    var popReturnValue: Element??
                    var popReturnValues: [Element?] = []
                    var popClosure: (@Sendable () -> Element?)?
                }

                var invocations: [String] {
                    get { self.mockState.withValue { $0.invocations } }
                    set { self.mockState.withValue { $0.invocations = newValue } }
                }
                var mockPolicy: RippleMockable.MockPolicy {
                    get { self.mockState.withValue { $0.mockPolicy } }
                    set { self.mockState.withValue { $0.mockPolicy = newValue } }
                }

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func push(_ element: Element) -> Self { Self(name: "push(_:)", arguments: [RippleMockable.MockArgument(nil, element)]) }
                    class func pop() -> Self { Self(name: "pop()", arguments: []) }
                }
                /// Every call to the mock, in order; compares with an array of `Call`s.
                class Calls: RippleMockable.MockCallList {}
                var calls: Calls { Calls(self.mockState.withValue({ $0.mockCallRecords })) }
                func recordMockCall(_ call: RippleMockable.MockCall) {
                    self.mockState.withValue {
                        $0.invocations.append(call.name)
                        $0.mockCallRecords.append(call)
                    }
                    RippleMockable.MockCallObservers.didRecord(call, by: self)
                }

                init() {}
                init(policy: RippleMockable.MockPolicy) {
                    self.mockState.withValue {
                        $0.mockPolicy = policy
                    }
                }

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
                    }
                    self.recordMockCall(RippleMockable.MockCall(name: "push(_:)", arguments: [RippleMockable.MockArgument(nil, element)]))
                    if let pushClosure = self.mockState.withValue({ $0.pushClosure }) { pushClosure(element) }
                }

                var popCallsCount: Int {
                    get { self.mockState.withValue { $0.popCallsCount } }
                    set { self.mockState.withValue { $0.popCallsCount = newValue } }
                }
                var popCalled: Bool { popCallsCount > 0 }
                var popReturnValue: Element?? {
                    get { self.mockState.withValue { $0.popReturnValue } }
                    set { self.mockState.withValue { $0.popReturnValue = newValue } }
                }
                var popReturnValues: [Element?] {
                    get { self.mockState.withValue { $0.popReturnValues } }
                    set { self.mockState.withValue { $0.popReturnValues = newValue } }
                }
                var popClosure: (@Sendable () -> Element?)? {
                    get { self.mockState.withValue { $0.popClosure } }
                    set { self.mockState.withValue { $0.popClosure = newValue } }
                }
                func pop() -> Element? {
                    self.mockState.withValue {
                        $0.popCallsCount += 1
                    }
                    self.recordMockCall(RippleMockable.MockCall(name: "pop()", arguments: []))
                    if let popClosure = self.mockState.withValue({ $0.popClosure }) { return popClosure() }
                    if let value = self.mockState.withValue({ RippleMockable.MockAnswers.next(&$0.popReturnValues, else: $0.popReturnValue, queue: "popReturnValues", of: ObjectIdentifier(self)) }) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Element?).self, policy: self.mockPolicy, error: .unstubbedCall("pop()", of: "StackMock", member: "popReturnValue", closure: "popClosure"))
                }
            }

            /// Whether `StackMock`'s calls are exactly `calls`, in order.
            func == <Element: Sendable>(lhs: StackMock<Element>.Calls, rhs: [StackMock<Element>.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "StackMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Stack")
            typealias StackMock<Element: Sendable> = RippleMockable.MockNotGenerated
            #endif
            """#
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
            #"""
            @MainActor
            protocol Screen {
                func render(_ text: String)
            }

            #if MOCKING
            class ScreenMock: Screen {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func render(_ text: String) -> Self { Self(name: "render(_:)", arguments: [RippleMockable.MockArgument(nil, text)]) }
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

                var renderCallsCount: Int = 0
                var renderCalled: Bool { renderCallsCount > 0 }
                var renderReceivedText: String?
                var renderReceivedInvocations: [String] = []
                var renderClosure: ((String) -> Void)?
                func render(_ text: String) {
                    self.renderCallsCount += 1
                    self.renderReceivedText = text
                    self.renderReceivedInvocations.append(text)
                    self.recordMockCall(RippleMockable.MockCall(name: "render(_:)", arguments: [RippleMockable.MockArgument(nil, text)]))
                    if let renderClosure = self.renderClosure { renderClosure(text) }
                }
            }

            /// Whether `ScreenMock`'s calls are exactly `calls`, in order.
            func == (lhs: ScreenMock.Calls, rhs: [ScreenMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "ScreenMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Screen")
            typealias ScreenMock = RippleMockable.MockNotGenerated
            #endif
            """#
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
            #"""
            protocol ViewDelegate: AnyObject {
                func didTap(_ index: Int)
            }

            #if MOCKING
            class ViewDelegateMock: ViewDelegate {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func didTap(_ index: Int) -> Self { Self(name: "didTap(_:)", arguments: [RippleMockable.MockArgument(nil, index)]) }
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

                var didTapCallsCount: Int = 0
                var didTapCalled: Bool { didTapCallsCount > 0 }
                var didTapReceivedIndex: Int?
                var didTapReceivedInvocations: [Int] = []
                var didTapClosure: ((Int) -> Void)?
                func didTap(_ index: Int) {
                    self.didTapCallsCount += 1
                    self.didTapReceivedIndex = index
                    self.didTapReceivedInvocations.append(index)
                    self.recordMockCall(RippleMockable.MockCall(name: "didTap(_:)", arguments: [RippleMockable.MockArgument(nil, index)]))
                    if let didTapClosure = self.didTapClosure { didTapClosure(index) }
                }
            }

            /// Whether `ViewDelegateMock`'s calls are exactly `calls`, in order.
            func == (lhs: ViewDelegateMock.Calls, rhs: [ViewDelegateMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "ViewDelegateMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares ViewDelegate")
            typealias ViewDelegateMock = RippleMockable.MockNotGenerated
            #endif
            """#
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
            #"""
            public protocol Analytics {
                var enabled: Bool { get set }
                func track(_ event: String)
            }

            #if MOCKING
            open class AnalyticsMock: Analytics {
                public var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                public var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                open class Call: RippleMockable.MockCall {
                    public class func track(_ event: String) -> Self { Self(name: "track(_:)", arguments: [RippleMockable.MockArgument(nil, event)]) }
                }
                /// Every call to the mock, in order; compares with an array of `Call`s.
                open class Calls: RippleMockable.MockCallList {}
                public var calls: Calls { Calls(self.mockCallRecords) }
                public func recordMockCall(_ call: RippleMockable.MockCall) {
                    self.invocations.append(call.name)
                    self.mockCallRecords.append(call)
                    RippleMockable.MockCallObservers.didRecord(call, by: self)
                }

                public init() {}
                public init(policy: RippleMockable.MockPolicy) {
                    self.mockPolicy = policy
                }

                public var enabledGetCount: Int = 0
                public var enabledSetCount: Int = 0
                public var underlyingEnabled: Bool?
                public var enabled: Bool {
                    get {
                        self.enabledGetCount += 1
                        guard let value = self.underlyingEnabled else {
                            return RippleMockable.MockUnstubbed.value(of: (Bool).self, policy: self.mockPolicy, error: .unsetProperty("enabled", of: "AnalyticsMock"))
                        }
                        return value
                    }
                    set {
                        self.enabledSetCount += 1
                        self.underlyingEnabled = newValue
                    }
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
                    self.recordMockCall(RippleMockable.MockCall(name: "track(_:)", arguments: [RippleMockable.MockArgument(nil, event)]))
                    if let trackClosure = self.trackClosure { trackClosure(event) }
                }
            }

            /// Whether `AnalyticsMock`'s calls are exactly `calls`, in order.
            public func == (lhs: AnalyticsMock.Calls, rhs: [AnalyticsMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "AnalyticsMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Analytics")
            public typealias AnalyticsMock = RippleMockable.MockNotGenerated
            #endif
            """#
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
            #"""
            package protocol Tracker {
                func track()
            }

            #if MOCKING
            package class TrackerMock: Tracker {
                package var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                package var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                package class Call: RippleMockable.MockCall {
                    package class func track() -> Self { Self(name: "track()", arguments: []) }
                }
                /// Every call to the mock, in order; compares with an array of `Call`s.
                package class Calls: RippleMockable.MockCallList {}
                package var calls: Calls { Calls(self.mockCallRecords) }
                package func recordMockCall(_ call: RippleMockable.MockCall) {
                    self.invocations.append(call.name)
                    self.mockCallRecords.append(call)
                    RippleMockable.MockCallObservers.didRecord(call, by: self)
                }

                package init() {}
                package init(policy: RippleMockable.MockPolicy) {
                    self.mockPolicy = policy
                }

                package var trackCallsCount: Int = 0
                package var trackCalled: Bool { trackCallsCount > 0 }
                package var trackClosure: (() -> Void)?
                package func track() {
                    self.trackCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "track()", arguments: []))
                    if let trackClosure = self.trackClosure { trackClosure() }
                }
            }

            /// Whether `TrackerMock`'s calls are exactly `calls`, in order.
            package func == (lhs: TrackerMock.Calls, rhs: [TrackerMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "TrackerMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Tracker")
            package typealias TrackerMock = RippleMockable.MockNotGenerated
            #endif
            private protocol Hidden {
                func run()
            }

            #if MOCKING
            private class HiddenMock: Hidden {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

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

                var runCallsCount: Int = 0
                var runCalled: Bool { runCallsCount > 0 }
                var runClosure: (() -> Void)?
                func run() {
                    self.runCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "run()", arguments: []))
                    if let runClosure = self.runClosure { runClosure() }
                }
            }

            /// Whether `HiddenMock`'s calls are exactly `calls`, in order.
            private func == (lhs: HiddenMock.Calls, rhs: [HiddenMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "HiddenMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Hidden")
            private typealias HiddenMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// The protocol shapes of real codebases: refining protocols, actor protocols, static
/// requirements of generic protocols, `nonisolated` requirements, effectful getters, closures
/// through a type alias, `where Self:` clauses.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableShapeExpansionTests {
    @Test func refiningProtocolSubclassesItsParentsMock() {
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
            #"""
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
            #else
            @available(*, unavailable, message: "ChildMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Child")
            typealias ChildMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func actorProtocolsGetActorMocks() {
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
            #"""
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
                    RippleMockable.MockCallObservers.didRecord(call, by: self)
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
            #else
            @available(*, unavailable, message: "WorkerMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Worker")
            typealias WorkerMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func staticRequirementsOfGenericProtocols() {
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
            #"""
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
                    RippleMockable.MockCallObservers.didRecord(call, by: self)
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
                    if let value = Self.mockStaticState.withValue({ RippleMockable.MockAnswers.next(&$0.sharedReturnValues, else: $0.sharedReturnValue, queue: "sharedReturnValues", of: ObjectIdentifier(Self.self)) }) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (RegistryMock<Item>).self, policy: .strict, error: .unstubbedCall("shared()", of: "RegistryMock", member: "sharedReturnValue", closure: "sharedClosure"))
                }
            }

            /// Whether `RegistryMock`'s calls are exactly `calls`, in order.
            func == <Item>(lhs: RegistryMock<Item>.Calls, rhs: [RegistryMock<Item>.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "RegistryMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Registry")
            typealias RegistryMock<Item> = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func nonisolatedRequirementsOfAMainActorProtocol() {
        assertMacro {
            """
            @Mockable
            @MainActor
            protocol Screen {
                func show(_ text: String)
                nonisolated func identifier() -> String
            }
            """
        } expansion: {
            #"""
            @MainActor
            protocol Screen {
                func show(_ text: String)
                nonisolated func identifier() -> String
            }

            #if MOCKING
            class ScreenMock: Screen {
                // All mutable state is in mockState, whose lock guards it; calls record under the lock,
                // and closures run after it is released.
                private nonisolated let mockState = RippleMockable.MockLocked(State())
                private struct State {
                    var invocations: [String] = []
                    var mockCallRecords: [RippleMockable.MockCall] = []
                    var mockPolicy: RippleMockable.MockPolicy = .strict
                    var showCallsCount: Int = 0
                    var showReceivedText: String?
                    var showReceivedInvocations: [String] = []
                    var showClosure: (@Sendable (String) -> Void)?
                    var identifierCallsCount: Int = 0
                    var identifierReturnValue: String?
                    var identifierReturnValues: [String] = []
                    var identifierClosure: (@Sendable () -> String)?
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
                    class func show(_ text: String) -> Self { Self(name: "show(_:)", arguments: [RippleMockable.MockArgument(nil, text)]) }
                    class func identifier() -> Self { Self(name: "identifier()", arguments: []) }
                }
                /// Every call to the mock, in order; compares with an array of `Call`s.
                class Calls: RippleMockable.MockCallList {}
                nonisolated var calls: Calls { Calls(self.mockState.withValue({ $0.mockCallRecords })) }
                nonisolated func recordMockCall(_ call: RippleMockable.MockCall) {
                    self.mockState.withValue {
                        $0.invocations.append(call.name)
                        $0.mockCallRecords.append(call)
                    }
                    RippleMockable.MockCallObservers.didRecord(call, by: self)
                }

                nonisolated init() {}
                nonisolated init(policy: RippleMockable.MockPolicy) {
                    self.mockState.withValue {
                        $0.mockPolicy = policy
                    }
                }

                nonisolated var showCallsCount: Int {
                    get { self.mockState.withValue { $0.showCallsCount } }
                    set { self.mockState.withValue { $0.showCallsCount = newValue } }
                }
                nonisolated var showCalled: Bool { showCallsCount > 0 }
                nonisolated var showReceivedText: String? {
                    get { self.mockState.withValue { $0.showReceivedText } }
                    set { self.mockState.withValue { $0.showReceivedText = newValue } }
                }
                nonisolated var showReceivedInvocations: [String] {
                    get { self.mockState.withValue { $0.showReceivedInvocations } }
                    set { self.mockState.withValue { $0.showReceivedInvocations = newValue } }
                }
                nonisolated var showClosure: (@Sendable (String) -> Void)? {
                    get { self.mockState.withValue { $0.showClosure } }
                    set { self.mockState.withValue { $0.showClosure = newValue } }
                }
                func show(_ text: String) {
                    self.mockState.withValue {
                        $0.showCallsCount += 1
                        $0.showReceivedText = text
                        $0.showReceivedInvocations.append(text)
                    }
                    self.recordMockCall(RippleMockable.MockCall(name: "show(_:)", arguments: [RippleMockable.MockArgument(nil, text)]))
                    if let showClosure = self.mockState.withValue({ $0.showClosure }) { showClosure(text) }
                }

                nonisolated var identifierCallsCount: Int {
                    get { self.mockState.withValue { $0.identifierCallsCount } }
                    set { self.mockState.withValue { $0.identifierCallsCount = newValue } }
                }
                nonisolated var identifierCalled: Bool { identifierCallsCount > 0 }
                nonisolated var identifierReturnValue: String? {
                    get { self.mockState.withValue { $0.identifierReturnValue } }
                    set { self.mockState.withValue { $0.identifierReturnValue = newValue } }
                }
                nonisolated var identifierReturnValues: [String] {
                    get { self.mockState.withValue { $0.identifierReturnValues } }
                    set { self.mockState.withValue { $0.identifierReturnValues = newValue } }
                }
                nonisolated var identifierClosure: (@Sendable () -> String)? {
                    get { self.mockState.withValue { $0.identifierClosure } }
                    set { self.mockState.withValue { $0.identifierClosure = newValue } }
                }
                nonisolated func identifier() -> String {
                    self.mockState.withValue {
                        $0.identifierCallsCount += 1
                    }
                    self.recordMockCall(RippleMockable.MockCall(name: "identifier()", arguments: []))
                    if let identifierClosure = self.mockState.withValue({ $0.identifierClosure }) { return identifierClosure() }
                    if let value = self.mockState.withValue({ RippleMockable.MockAnswers.next(&$0.identifierReturnValues, else: $0.identifierReturnValue, queue: "identifierReturnValues", of: ObjectIdentifier(self)) }) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (String).self, policy: self.mockPolicy, error: .unstubbedCall("identifier()", of: "ScreenMock", member: "identifierReturnValue", closure: "identifierClosure"))
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

    @Test func effectfulGetters() {
        assertMacro {
            """
            @Mockable
            protocol TokenSource {
                var token: String { get async throws }
                var expiry: Int { get async }
            }
            """
        } expansion: {
            #"""
            protocol TokenSource {
                var token: String { get async throws }
                var expiry: Int { get async }
            }

            #if MOCKING
            class TokenSourceMock: TokenSource {
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

                init() {}
                init(policy: RippleMockable.MockPolicy) {
                    self.mockPolicy = policy
                }

                var tokenGetCount: Int = 0
                var underlyingToken: String?
                var tokenThrowableError: (any Error)?
                var token: String {
                    get async throws {
                        self.tokenGetCount += 1
                        if let tokenThrowableError = self.tokenThrowableError { throw tokenThrowableError }
                        guard let value = self.underlyingToken else {
                            return try RippleMockable.MockUnstubbed.throwingValue(of: (String).self, policy: self.mockPolicy, error: .unsetProperty("token", of: "TokenSourceMock"))
                        }
                        return value
                    }
                }

                var expiryGetCount: Int = 0
                var underlyingExpiry: Int?
                var expiry: Int {
                    get async {
                        self.expiryGetCount += 1
                        guard let value = self.underlyingExpiry else {
                            return RippleMockable.MockUnstubbed.value(of: (Int).self, policy: self.mockPolicy, error: .unsetProperty("expiry", of: "TokenSourceMock"))
                        }
                        return value
                    }
                }
            }

            /// Whether `TokenSourceMock`'s calls are exactly `calls`, in order.
            func == (lhs: TokenSourceMock.Calls, rhs: [TokenSourceMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "TokenSourceMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares TokenSource")
            typealias TokenSourceMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func closuresThroughATypeAliasOfTheProtocol() {
        assertMacro {
            """
            @Mockable
            protocol Notifier {
                typealias Handler = (String) -> Void
                func each(_ handler: Handler)
                func unsubscribe(_ handler: Handler?)
            }
            """
        } expansion: {
            #"""
            protocol Notifier {
                typealias Handler = (String) -> Void
                func each(_ handler: Handler)
                func unsubscribe(_ handler: Handler?)
            }

            #if MOCKING
            class NotifierMock: Notifier {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func each() -> Self { Self(name: "each(_:)", arguments: []) }
                    class func unsubscribe(_ handler: Handler?) -> Self { Self(name: "unsubscribe(_:)", arguments: [RippleMockable.MockArgument(nil, handler as Any)]) }
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

                var eachCallsCount: Int = 0
                var eachCalled: Bool { eachCallsCount > 0 }
                var eachClosure: ((Handler) -> Void)?
                func each(_ handler: Handler) {
                    self.eachCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "each(_:)", arguments: []))
                    if let eachClosure = self.eachClosure { eachClosure(handler) }
                }

                var unsubscribeCallsCount: Int = 0
                var unsubscribeCalled: Bool { unsubscribeCallsCount > 0 }
                var unsubscribeReceivedHandler: Handler?
                var unsubscribeReceivedInvocations: [Handler?] = []
                var unsubscribeClosure: ((Handler?) -> Void)?
                func unsubscribe(_ handler: Handler?) {
                    self.unsubscribeCallsCount += 1
                    self.unsubscribeReceivedHandler = handler
                    self.unsubscribeReceivedInvocations.append(handler)
                    self.recordMockCall(RippleMockable.MockCall(name: "unsubscribe(_:)", arguments: [RippleMockable.MockArgument(nil, handler as Any)]))
                    if let unsubscribeClosure = self.unsubscribeClosure { unsubscribeClosure(handler) }
                }
            }

            /// Whether `NotifierMock`'s calls are exactly `calls`, in order.
            func == (lhs: NotifierMock.Calls, rhs: [NotifierMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "NotifierMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Notifier")
            typealias NotifierMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func whereSelfClauses() {
        assertMacro {
            """
            @Mockable
            protocol AuditLog where Self: Repository, Self: AnyObject {
                func entries() -> Int
            }
            """
        } expansion: {
            #"""
            protocol AuditLog where Self: Repository, Self: AnyObject {
                func entries() -> Int
            }

            #if MOCKING
            class AuditLogMock: RepositoryMock, AuditLog {
                // All mutable state is in mockAuditLogState, whose lock guards it; calls record under the lock,
                // and closures run after it is released.
                private let mockAuditLogState = RippleMockable.MockLocked(AuditLogState())
                private struct AuditLogState {
                    var entriesCallsCount: Int = 0
                    var entriesReturnValue: Int?
                    var entriesReturnValues: [Int] = []
                    var entriesClosure: (() -> Int)?
                }


                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RepositoryMock.Call {
                    class func entries() -> Self { Self(name: "entries()", arguments: []) }
                }
                /// Every call to the mock, in order; compares with an array of `Call`s.
                class Calls: RepositoryMock.Calls {}
                override var calls: Calls { Calls(super.calls.all) }


                var entriesCallsCount: Int {
                    get { self.mockAuditLogState.withValue { $0.entriesCallsCount } }
                    set { self.mockAuditLogState.withValue { $0.entriesCallsCount = newValue } }
                }
                var entriesCalled: Bool { entriesCallsCount > 0 }
                var entriesReturnValue: Int? {
                    get { self.mockAuditLogState.withValue { $0.entriesReturnValue } }
                    set { self.mockAuditLogState.withValue { $0.entriesReturnValue = newValue } }
                }
                var entriesReturnValues: [Int] {
                    get { self.mockAuditLogState.withValue { $0.entriesReturnValues } }
                    set { self.mockAuditLogState.withValue { $0.entriesReturnValues = newValue } }
                }
                var entriesClosure: (() -> Int)? {
                    get { self.mockAuditLogState.withValue { $0.entriesClosure } }
                    set { self.mockAuditLogState.withValue { $0.entriesClosure = newValue } }
                }
                func entries() -> Int {
                    self.mockAuditLogState.withValue {
                        $0.entriesCallsCount += 1
                    }
                    self.recordMockCall(RippleMockable.MockCall(name: "entries()", arguments: []))
                    if let entriesClosure = self.mockAuditLogState.withValue({ $0.entriesClosure }) { return entriesClosure() }
                    if let value = self.mockAuditLogState.withValue({ RippleMockable.MockAnswers.next(&$0.entriesReturnValues, else: $0.entriesReturnValue, queue: "entriesReturnValues", of: ObjectIdentifier(self)) }) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Int).self, policy: self.mockPolicy, error: .unstubbedCall("entries()", of: "AuditLogMock", member: "entriesReturnValue", closure: "entriesClosure"))
                }
            }

            /// Whether `AuditLogMock`'s calls are exactly `calls`, in order.
            func == (lhs: AuditLogMock.Calls, rhs: [AuditLogMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "AuditLogMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares AuditLog")
            typealias AuditLogMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    /// A closure behind a type alias declared elsewhere looks like a value; the mock records such
    /// names through `MockRecording.recordable(_:)`, whose unavailable overload for closures tells
    /// what to change.
    @Test func namesThatMayBeClosuresBehindATypeAlias() {
        assertMacro {
            """
            @Mockable
            protocol Uploader {
                func upload(_ file: File, progress: ProgressHandler)
                func cancel(id: Int)
            }
            """
        } expansion: {
            #"""
            protocol Uploader {
                func upload(_ file: File, progress: ProgressHandler)
                func cancel(id: Int)
            }

            #if MOCKING
            class UploaderMock: Uploader {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func upload(_ file: File, progress: ProgressHandler) -> Self { Self(name: "upload(_:progress:)", arguments: [RippleMockable.MockArgument(nil, file), RippleMockable.MockArgument("progress", progress)]) }
                    class func cancel(id: Int) -> Self { Self(name: "cancel(id:)", arguments: [RippleMockable.MockArgument("id", id)]) }
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

                var uploadCallsCount: Int = 0
                var uploadCalled: Bool { uploadCallsCount > 0 }
                var uploadReceivedArguments: (file: File, progress: ProgressHandler)?
                var uploadReceivedInvocations: [(file: File, progress: ProgressHandler)] = []
                var uploadClosure: ((File, ProgressHandler) -> Void)?
                func upload(_ file: File, progress: ProgressHandler) {
                    RippleMockable.MockRecording.recordable(file)
                    RippleMockable.MockRecording.recordable(progress)
                    self.uploadCallsCount += 1
                    self.uploadReceivedArguments = (file: file, progress: progress)
                    self.uploadReceivedInvocations.append((file: file, progress: progress))
                    self.recordMockCall(RippleMockable.MockCall(name: "upload(_:progress:)", arguments: [RippleMockable.MockArgument(nil, file), RippleMockable.MockArgument("progress", progress)]))
                    if let uploadClosure = self.uploadClosure { uploadClosure(file, progress) }
                }

                var cancelCallsCount: Int = 0
                var cancelCalled: Bool { cancelCallsCount > 0 }
                var cancelReceivedId: Int?
                var cancelReceivedInvocations: [Int] = []
                var cancelClosure: ((Int) -> Void)?
                func cancel(id: Int) {
                    self.cancelCallsCount += 1
                    self.cancelReceivedId = id
                    self.cancelReceivedInvocations.append(id)
                    self.recordMockCall(RippleMockable.MockCall(name: "cancel(id:)", arguments: [RippleMockable.MockArgument("id", id)]))
                    if let cancelClosure = self.cancelClosure { cancelClosure(id) }
                }
            }

            /// Whether `UploaderMock`'s calls are exactly `calls`, in order.
            func == (lhs: UploaderMock.Calls, rhs: [UploaderMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "UploaderMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Uploader")
            typealias UploaderMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

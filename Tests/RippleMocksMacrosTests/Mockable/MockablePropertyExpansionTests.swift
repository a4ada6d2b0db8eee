#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// Property requirements: get/set storage, optional ones start nil, others report when read
/// before they are set.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockablePropertyExpansionTests {
    @Test func properties() {
        assertMacro {
            """
            @Mockable
            protocol Session {
                var userName: String { get }
                var token: String? { get set }
                var lastError: Error! { get }
                var isActive: Bool { get async throws }
                var changes: Observable<Int> { get }
            }
            """
        } expansion: {
            #"""
            protocol Session {
                var userName: String { get }
                var token: String? { get set }
                var lastError: Error! { get }
                var isActive: Bool { get async throws }
                var changes: Observable<Int> { get }
            }

            #if MOCKING
            class SessionMock: Session {
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

                var userNameGetCount: Int = 0
                var userNameSetCount: Int = 0
                var underlyingUserName: String?
                var userName: String {
                    get {
                        self.userNameGetCount += 1
                        guard let value = self.underlyingUserName else {
                            return RippleMockable.MockUnstubbed.value(of: (String).self, policy: self.mockPolicy, error: .unsetProperty("userName", of: "SessionMock"))
                        }
                        return value
                    }
                    set {
                        self.userNameSetCount += 1
                        self.underlyingUserName = newValue
                    }
                }

                var tokenGetCount: Int = 0
                var tokenSetCount: Int = 0
                var underlyingToken: String?
                var token: String? {
                    get {
                        self.tokenGetCount += 1
                        return self.underlyingToken
                    }
                    set {
                        self.tokenSetCount += 1
                        self.underlyingToken = newValue
                    }
                }

                var lastErrorGetCount: Int = 0
                var lastErrorSetCount: Int = 0
                var underlyingLastError: Error!
                var lastError: Error! {
                    get {
                        self.lastErrorGetCount += 1
                        return self.underlyingLastError
                    }
                    set {
                        self.lastErrorSetCount += 1
                        self.underlyingLastError = newValue
                    }
                }

                var isActiveGetCount: Int = 0
                var underlyingIsActive: Bool?
                var isActiveThrowableError: (any Error)?
                var isActive: Bool {
                    get async throws {
                        self.isActiveGetCount += 1
                        if let isActiveThrowableError = self.isActiveThrowableError { throw isActiveThrowableError }
                        guard let value = self.underlyingIsActive else {
                            return try RippleMockable.MockUnstubbed.throwingValue(of: (Bool).self, policy: self.mockPolicy, error: .unsetProperty("isActive", of: "SessionMock"))
                        }
                        return value
                    }
                }

                var changesGetCount: Int = 0
                var changesSetCount: Int = 0
                var underlyingChanges: Observable<Int>?
                var changes: Observable<Int> {
                    get {
                        self.changesGetCount += 1
                        guard let value = self.underlyingChanges else {
                            return RippleMockable.MockUnstubbed.value(of: (Observable<Int>).self, policy: self.mockPolicy, error: .unsetProperty("changes", of: "SessionMock"))
                        }
                        return value
                    }
                    set {
                        self.changesSetCount += 1
                        self.underlyingChanges = newValue
                    }
                }
            }

            /// Whether `SessionMock`'s calls are exactly `calls`, in order.
            func == (lhs: SessionMock.Calls, rhs: [SessionMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "SessionMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Session")
            typealias SessionMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

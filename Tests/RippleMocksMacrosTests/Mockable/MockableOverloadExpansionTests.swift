#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// Overloads: labels tell them apart, then parameter types.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableOverloadExpansionTests {
    @Test func labelsTellOverloadsApart() {
        assertMacro {
            """
            @Mockable
            protocol UserFinder {
                func find(id: Int) -> User?
                func find(name: String) -> User?
                func find(_ query: String, limit: Int) -> [User]
            }
            """
        } expansion: {
            #"""
            protocol UserFinder {
                func find(id: Int) -> User?
                func find(name: String) -> User?
                func find(_ query: String, limit: Int) -> [User]
            }

            #if MOCKING
            class UserFinderMock: UserFinder {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func find(id: Int) -> Self { Self(name: "find(id:)", arguments: [RippleMockable.MockArgument("id", id)]) }
                    class func find(name: String) -> Self { Self(name: "find(name:)", arguments: [RippleMockable.MockArgument("name", name)]) }
                    class func find(_ query: String, limit: Int) -> Self { Self(name: "find(_:limit:)", arguments: [RippleMockable.MockArgument(nil, query), RippleMockable.MockArgument("limit", limit)]) }
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

                var findIdCallsCount: Int = 0
                var findIdCalled: Bool { findIdCallsCount > 0 }
                var findIdReceivedId: Int?
                var findIdReceivedInvocations: [Int] = []
                var findIdReturnValue: User??
                var findIdReturnValues: [User?] = []
                private var findIdArgumentAnswers: RippleMockable.MockArgumentAnswers<Int, User?> = .init()
                var findIdClosure: ((Int) -> User?)?
                func findIdReturns(_ mockAnswer: User?, id: Int) {
                    self.findIdArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, id) }
                }
                func findIdReturns(_ mockAnswer: User?, when mockMatches: @escaping (Int) -> Bool) {
                    self.findIdArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func find(id: Int) -> User? {
                    self.findIdCallsCount += 1
                    self.findIdReceivedId = id
                    self.findIdReceivedInvocations.append(id)
                    self.recordMockCall(RippleMockable.MockCall(name: "find(id:)", arguments: [RippleMockable.MockArgument("id", id)]))
                    if let findIdClosure = self.findIdClosure { return findIdClosure(id) }
                    if let value = self.findIdArgumentAnswers.value(for: id) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.findIdReturnValues, else: self.findIdReturnValue, queue: "findIdReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (User?).self, policy: self.mockPolicy, error: .unstubbedCall("find(id:)", of: "UserFinderMock", member: "findIdReturnValue", closure: "findIdClosure"))
                }

                var findNameCallsCount: Int = 0
                var findNameCalled: Bool { findNameCallsCount > 0 }
                var findNameReceivedName: String?
                var findNameReceivedInvocations: [String] = []
                var findNameReturnValue: User??
                var findNameReturnValues: [User?] = []
                private var findNameArgumentAnswers: RippleMockable.MockArgumentAnswers<String, User?> = .init()
                var findNameClosure: ((String) -> User?)?
                func findNameReturns(_ mockAnswer: User?, name: String) {
                    self.findNameArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, name) }
                }
                func findNameReturns(_ mockAnswer: User?, when mockMatches: @escaping (String) -> Bool) {
                    self.findNameArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func find(name: String) -> User? {
                    self.findNameCallsCount += 1
                    self.findNameReceivedName = name
                    self.findNameReceivedInvocations.append(name)
                    self.recordMockCall(RippleMockable.MockCall(name: "find(name:)", arguments: [RippleMockable.MockArgument("name", name)]))
                    if let findNameClosure = self.findNameClosure { return findNameClosure(name) }
                    if let value = self.findNameArgumentAnswers.value(for: name) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.findNameReturnValues, else: self.findNameReturnValue, queue: "findNameReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (User?).self, policy: self.mockPolicy, error: .unstubbedCall("find(name:)", of: "UserFinderMock", member: "findNameReturnValue", closure: "findNameClosure"))
                }

                var findLimitCallsCount: Int = 0
                var findLimitCalled: Bool { findLimitCallsCount > 0 }
                var findLimitReceivedArguments: (query: String, limit: Int)?
                var findLimitReceivedInvocations: [(query: String, limit: Int)] = []
                var findLimitReturnValue: [User]?
                var findLimitReturnValues: [[User]] = []
                private var findLimitArgumentAnswers: RippleMockable.MockArgumentAnswers<(query: String, limit: Int), [User]> = .init()
                var findLimitClosure: ((String, Int) -> [User])?
                func findLimitReturns(_ mockAnswer: [User], query: String, limit: Int) {
                    self.findLimitArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0.query, query) && RippleMockable.MockArgument.areEqual($0.limit, limit) }
                }
                func findLimitReturns(_ mockAnswer: [User], when mockMatches: @escaping ((query: String, limit: Int)) -> Bool) {
                    self.findLimitArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func find(_ query: String, limit: Int) -> [User] {
                    self.findLimitCallsCount += 1
                    self.findLimitReceivedArguments = (query: query, limit: limit)
                    self.findLimitReceivedInvocations.append((query: query, limit: limit))
                    self.recordMockCall(RippleMockable.MockCall(name: "find(_:limit:)", arguments: [RippleMockable.MockArgument(nil, query), RippleMockable.MockArgument("limit", limit)]))
                    if let findLimitClosure = self.findLimitClosure { return findLimitClosure(query, limit) }
                    if let value = self.findLimitArgumentAnswers.value(for: (query: query, limit: limit)) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.findLimitReturnValues, else: self.findLimitReturnValue, queue: "findLimitReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: ([User]).self, policy: self.mockPolicy, error: .unstubbedCall("find(_:limit:)", of: "UserFinderMock", member: "findLimitReturnValue", closure: "findLimitClosure"))
                }
            }

            /// Whether `UserFinderMock`'s calls are exactly `calls`, in order.
            func == (lhs: UserFinderMock.Calls, rhs: [UserFinderMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "UserFinderMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares UserFinder")
            typealias UserFinderMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func typesTellApartOverloadsWithTheSameLabels() {
        assertMacro {
            """
            @Mockable
            protocol Sink {
                func send(_ value: Int)
                func send(_ value: String)
                func send(_ values: [String: Int])
                func send(to target: String)
            }
            """
        } expansion: {
            #"""
            protocol Sink {
                func send(_ value: Int)
                func send(_ value: String)
                func send(_ values: [String: Int])
                func send(to target: String)
            }

            #if MOCKING
            class SinkMock: Sink {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func send(_ value: Int) -> Self { Self(name: "send(_:)", arguments: [RippleMockable.MockArgument(nil, value)]) }
                    class func send(_ value: String) -> Self { Self(name: "send(_:)", arguments: [RippleMockable.MockArgument(nil, value)]) }
                    class func send(_ values: [String: Int]) -> Self { Self(name: "send(_:)", arguments: [RippleMockable.MockArgument(nil, values)]) }
                    class func send(to target: String) -> Self { Self(name: "send(to:)", arguments: [RippleMockable.MockArgument("to", target)]) }
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

                var sendIntCallsCount: Int = 0
                var sendIntCalled: Bool { sendIntCallsCount > 0 }
                var sendIntReceivedValue: Int?
                var sendIntReceivedInvocations: [Int] = []
                var sendIntClosure: ((Int) -> Void)?
                func send(_ value: Int) {
                    self.sendIntCallsCount += 1
                    self.sendIntReceivedValue = value
                    self.sendIntReceivedInvocations.append(value)
                    self.recordMockCall(RippleMockable.MockCall(name: "send(_:)", arguments: [RippleMockable.MockArgument(nil, value)]))
                    if let sendIntClosure = self.sendIntClosure { sendIntClosure(value) }
                }

                var sendStringCallsCount: Int = 0
                var sendStringCalled: Bool { sendStringCallsCount > 0 }
                var sendStringReceivedValue: String?
                var sendStringReceivedInvocations: [String] = []
                var sendStringClosure: ((String) -> Void)?
                func send(_ value: String) {
                    self.sendStringCallsCount += 1
                    self.sendStringReceivedValue = value
                    self.sendStringReceivedInvocations.append(value)
                    self.recordMockCall(RippleMockable.MockCall(name: "send(_:)", arguments: [RippleMockable.MockArgument(nil, value)]))
                    if let sendStringClosure = self.sendStringClosure { sendStringClosure(value) }
                }

                var sendStringIntDictionaryCallsCount: Int = 0
                var sendStringIntDictionaryCalled: Bool { sendStringIntDictionaryCallsCount > 0 }
                var sendStringIntDictionaryReceivedValues: [String: Int]?
                var sendStringIntDictionaryReceivedInvocations: [[String: Int]] = []
                var sendStringIntDictionaryClosure: (([String: Int]) -> Void)?
                func send(_ values: [String: Int]) {
                    self.sendStringIntDictionaryCallsCount += 1
                    self.sendStringIntDictionaryReceivedValues = values
                    self.sendStringIntDictionaryReceivedInvocations.append(values)
                    self.recordMockCall(RippleMockable.MockCall(name: "send(_:)", arguments: [RippleMockable.MockArgument(nil, values)]))
                    if let sendStringIntDictionaryClosure = self.sendStringIntDictionaryClosure { sendStringIntDictionaryClosure(values) }
                }

                var sendToCallsCount: Int = 0
                var sendToCalled: Bool { sendToCallsCount > 0 }
                var sendToReceivedTarget: String?
                var sendToReceivedInvocations: [String] = []
                var sendToClosure: ((String) -> Void)?
                func send(to target: String) {
                    self.sendToCallsCount += 1
                    self.sendToReceivedTarget = target
                    self.sendToReceivedInvocations.append(target)
                    self.recordMockCall(RippleMockable.MockCall(name: "send(to:)", arguments: [RippleMockable.MockArgument("to", target)]))
                    if let sendToClosure = self.sendToClosure { sendToClosure(target) }
                }
            }

            /// Whether `SinkMock`'s calls are exactly `calls`, in order.
            func == (lhs: SinkMock.Calls, rhs: [SinkMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "SinkMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Sink")
            typealias SinkMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func overloadsOfStaticAndInstanceMethodsAreNamedSeparately() {
        assertMacro {
            """
            @Mockable
            protocol Factory {
                static func make() -> Int
                func make() -> Int
            }
            """
        } expansion: {
            #"""
            protocol Factory {
                static func make() -> Int
                func make() -> Int
            }

            #if MOCKING
            class FactoryMock: Factory {
                // Static members keep their state in mockStaticState, behind a lock, since every test shares it;
                // call resetStaticState() before each test.
                private static var mockStaticState: RippleMockable.MockLocked<StaticState> {
                    RippleMockable.MockStaticStorage.state(of: Self.self) { StaticState() }
                }
                private struct StaticState {
                    var invocations: [String] = []
                    var makeCallsCount: Int = 0
                    var makeReturnValue: Int?
                    var makeReturnValues: [Int] = []
                    var makeClosure: (@Sendable () -> Int)?
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
                    class func make() -> Self { Self(name: "make()", arguments: []) }
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

                static var makeCallsCount: Int {
                    get { Self.mockStaticState.withValue { $0.makeCallsCount } }
                    set { Self.mockStaticState.withValue { $0.makeCallsCount = newValue } }
                }
                static var makeCalled: Bool { makeCallsCount > 0 }
                static var makeReturnValue: Int? {
                    get { Self.mockStaticState.withValue { $0.makeReturnValue } }
                    set { Self.mockStaticState.withValue { $0.makeReturnValue = newValue } }
                }
                static var makeReturnValues: [Int] {
                    get { Self.mockStaticState.withValue { $0.makeReturnValues } }
                    set { Self.mockStaticState.withValue { $0.makeReturnValues = newValue } }
                }
                static var makeClosure: (@Sendable () -> Int)? {
                    get { Self.mockStaticState.withValue { $0.makeClosure } }
                    set { Self.mockStaticState.withValue { $0.makeClosure = newValue } }
                }
                static func make() -> Int {
                    Self.mockStaticState.withValue {
                        $0.makeCallsCount += 1
                        $0.invocations.append("make()")
                    }
                    if let makeClosure = Self.mockStaticState.withValue({ $0.makeClosure }) { return makeClosure() }
                    if let value = Self.mockStaticState.withValue({ RippleMockable.MockAnswers.next(&$0.makeReturnValues, else: $0.makeReturnValue, queue: "makeReturnValues", of: ObjectIdentifier(Self.self)) }) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Int).self, policy: .strict, error: .unstubbedCall("make()", of: "FactoryMock", member: "makeReturnValue", closure: "makeClosure"))
                }

                var makeCallsCount: Int = 0
                var makeCalled: Bool { makeCallsCount > 0 }
                var makeReturnValue: Int?
                var makeReturnValues: [Int] = []
                var makeClosure: (() -> Int)?
                func make() -> Int {
                    self.makeCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "make()", arguments: []))
                    if let makeClosure = self.makeClosure { return makeClosure() }
                    if let value = RippleMockable.MockAnswers.next(&self.makeReturnValues, else: self.makeReturnValue, queue: "makeReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Int).self, policy: self.mockPolicy, error: .unstubbedCall("make()", of: "FactoryMock", member: "makeReturnValue", closure: "makeClosure"))
                }
            }

            /// Whether `FactoryMock`'s calls are exactly `calls`, in order.
            func == (lhs: FactoryMock.Calls, rhs: [FactoryMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "FactoryMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Factory")
            typealias FactoryMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

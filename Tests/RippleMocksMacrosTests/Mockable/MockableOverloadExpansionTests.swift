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
            """
            protocol UserFinder {
                func find(id: Int) -> User?
                func find(name: String) -> User?
                func find(_ query: String, limit: Int) -> [User]
            }

            final class UserFinderMock: UserFinder {
                var invocations: [String] = []

                init() {}

                var findIdCallsCount: Int = 0
                var findIdCalled: Bool { findIdCallsCount > 0 }
                var findIdReceivedId: Int?
                var findIdReceivedInvocations: [Int] = []
                var findIdReturnValue: User?
                var findIdClosure: ((Int) -> User?)?
                func find(id: Int) -> User? {
                    self.findIdCallsCount += 1
                    self.findIdReceivedId = id
                    self.findIdReceivedInvocations.append(id)
                    self.invocations.append("find(id:)")
                    if let findIdClosure = self.findIdClosure { return findIdClosure(id) }
                    return self.findIdReturnValue
                }

                var findNameCallsCount: Int = 0
                var findNameCalled: Bool { findNameCallsCount > 0 }
                var findNameReceivedName: String?
                var findNameReceivedInvocations: [String] = []
                var findNameReturnValue: User?
                var findNameClosure: ((String) -> User?)?
                func find(name: String) -> User? {
                    self.findNameCallsCount += 1
                    self.findNameReceivedName = name
                    self.findNameReceivedInvocations.append(name)
                    self.invocations.append("find(name:)")
                    if let findNameClosure = self.findNameClosure { return findNameClosure(name) }
                    return self.findNameReturnValue
                }

                var findLimitCallsCount: Int = 0
                var findLimitCalled: Bool { findLimitCallsCount > 0 }
                var findLimitReceivedArguments: (query: String, limit: Int)?
                var findLimitReceivedInvocations: [(query: String, limit: Int)] = []
                var findLimitReturnValue: [User]?
                var findLimitClosure: ((String, Int) -> [User])?
                func find(_ query: String, limit: Int) -> [User] {
                    self.findLimitCallsCount += 1
                    self.findLimitReceivedArguments = (query: query, limit: limit)
                    self.findLimitReceivedInvocations.append((query: query, limit: limit))
                    self.invocations.append("find(_:limit:)")
                    if let findLimitClosure = self.findLimitClosure { return findLimitClosure(query, limit) }
                    if let findLimitReturnValue = self.findLimitReturnValue { return findLimitReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("find(_:limit:)", of: "UserFinderMock", member: "findLimitReturnValue", closure: "findLimitClosure").message)
                }
            }
            """
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
            """
            protocol Sink {
                func send(_ value: Int)
                func send(_ value: String)
                func send(_ values: [String: Int])
                func send(to target: String)
            }

            final class SinkMock: Sink {
                var invocations: [String] = []

                init() {}

                var sendIntCallsCount: Int = 0
                var sendIntCalled: Bool { sendIntCallsCount > 0 }
                var sendIntReceivedValue: Int?
                var sendIntReceivedInvocations: [Int] = []
                var sendIntClosure: ((Int) -> Void)?
                func send(_ value: Int) {
                    self.sendIntCallsCount += 1
                    self.sendIntReceivedValue = value
                    self.sendIntReceivedInvocations.append(value)
                    self.invocations.append("send(_:)")
                    self.sendIntClosure?(value)
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
                    self.invocations.append("send(_:)")
                    self.sendStringClosure?(value)
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
                    self.invocations.append("send(_:)")
                    self.sendStringIntDictionaryClosure?(values)
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
                    self.invocations.append("send(to:)")
                    self.sendToClosure?(target)
                }
            }
            """
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
            """
            protocol Factory {
                static func make() -> Int
                func make() -> Int
            }

            final class FactoryMock: Factory {
                // Static members keep their state in mockStaticState, behind a lock, since every test shares it;
                // call resetStaticState() before each test.
                private static let mockStaticState = RippleMocks.MockLocked(StaticState())

                private struct StaticState {
                    var invocations: [String] = []
                    var makeCallsCount: Int = 0
                    var makeReturnValue: Int?
                    var makeClosure: (@Sendable () -> Int)?
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

                static var makeCallsCount: Int {
                    get { Self.mockStaticState.withValue { $0.makeCallsCount } }
                    set { Self.mockStaticState.withValue { $0.makeCallsCount = newValue } }
                }
                static var makeCalled: Bool { makeCallsCount > 0 }
                static var makeReturnValue: Int? {
                    get { Self.mockStaticState.withValue { $0.makeReturnValue } }
                    set { Self.mockStaticState.withValue { $0.makeReturnValue = newValue } }
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
                    if let makeClosure = Self.makeClosure { return makeClosure() }
                    if let makeReturnValue = Self.makeReturnValue { return makeReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("make()", of: "FactoryMock", member: "makeReturnValue", closure: "makeClosure").message)
                }

                var makeCallsCount: Int = 0
                var makeCalled: Bool { makeCallsCount > 0 }
                var makeReturnValue: Int?
                var makeClosure: (() -> Int)?
                func make() -> Int {
                    self.makeCallsCount += 1
                    self.invocations.append("make()")
                    if let makeClosure = self.makeClosure { return makeClosure() }
                    if let makeReturnValue = self.makeReturnValue { return makeReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("make()", of: "FactoryMock", member: "makeReturnValue", closure: "makeClosure").message)
                }
            }
            """
        }
    }
}

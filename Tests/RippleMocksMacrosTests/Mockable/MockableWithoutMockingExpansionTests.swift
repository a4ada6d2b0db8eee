#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// Without `MOCKING`, the mock's name is an unavailable type alias whose message names the setting
/// to add: its access level and generic parameters are the mock's, so that every use of the name
/// (a call, a type annotation, a generic argument) reports it.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableWithoutMockingExpansionTests {
    @Test func aPublicGenericProtocolsMockNameIsAPublicGenericUnavailableAlias() {
        assertMacro {
            """
            @Mockable
            public protocol Store {
                associatedtype Item: Sendable
                func load() -> Item
            }
            """
        } expansion: {
            #"""
            public protocol Store {
                associatedtype Item: Sendable
                func load() -> Item
            }

            #if MOCKING
            public final class StoreMock<Item: Sendable>: Store {
                public var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                public var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                open class Call: RippleMockable.MockCall {
                    public class func load() -> Self { Self(name: "load()", arguments: []) }
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

                public var loadCallsCount: Int = 0
                public var loadCalled: Bool { loadCallsCount > 0 }
                public var loadReturnValue: Item?
                public var loadReturnValues: [Item] = []
                public var loadClosure: (() -> Item)?
                public func load() -> Item {
                    self.loadCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "load()", arguments: []))
                    if let loadClosure = self.loadClosure { return loadClosure() }
                    if let value = RippleMockable.MockAnswers.next(&self.loadReturnValues, else: self.loadReturnValue, queue: "loadReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Item).self, policy: self.mockPolicy, error: .unstubbedCall("load()", of: "StoreMock", member: "loadReturnValue", closure: "loadClosure"))
                }
            }

            /// Whether `StoreMock`'s calls are exactly `calls`, in order.
            public func == <Item: Sendable>(lhs: StoreMock<Item>.Calls, rhs: [StoreMock<Item>.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "StoreMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Store")
            public typealias StoreMock<Item: Sendable> = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

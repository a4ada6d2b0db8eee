#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// Generic methods store their generic values as `Any`; associated types make the mock generic.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableGenericExpansionTests {
    @Test func genericMethods() {
        assertMacro {
            """
            @Mockable
            protocol Decoder {
                func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
                func encode<T: Encodable>(_ value: T) -> Data
                func firstMatch<T>(in values: [T]) -> T? where T: Equatable
                func stream<T>(of type: T.Type) -> Observable<T>
                func describe(_ value: some CustomStringConvertible) -> String
            }
            """
        } expansion: {
            #"""
            protocol Decoder {
                func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
                func encode<T: Encodable>(_ value: T) -> Data
                func firstMatch<T>(in values: [T]) -> T? where T: Equatable
                func stream<T>(of type: T.Type) -> Observable<T>
                func describe(_ value: some CustomStringConvertible) -> String
            }

            #if MOCKING
            class DecoderMock: Decoder {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func decode(_ type: Any, from data: Data) -> Self { Self(name: "decode(_:from:)", arguments: [RippleMockable.MockArgument(nil, type), RippleMockable.MockArgument("from", data)]) }
                    class func encode(_ value: Any) -> Self { Self(name: "encode(_:)", arguments: [RippleMockable.MockArgument(nil, value)]) }
                    class func firstMatch(in values: Any) -> Self { Self(name: "firstMatch(in:)", arguments: [RippleMockable.MockArgument("in", values)]) }
                    class func stream(of type: Any) -> Self { Self(name: "stream(of:)", arguments: [RippleMockable.MockArgument("of", type)]) }
                    class func describe(_ value: Any) -> Self { Self(name: "describe(_:)", arguments: [RippleMockable.MockArgument(nil, value)]) }
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

                var decodeCallsCount: Int = 0
                var decodeCalled: Bool { decodeCallsCount > 0 }
                var decodeReceivedArguments: (type: Any, data: Data)?
                var decodeReceivedInvocations: [(type: Any, data: Data)] = []
                var decodeThrowableError: (any Error)?
                var decodeResults: [Result<Any, any Error>] = []
                var decodeReturnValue: Any?
                var decodeReturnValues: [Any] = []
                private var decodeArgumentAnswers: RippleMockable.MockArgumentAnswers<(type: Any, data: Data), Any> = .init()
                var decodeClosure: ((Any, Data) throws -> Any)?
                func decodeReturns(_ mockAnswer: Any, type: Any, data: Data) {
                    self.decodeArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0.type, type) && RippleMockable.MockArgument.areEqual($0.data, data) }
                }
                func decodeReturns(_ mockAnswer: Any, when mockMatches: @escaping ((type: Any, data: Data)) -> Bool) {
                    self.decodeArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
                    self.decodeCallsCount += 1
                    self.decodeReceivedArguments = (type: type, data: data)
                    self.decodeReceivedInvocations.append((type: type, data: data))
                    self.recordMockCall(RippleMockable.MockCall(name: "decode(_:from:)", arguments: [RippleMockable.MockArgument(nil, type), RippleMockable.MockArgument("from", data)]))
                    if let decodeThrowableError = self.decodeThrowableError { throw decodeThrowableError }
                    if let decodeClosure = self.decodeClosure, let value = try decodeClosure(type, data) as? T { return value }
                    if let result = RippleMockable.MockAnswers.next(&self.decodeResults, else: nil, queue: "decodeResults", of: ObjectIdentifier(self)), let value = try result.get() as? T { return value }
                    if let value = self.decodeArgumentAnswers.value(for: (type: type, data: data)) as? T { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.decodeReturnValues, else: self.decodeReturnValue, queue: "decodeReturnValues", of: ObjectIdentifier(self)) as? T { return value }
                    return try RippleMockable.MockUnstubbed.throwingValue(of: (T).self, policy: self.mockPolicy, error: .unstubbedCall("decode(_:from:)", of: "DecoderMock", member: "decodeReturnValue", closure: "decodeClosure", expectedType: "T"))
                }

                var encodeCallsCount: Int = 0
                var encodeCalled: Bool { encodeCallsCount > 0 }
                var encodeReceivedValue: Any?
                var encodeReceivedInvocations: [Any] = []
                var encodeReturnValue: Data?
                var encodeReturnValues: [Data] = []
                private var encodeArgumentAnswers: RippleMockable.MockArgumentAnswers<Any, Data> = .init()
                var encodeClosure: ((Any) -> Data)?
                func encodeReturns(_ mockAnswer: Data, value: Any) {
                    self.encodeArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, value) }
                }
                func encodeReturns(_ mockAnswer: Data, when mockMatches: @escaping (Any) -> Bool) {
                    self.encodeArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func encode<T: Encodable>(_ value: T) -> Data {
                    self.encodeCallsCount += 1
                    self.encodeReceivedValue = value
                    self.encodeReceivedInvocations.append(value)
                    self.recordMockCall(RippleMockable.MockCall(name: "encode(_:)", arguments: [RippleMockable.MockArgument(nil, value)]))
                    if let encodeClosure = self.encodeClosure { return encodeClosure(value) }
                    if let value = self.encodeArgumentAnswers.value(for: value) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.encodeReturnValues, else: self.encodeReturnValue, queue: "encodeReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Data).self, policy: self.mockPolicy, error: .unstubbedCall("encode(_:)", of: "DecoderMock", member: "encodeReturnValue", closure: "encodeClosure"))
                }

                var firstMatchCallsCount: Int = 0
                var firstMatchCalled: Bool { firstMatchCallsCount > 0 }
                var firstMatchReceivedValues: Any?
                var firstMatchReceivedInvocations: [Any] = []
                var firstMatchReturnValue: Any?
                var firstMatchReturnValues: [Any] = []
                private var firstMatchArgumentAnswers: RippleMockable.MockArgumentAnswers<Any, Any> = .init()
                var firstMatchClosure: ((Any) -> Any)?
                func firstMatchReturns(_ mockAnswer: Any, values: Any) {
                    self.firstMatchArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, values) }
                }
                func firstMatchReturns(_ mockAnswer: Any, when mockMatches: @escaping (Any) -> Bool) {
                    self.firstMatchArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func firstMatch<T>(in values: [T]) -> T? where T: Equatable {
                    self.firstMatchCallsCount += 1
                    self.firstMatchReceivedValues = values
                    self.firstMatchReceivedInvocations.append(values)
                    self.recordMockCall(RippleMockable.MockCall(name: "firstMatch(in:)", arguments: [RippleMockable.MockArgument("in", values)]))
                    if let firstMatchClosure = self.firstMatchClosure, let value = firstMatchClosure(values) as? T? { return value }
                    if let value = self.firstMatchArgumentAnswers.value(for: values) as? T? { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.firstMatchReturnValues, else: self.firstMatchReturnValue, queue: "firstMatchReturnValues", of: ObjectIdentifier(self)) as? T? { return value }
                    return RippleMockable.MockUnstubbed.value(of: (T?).self, policy: self.mockPolicy, error: .unstubbedCall("firstMatch(in:)", of: "DecoderMock", member: "firstMatchReturnValue", closure: "firstMatchClosure", expectedType: "T?"))
                }

                var streamCallsCount: Int = 0
                var streamCalled: Bool { streamCallsCount > 0 }
                var streamReceivedType: Any?
                var streamReceivedInvocations: [Any] = []
                var streamReturnValue: Any?
                var streamReturnValues: [Any] = []
                private var streamArgumentAnswers: RippleMockable.MockArgumentAnswers<Any, Any> = .init()
                var streamClosure: ((Any) -> Any)?
                func streamReturns(_ mockAnswer: Any, type: Any) {
                    self.streamArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, type) }
                }
                func streamReturns(_ mockAnswer: Any, when mockMatches: @escaping (Any) -> Bool) {
                    self.streamArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func stream<T>(of type: T.Type) -> Observable<T> {
                    self.streamCallsCount += 1
                    self.streamReceivedType = type
                    self.streamReceivedInvocations.append(type)
                    self.recordMockCall(RippleMockable.MockCall(name: "stream(of:)", arguments: [RippleMockable.MockArgument("of", type)]))
                    if let streamClosure = self.streamClosure, let value = streamClosure(type) as? Observable<T> { return value }
                    if let value = self.streamArgumentAnswers.value(for: type) as? Observable<T> { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.streamReturnValues, else: self.streamReturnValue, queue: "streamReturnValues", of: ObjectIdentifier(self)) as? Observable<T> { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Observable<T>).self, policy: self.mockPolicy, error: .unstubbedCall("stream(of:)", of: "DecoderMock", member: "streamReturnValue", closure: "streamClosure", expectedType: "Observable<T>"))
                }

                var describeCallsCount: Int = 0
                var describeCalled: Bool { describeCallsCount > 0 }
                var describeReceivedValue: Any?
                var describeReceivedInvocations: [Any] = []
                var describeReturnValue: String?
                var describeReturnValues: [String] = []
                private var describeArgumentAnswers: RippleMockable.MockArgumentAnswers<Any, String> = .init()
                var describeClosure: ((Any) -> String)?
                func describeReturns(_ mockAnswer: String, value: Any) {
                    self.describeArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, value) }
                }
                func describeReturns(_ mockAnswer: String, when mockMatches: @escaping (Any) -> Bool) {
                    self.describeArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func describe(_ value: some CustomStringConvertible) -> String {
                    self.describeCallsCount += 1
                    self.describeReceivedValue = value
                    self.describeReceivedInvocations.append(value)
                    self.recordMockCall(RippleMockable.MockCall(name: "describe(_:)", arguments: [RippleMockable.MockArgument(nil, value)]))
                    if let describeClosure = self.describeClosure { return describeClosure(value) }
                    if let value = self.describeArgumentAnswers.value(for: value) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.describeReturnValues, else: self.describeReturnValue, queue: "describeReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (String).self, policy: self.mockPolicy, error: .unstubbedCall("describe(_:)", of: "DecoderMock", member: "describeReturnValue", closure: "describeClosure"))
                }
            }

            /// Whether `DecoderMock`'s calls are exactly `calls`, in order.
            func == (lhs: DecoderMock.Calls, rhs: [DecoderMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "DecoderMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Decoder")
            typealias DecoderMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func associatedTypesMakeTheMockGeneric() {
        assertMacro {
            """
            @Mockable
            protocol Cache<Key, Value> {
                associatedtype Key: Hashable
                associatedtype Value
                func value(for key: Key) -> Value?
                func store(_ value: Self.Value, for key: Key)
                var count: Int { get }
            }
            """
        } expansion: {
            #"""
            protocol Cache<Key, Value> {
                associatedtype Key: Hashable
                associatedtype Value
                func value(for key: Key) -> Value?
                func store(_ value: Self.Value, for key: Key)
                var count: Int { get }
            }

            #if MOCKING
            final class CacheMock<Key: Hashable, Value>: Cache {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func value(for key: Key) -> Self { Self(name: "value(for:)", arguments: [RippleMockable.MockArgument("for", key)]) }
                    class func store(_ value: Value, for key: Key) -> Self { Self(name: "store(_:for:)", arguments: [RippleMockable.MockArgument(nil, value), RippleMockable.MockArgument("for", key)]) }
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

                var countGetCount: Int = 0
                var countSetCount: Int = 0
                var underlyingCount: Int?
                var count: Int {
                    get {
                        self.countGetCount += 1
                        guard let value = self.underlyingCount else {
                            return RippleMockable.MockUnstubbed.value(of: (Int).self, policy: self.mockPolicy, error: .unsetProperty("count", of: "CacheMock"))
                        }
                        return value
                    }
                    set {
                        self.countSetCount += 1
                        self.underlyingCount = newValue
                    }
                }

                var valueCallsCount: Int = 0
                var valueCalled: Bool { valueCallsCount > 0 }
                var valueReceivedKey: Key?
                var valueReceivedInvocations: [Key] = []
                var valueReturnValue: Value??
                var valueReturnValues: [Value?] = []
                private var valueArgumentAnswers: RippleMockable.MockArgumentAnswers<Key, Value?> = .init()
                var valueClosure: ((Key) -> Value?)?
                func valueReturns(_ mockAnswer: Value?, key: Key) {
                    self.valueArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, key) }
                }
                func valueReturns(_ mockAnswer: Value?, when mockMatches: @escaping (Key) -> Bool) {
                    self.valueArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func value(for key: Key) -> Value? {
                    self.valueCallsCount += 1
                    self.valueReceivedKey = key
                    self.valueReceivedInvocations.append(key)
                    self.recordMockCall(RippleMockable.MockCall(name: "value(for:)", arguments: [RippleMockable.MockArgument("for", key)]))
                    if let valueClosure = self.valueClosure { return valueClosure(key) }
                    if let value = self.valueArgumentAnswers.value(for: key) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.valueReturnValues, else: self.valueReturnValue, queue: "valueReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Value?).self, policy: self.mockPolicy, error: .unstubbedCall("value(for:)", of: "CacheMock", member: "valueReturnValue", closure: "valueClosure"))
                }

                var storeCallsCount: Int = 0
                var storeCalled: Bool { storeCallsCount > 0 }
                var storeReceivedArguments: (value: Value, key: Key)?
                var storeReceivedInvocations: [(value: Value, key: Key)] = []
                var storeClosure: ((Value, Key) -> Void)?
                func store(_ value: Value, for key: Key) {
                    self.storeCallsCount += 1
                    self.storeReceivedArguments = (value: value, key: key)
                    self.storeReceivedInvocations.append((value: value, key: key))
                    self.recordMockCall(RippleMockable.MockCall(name: "store(_:for:)", arguments: [RippleMockable.MockArgument(nil, value), RippleMockable.MockArgument("for", key)]))
                    if let storeClosure = self.storeClosure { storeClosure(value, key) }
                }
            }

            /// Whether `CacheMock`'s calls are exactly `calls`, in order.
            func == <Key: Hashable, Value>(lhs: CacheMock<Key, Value>.Calls, rhs: [CacheMock<Key, Value>.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "CacheMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Cache")
            typealias CacheMock<Key: Hashable, Value> = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func whereClausesAreKept() {
        assertMacro {
            """
            @Mockable
            protocol Repository where Item: Sendable {
                associatedtype Item: Identifiable where Item.ID == Int
                func all() -> Observable<[Item]>
            }
            """
        } expansion: {
            #"""
            protocol Repository where Item: Sendable {
                associatedtype Item: Identifiable where Item.ID == Int
                func all() -> Observable<[Item]>
            }

            #if MOCKING
            final class RepositoryMock<Item: Identifiable>: Repository where Item: Sendable, Item.ID == Int {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func all() -> Self { Self(name: "all()", arguments: []) }
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

                var allCallsCount: Int = 0
                var allCalled: Bool { allCallsCount > 0 }
                var allReturnValue: Observable<[Item]>?
                var allReturnValues: [Observable<[Item]>] = []
                var allClosure: (() -> Observable<[Item]>)?
                func all() -> Observable<[Item]> {
                    self.allCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "all()", arguments: []))
                    if let allClosure = self.allClosure { return allClosure() }
                    if let value = RippleMockable.MockAnswers.next(&self.allReturnValues, else: self.allReturnValue, queue: "allReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Observable<[Item]>).self, policy: self.mockPolicy, error: .unstubbedCall("all()", of: "RepositoryMock", member: "allReturnValue", closure: "allClosure"))
                }
            }

            /// Whether `RepositoryMock`'s calls are exactly `calls`, in order.
            func == <Item: Identifiable>(lhs: RepositoryMock<Item>.Calls, rhs: [RepositoryMock<Item>.Call]) -> Bool where Item: Sendable, Item.ID == Int { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "RepositoryMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Repository")
            typealias RepositoryMock<Item: Identifiable> = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

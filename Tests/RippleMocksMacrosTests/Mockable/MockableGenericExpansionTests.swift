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
            """
            protocol Decoder {
                func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
                func encode<T: Encodable>(_ value: T) -> Data
                func firstMatch<T>(in values: [T]) -> T? where T: Equatable
                func stream<T>(of type: T.Type) -> Observable<T>
                func describe(_ value: some CustomStringConvertible) -> String
            }

            final class DecoderMock: Decoder {
                var invocations: [String] = []

                init() {}

                var decodeCallsCount: Int = 0
                var decodeCalled: Bool { decodeCallsCount > 0 }
                var decodeReceivedArguments: (type: Any, data: Data)?
                var decodeReceivedInvocations: [(type: Any, data: Data)] = []
                var decodeThrowableError: (any Error)?
                var decodeReturnValue: Any?
                var decodeClosure: ((Any, Data) throws -> Any)?
                func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
                    self.decodeCallsCount += 1
                    self.decodeReceivedArguments = (type: type, data: data)
                    self.decodeReceivedInvocations.append((type: type, data: data))
                    self.invocations.append("decode(_:from:)")
                    if let decodeThrowableError = self.decodeThrowableError { throw decodeThrowableError }
                    if let decodeClosure = self.decodeClosure, let value = try decodeClosure(type, data) as? T { return value }
                    if let value = self.decodeReturnValue as? T { return value }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("decode(_:from:)", of: "DecoderMock", member: "decodeReturnValue", closure: "decodeClosure", expectedType: "T").message)
                }

                var encodeCallsCount: Int = 0
                var encodeCalled: Bool { encodeCallsCount > 0 }
                var encodeReceivedValue: Any?
                var encodeReceivedInvocations: [Any] = []
                var encodeReturnValue: Data?
                var encodeClosure: ((Any) -> Data)?
                func encode<T: Encodable>(_ value: T) -> Data {
                    self.encodeCallsCount += 1
                    self.encodeReceivedValue = value
                    self.encodeReceivedInvocations.append(value)
                    self.invocations.append("encode(_:)")
                    if let encodeClosure = self.encodeClosure { return encodeClosure(value) }
                    if let encodeReturnValue = self.encodeReturnValue { return encodeReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("encode(_:)", of: "DecoderMock", member: "encodeReturnValue", closure: "encodeClosure").message)
                }

                var firstMatchCallsCount: Int = 0
                var firstMatchCalled: Bool { firstMatchCallsCount > 0 }
                var firstMatchReceivedValues: Any?
                var firstMatchReceivedInvocations: [Any] = []
                var firstMatchReturnValue: Any?
                var firstMatchClosure: ((Any) -> Any)?
                func firstMatch<T>(in values: [T]) -> T? where T: Equatable {
                    self.firstMatchCallsCount += 1
                    self.firstMatchReceivedValues = values
                    self.firstMatchReceivedInvocations.append(values)
                    self.invocations.append("firstMatch(in:)")
                    if let firstMatchClosure = self.firstMatchClosure { return firstMatchClosure(values) as? T }
                    return self.firstMatchReturnValue as? T
                }

                var streamCallsCount: Int = 0
                var streamCalled: Bool { streamCallsCount > 0 }
                var streamReceivedType: Any?
                var streamReceivedInvocations: [Any] = []
                var streamReturnValue: Any?
                var streamClosure: ((Any) -> Any)?
                func stream<T>(of type: T.Type) -> Observable<T> {
                    self.streamCallsCount += 1
                    self.streamReceivedType = type
                    self.streamReceivedInvocations.append(type)
                    self.invocations.append("stream(of:)")
                    if let streamClosure = self.streamClosure, let value = streamClosure(type) as? Observable<T> { return value }
                    if let value = self.streamReturnValue as? Observable<T> { return value }
                    return Observable<T>.error(RippleMocks.MockError.reportUnstubbedCall("stream(of:)", of: "DecoderMock", member: "streamReturnValue", closure: "streamClosure", expectedType: "Observable<T>"))
                }

                var describeCallsCount: Int = 0
                var describeCalled: Bool { describeCallsCount > 0 }
                var describeReceivedValue: Any?
                var describeReceivedInvocations: [Any] = []
                var describeReturnValue: String?
                var describeClosure: ((Any) -> String)?
                func describe(_ value: some CustomStringConvertible) -> String {
                    self.describeCallsCount += 1
                    self.describeReceivedValue = value
                    self.describeReceivedInvocations.append(value)
                    self.invocations.append("describe(_:)")
                    if let describeClosure = self.describeClosure { return describeClosure(value) }
                    if let describeReturnValue = self.describeReturnValue { return describeReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("describe(_:)", of: "DecoderMock", member: "describeReturnValue", closure: "describeClosure").message)
                }
            }
            """
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
            """
            protocol Cache<Key, Value> {
                associatedtype Key: Hashable
                associatedtype Value
                func value(for key: Key) -> Value?
                func store(_ value: Self.Value, for key: Key)
                var count: Int { get }
            }

            final class CacheMock<Key: Hashable, Value>: Cache {
                var invocations: [String] = []

                init() {}

                private var _count: Int?
                var count: Int {
                    get {
                        guard let value = self._count else {
                            fatalError(RippleMocks.MockError.reportUnsetProperty("count", of: "CacheMock").message)
                        }
                        return value
                    }
                    set { self._count = newValue }
                }

                var valueCallsCount: Int = 0
                var valueCalled: Bool { valueCallsCount > 0 }
                var valueReceivedKey: Key?
                var valueReceivedInvocations: [Key] = []
                var valueReturnValue: Value?
                var valueClosure: ((Key) -> Value?)?
                func value(for key: Key) -> Value? {
                    self.valueCallsCount += 1
                    self.valueReceivedKey = key
                    self.valueReceivedInvocations.append(key)
                    self.invocations.append("value(for:)")
                    if let valueClosure = self.valueClosure { return valueClosure(key) }
                    return self.valueReturnValue
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
                    self.invocations.append("store(_:for:)")
                    self.storeClosure?(value, key)
                }
            }
            """
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
            """
            protocol Repository where Item: Sendable {
                associatedtype Item: Identifiable where Item.ID == Int
                func all() -> Observable<[Item]>
            }

            final class RepositoryMock<Item: Identifiable>: Repository where Item: Sendable, Item.ID == Int {
                var invocations: [String] = []

                init() {}

                var allCallsCount: Int = 0
                var allCalled: Bool { allCallsCount > 0 }
                var allReturnValue: Observable<[Item]>?
                var allClosure: (() -> Observable<[Item]>)?
                func all() -> Observable<[Item]> {
                    self.allCallsCount += 1
                    self.invocations.append("all()")
                    if let allClosure = self.allClosure { return allClosure() }
                    if let allReturnValue = self.allReturnValue { return allReturnValue }
                    return Observable<[Item]>.error(RippleMocks.MockError.reportUnstubbedCall("all()", of: "RepositoryMock", member: "allReturnValue", closure: "allClosure"))
                }
            }
            """
        }
    }
}

#if Mocks
import RippleMocks
import Testing

@Mockable
protocol KeyValueStore<Value> {
    associatedtype Value
    func value(forKey key: String) -> Value?
    func set(_ value: Value, forKey key: String)
}

@Mockable
protocol Coder {
    func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T
    func describe(_ value: some CustomStringConvertible) -> String
}

/// Associated types make the mock generic; generic methods store their values as `Any`.
@Suite struct MockGenericTests {
    @Test func associatedTypesBecomeTheMocksGenericParameters() {
        let store = KeyValueStoreMock<Int>()
        store.valueClosure = { key in key.count }
        store.set(3, forKey: "three")
        #expect(store.value(forKey: "four") == 4)
        #expect(store.setReceivedArguments?.value == 3)
        #expect(store.setReceivedArguments?.key == "three")
    }

    @Test func genericMockConformsForTheChosenType() {
        let mock = KeyValueStoreMock<String>()
        mock.valueReturnValue = .some(nil)
        let store: any KeyValueStore<String> = mock
        #expect(store.value(forKey: "missing") == nil)
    }

    @Test func genericMethodsReturnAValueOfTheRequestedType() throws {
        let coder = CoderMock()
        coder.decodeReturnValue = 42
        let decoded = try coder.decode(Int.self, from: "42")
        #expect(decoded == 42)
        #expect(coder.decodeReceivedArguments?.type as? Int.Type == Int.self)
        #expect(coder.decodeReceivedArguments?.text == "42")
    }

    @Test func genericMethodsClosureReceivesAnyValues() throws {
        let coder = CoderMock()
        coder.decodeClosure = { _, text in Int(text) ?? 0 }
        #expect(try coder.decode(Int.self, from: "7") == 7)
    }

    @Test func opaqueParametersAreRecordedAsAny() {
        let coder = CoderMock()
        coder.describeClosure = { "\($0)!" }
        #expect(coder.describe(12) == "12!")
        #expect(coder.describeReceivedValue as? Int == 12)
    }
}
#endif

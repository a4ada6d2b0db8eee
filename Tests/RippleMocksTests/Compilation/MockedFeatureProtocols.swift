#if Mocks
import Foundation
import Ripple
import RippleMocks

// Tests that only need to compile: one protocol per feature of @Mockable and @Modifiable. The
// compiler type-checks every generated mock and its conformance (warnings are errors in this
// target), so a generated member with a wrong type, a missing witness or an unsafe Sendable
// conformance fails the build. The behaviour of these mocks is tested in the Mockable folder.

struct CompiledUser: Equatable, Sendable {
    var name: String
}

struct CompiledParseError: Error, Equatable {}

@Mockable
protocol CompiledMethods {
    func start()
    func present(_ items: [String])
    func select(at index: Int) -> Bool
    func get(_ path: String, parameters: [String: String]) -> Observable<String>
    func log(_: String, level _: Int)
    func move(in direction: Int, for default: Int)
    func place(in: Int)
    func add(_ values: Int..., to total: inout Int)
    @discardableResult
    func save(_ name: String) -> Bool
    mutating func increment()
}

@Mockable
protocol CompiledReturns {
    func updates() -> Observable<CompiledUser>
    func qualifiedUpdates() -> Ripple.Observable<CompiledUser>
    func format(_ value: Double) -> String
    func parse(_ text: String) -> Result<Double, CompiledParseError>
    func first(named name: String) -> CompiledUser?
    func last() -> Optional<CompiledUser>
    func copy() -> Self
    func copies(_ count: Int) -> [Self]
}

@Mockable
protocol CompiledEffects {
    func load(id: Int) async -> Data
    func refresh() async
    func read(key: String) throws -> Int
    func write(_ value: Int, key: String) throws
    func parse(_ text: String) throws(CompiledParseError) -> Int
    func fetch(_ url: URL) async throws -> Data
    func run(_ body: () throws -> Void) rethrows
}

@Mockable
protocol CompiledClosures {
    func observe(handler: @escaping (Int) -> Void)
    func onChange(_ callback: ((String) -> Void)?)
    func transaction(named name: String, _ body: () throws -> Void) rethrows
    func each(_ body: (Int) -> Void)
    func check(_ condition: @autoclosure () -> Bool)
    func schedule(after delay: Int, _ work: @escaping @Sendable () -> Void)
}

@Mockable
protocol CompiledOverloads {
    func find(id: Int) -> CompiledUser?
    func find(name: String) -> CompiledUser?
    func find(_ query: String, limit: Int) -> [CompiledUser]
    func send(_ value: Int)
    func send(_ value: String)
    func send(_ values: [String: Int])
    func send(to target: String)
    static func make() -> Int
    func make() -> Int
}

@Mockable
protocol CompiledGenerics {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
    func encode<T: Encodable>(_ value: T) -> Data
    func firstMatch<T>(in values: [T]) -> T? where T: Equatable
    func stream<T>(of type: T.Type) -> Observable<T>
    func describe(_ value: some CustomStringConvertible) -> String
}

@Mockable
protocol CompiledCache<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value
    func value(for key: Key) -> Value?
    func store(_ value: Self.Value, for key: Key)
    var count: Int { get }
}

@Mockable
protocol CompiledRepository where Item: Sendable {
    associatedtype Item: Identifiable where Item.ID == Int
    func all() -> Observable<[Item]>
}

@Mockable
protocol CompiledSession {
    var userName: String { get }
    var token: String? { get set }
    var lastError: Error! { get }
    var isActive: Bool { get async throws }
    var changes: Observable<Int> { get }
}

@Mockable
protocol CompiledEnvironment {
    static var current: String { get set }
    static func configure(with name: String) -> Bool
    func run()
}

@Mockable
protocol CompiledService {
    init(name: String)
    init?(name: String, port: Int) throws
    func start()
}

@Mockable
protocol CompiledPlugin {
    init()
}

@Mockable
protocol CompiledClock: Sendable {
    var now: Int { get }
    static var zone: String { get set }
    func sleep(for duration: Int) async throws
    func schedule(_ work: @escaping @Sendable () -> Void) -> Int
    func observe(_ handler: @escaping (Int) -> Void)
    func decode<T: Decodable>(_ data: Data) throws(CompiledParseError) -> T
    func adjust(_ values: Int..., total: inout Int)
    func stream(for key: String) -> Observable<Int>
}

@Mockable
protocol CompiledGenericSendable<Element>: Sendable {
    associatedtype Element: Sendable
    func push(_ element: Element)
    func pop() -> Element?
}

@Mockable
protocol CompiledDelegate: AnyObject {
    func didTap(_ index: Int)
}

@Mockable
public protocol CompiledPublicAnalytics {
    var enabled: Bool { get set }
    static func shared() -> Self
    func track(_ event: String)
}

@Mockable
package protocol CompiledPackageTracker {
    func track()
}

@Mockable
private protocol CompiledPrivateWorker {
    func run()
}

@Mockable
@MainActor
protocol CompiledMainActorView {
    func render(_ text: String)
}

@Modifiable
struct CompiledLight {
    static let kind = "light"
    let fixed = 1
    let id: Int
    let name: String
    var room: String?
    var nickname: Optional<String>
    let onTap: (() -> Void)?
    let model: any Equatable
    var a, b: Int
    var price: Double = 0
    var label: String { "\(id)" }
    var stock: Int {
        didSet { stock = max(stock, 0) }
    }
}

@Modifiable
public struct CompiledAccount {
    public let id: Int
    public var name: String
    let internalNote: String
    private var secret: String

    public init(id: Int, name: String, internalNote: String, secret: String) {
        self.id = id
        self.name = name
        self.internalNote = internalNote
        self.secret = secret
    }
}

@Modifiable
struct CompiledFlags {
    let `default`: Bool
    let `in`: Int
}

@Modifiable
struct CompiledPair<Value> {
    let first: Value
    let second: Value?
}
#endif

#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// `async`, `throws`, typed throws and `rethrows`.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableEffectsExpansionTests {
    @Test func asyncMethods() {
        assertMacro {
            """
            @Mockable
            protocol Loader {
                func load(id: Int) async -> Data
                func refresh() async
            }
            """
        } expansion: {
            #"""
            protocol Loader {
                func load(id: Int) async -> Data
                func refresh() async
            }

            #if MOCKING
            class LoaderMock: Loader {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func load(id: Int) -> Self { Self(name: "load(id:)", arguments: [RippleMockable.MockArgument("id", id)]) }
                    class func refresh() -> Self { Self(name: "refresh()", arguments: []) }
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

                var loadCallsCount: Int = 0
                var loadCalled: Bool { loadCallsCount > 0 }
                var loadReceivedId: Int?
                var loadReceivedInvocations: [Int] = []
                var loadReturnValue: Data?
                var loadReturnValues: [Data] = []
                private var loadArgumentAnswers: RippleMockable.MockArgumentAnswers<Int, Data> = .init()
                var loadClosure: ((Int) async -> Data)?
                func loadReturns(_ mockAnswer: Data, id: Int) {
                    self.loadArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, id) }
                }
                func loadReturns(_ mockAnswer: Data, when mockMatches: @escaping (Int) -> Bool) {
                    self.loadArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func load(id: Int) async -> Data {
                    self.loadCallsCount += 1
                    self.loadReceivedId = id
                    self.loadReceivedInvocations.append(id)
                    self.recordMockCall(RippleMockable.MockCall(name: "load(id:)", arguments: [RippleMockable.MockArgument("id", id)]))
                    if let loadClosure = self.loadClosure { return await loadClosure(id) }
                    if let value = self.loadArgumentAnswers.value(for: id) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.loadReturnValues, else: self.loadReturnValue, queue: "loadReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Data).self, policy: self.mockPolicy, error: .unstubbedCall("load(id:)", of: "LoaderMock", member: "loadReturnValue", closure: "loadClosure"))
                }

                var refreshCallsCount: Int = 0
                var refreshCalled: Bool { refreshCallsCount > 0 }
                var refreshClosure: (() async -> Void)?
                func refresh() async {
                    self.refreshCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "refresh()", arguments: []))
                    if let refreshClosure = self.refreshClosure { await refreshClosure() }
                }
            }

            /// Whether `LoaderMock`'s calls are exactly `calls`, in order.
            func == (lhs: LoaderMock.Calls, rhs: [LoaderMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "LoaderMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Loader")
            typealias LoaderMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func throwingMethods() {
        assertMacro {
            """
            @Mockable
            protocol Storage {
                func read(key: String) throws -> Int
                func write(_ value: Int, key: String) throws
            }
            """
        } expansion: {
            #"""
            protocol Storage {
                func read(key: String) throws -> Int
                func write(_ value: Int, key: String) throws
            }

            #if MOCKING
            class StorageMock: Storage {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func read(key: String) -> Self { Self(name: "read(key:)", arguments: [RippleMockable.MockArgument("key", key)]) }
                    class func write(_ value: Int, key: String) -> Self { Self(name: "write(_:key:)", arguments: [RippleMockable.MockArgument(nil, value), RippleMockable.MockArgument("key", key)]) }
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

                var readCallsCount: Int = 0
                var readCalled: Bool { readCallsCount > 0 }
                var readReceivedKey: String?
                var readReceivedInvocations: [String] = []
                var readThrowableError: (any Error)?
                var readResults: [Result<Int, any Error>] = []
                var readReturnValue: Int?
                var readReturnValues: [Int] = []
                private var readArgumentAnswers: RippleMockable.MockArgumentAnswers<String, Int> = .init()
                var readClosure: ((String) throws -> Int)?
                func readReturns(_ mockAnswer: Int, key: String) {
                    self.readArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, key) }
                }
                func readReturns(_ mockAnswer: Int, when mockMatches: @escaping (String) -> Bool) {
                    self.readArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func read(key: String) throws -> Int {
                    self.readCallsCount += 1
                    self.readReceivedKey = key
                    self.readReceivedInvocations.append(key)
                    self.recordMockCall(RippleMockable.MockCall(name: "read(key:)", arguments: [RippleMockable.MockArgument("key", key)]))
                    if let readThrowableError = self.readThrowableError { throw readThrowableError }
                    if let readClosure = self.readClosure { return try readClosure(key) }
                    if let result = RippleMockable.MockAnswers.next(&self.readResults, else: nil, queue: "readResults", of: ObjectIdentifier(self)) { return try result.get() }
                    if let value = self.readArgumentAnswers.value(for: key) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.readReturnValues, else: self.readReturnValue, queue: "readReturnValues", of: ObjectIdentifier(self)) { return value }
                    return try RippleMockable.MockUnstubbed.throwingValue(of: (Int).self, policy: self.mockPolicy, error: .unstubbedCall("read(key:)", of: "StorageMock", member: "readReturnValue", closure: "readClosure"))
                }

                var writeCallsCount: Int = 0
                var writeCalled: Bool { writeCallsCount > 0 }
                var writeReceivedArguments: (value: Int, key: String)?
                var writeReceivedInvocations: [(value: Int, key: String)] = []
                var writeThrowableError: (any Error)?
                var writeResults: [Result<Void, any Error>] = []
                var writeClosure: ((Int, String) throws -> Void)?
                func write(_ value: Int, key: String) throws {
                    self.writeCallsCount += 1
                    self.writeReceivedArguments = (value: value, key: key)
                    self.writeReceivedInvocations.append((value: value, key: key))
                    self.recordMockCall(RippleMockable.MockCall(name: "write(_:key:)", arguments: [RippleMockable.MockArgument(nil, value), RippleMockable.MockArgument("key", key)]))
                    if let writeThrowableError = self.writeThrowableError { throw writeThrowableError }
                    if let writeClosure = self.writeClosure { try writeClosure(value, key) }
                    if let result = RippleMockable.MockAnswers.next(&self.writeResults, else: nil, queue: "writeResults", of: ObjectIdentifier(self)) { try result.get() }
                }
            }

            /// Whether `StorageMock`'s calls are exactly `calls`, in order.
            func == (lhs: StorageMock.Calls, rhs: [StorageMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "StorageMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Storage")
            typealias StorageMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func typedThrows() {
        assertMacro {
            """
            @Mockable
            protocol Parser {
                func parse(_ text: String) throws(ParseError) -> Int
            }
            """
        } expansion: {
            #"""
            protocol Parser {
                func parse(_ text: String) throws(ParseError) -> Int
            }

            #if MOCKING
            class ParserMock: Parser {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func parse(_ text: String) -> Self { Self(name: "parse(_:)", arguments: [RippleMockable.MockArgument(nil, text)]) }
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

                var parseCallsCount: Int = 0
                var parseCalled: Bool { parseCallsCount > 0 }
                var parseReceivedText: String?
                var parseReceivedInvocations: [String] = []
                var parseThrowableError: ParseError?
                var parseResults: [Result<Int, ParseError>] = []
                var parseReturnValue: Int?
                var parseReturnValues: [Int] = []
                private var parseArgumentAnswers: RippleMockable.MockArgumentAnswers<String, Int> = .init()
                var parseClosure: ((String) throws(ParseError) -> Int)?
                func parseReturns(_ mockAnswer: Int, text: String) {
                    self.parseArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, text) }
                }
                func parseReturns(_ mockAnswer: Int, when mockMatches: @escaping (String) -> Bool) {
                    self.parseArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func parse(_ text: String) throws(ParseError) -> Int {
                    self.parseCallsCount += 1
                    self.parseReceivedText = text
                    self.parseReceivedInvocations.append(text)
                    self.recordMockCall(RippleMockable.MockCall(name: "parse(_:)", arguments: [RippleMockable.MockArgument(nil, text)]))
                    if let parseThrowableError = self.parseThrowableError { throw parseThrowableError }
                    if let parseClosure = self.parseClosure { return try parseClosure(text) }
                    if let result = RippleMockable.MockAnswers.next(&self.parseResults, else: nil, queue: "parseResults", of: ObjectIdentifier(self)) { return try result.get() }
                    if let value = self.parseArgumentAnswers.value(for: text) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.parseReturnValues, else: self.parseReturnValue, queue: "parseReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Int).self, policy: self.mockPolicy, error: .unstubbedCall("parse(_:)", of: "ParserMock", member: "parseReturnValue", closure: "parseClosure"))
                }
            }

            /// Whether `ParserMock`'s calls are exactly `calls`, in order.
            func == (lhs: ParserMock.Calls, rhs: [ParserMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "ParserMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Parser")
            typealias ParserMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func asyncThrowingMethods() {
        assertMacro {
            """
            @Mockable
            protocol Network {
                func fetch(_ url: URL) async throws -> Data
            }
            """
        } expansion: {
            #"""
            protocol Network {
                func fetch(_ url: URL) async throws -> Data
            }

            #if MOCKING
            class NetworkMock: Network {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func fetch(_ url: URL) -> Self { Self(name: "fetch(_:)", arguments: [RippleMockable.MockArgument(nil, url)]) }
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

                var fetchCallsCount: Int = 0
                var fetchCalled: Bool { fetchCallsCount > 0 }
                var fetchReceivedUrl: URL?
                var fetchReceivedInvocations: [URL] = []
                var fetchThrowableError: (any Error)?
                var fetchResults: [Result<Data, any Error>] = []
                var fetchReturnValue: Data?
                var fetchReturnValues: [Data] = []
                private var fetchArgumentAnswers: RippleMockable.MockArgumentAnswers<URL, Data> = .init()
                var fetchClosure: ((URL) async throws -> Data)?
                func fetchReturns(_ mockAnswer: Data, url: URL) {
                    self.fetchArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, url) }
                }
                func fetchReturns(_ mockAnswer: Data, when mockMatches: @escaping (URL) -> Bool) {
                    self.fetchArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func fetch(_ url: URL) async throws -> Data {
                    self.fetchCallsCount += 1
                    self.fetchReceivedUrl = url
                    self.fetchReceivedInvocations.append(url)
                    self.recordMockCall(RippleMockable.MockCall(name: "fetch(_:)", arguments: [RippleMockable.MockArgument(nil, url)]))
                    if let fetchThrowableError = self.fetchThrowableError { throw fetchThrowableError }
                    if let fetchClosure = self.fetchClosure { return try await fetchClosure(url) }
                    if let result = RippleMockable.MockAnswers.next(&self.fetchResults, else: nil, queue: "fetchResults", of: ObjectIdentifier(self)) { return try result.get() }
                    if let value = self.fetchArgumentAnswers.value(for: url) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.fetchReturnValues, else: self.fetchReturnValue, queue: "fetchReturnValues", of: ObjectIdentifier(self)) { return value }
                    return try RippleMockable.MockUnstubbed.throwingValue(of: (Data).self, policy: self.mockPolicy, error: .unstubbedCall("fetch(_:)", of: "NetworkMock", member: "fetchReturnValue", closure: "fetchClosure"))
                }
            }

            /// Whether `NetworkMock`'s calls are exactly `calls`, in order.
            func == (lhs: NetworkMock.Calls, rhs: [NetworkMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "NetworkMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Network")
            typealias NetworkMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func rethrowingMethodsHaveNoThrowableError() {
        assertMacro {
            """
            @Mockable
            protocol Runner {
                func run(_ body: () throws -> Void) rethrows
            }
            """
        } expansion: {
            #"""
            protocol Runner {
                func run(_ body: () throws -> Void) rethrows
            }

            #if MOCKING
            class RunnerMock: Runner {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func run() -> Self { Self(name: "run(_:)", arguments: []) }
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
                var runClosure: ((() throws -> Void) -> Void)?
                func run(_ body: () throws -> Void) rethrows {
                    self.runCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "run(_:)", arguments: []))
                    if let runClosure = self.runClosure { runClosure(body) }
                }
            }

            /// Whether `RunnerMock`'s calls are exactly `calls`, in order.
            func == (lhs: RunnerMock.Calls, rhs: [RunnerMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "RunnerMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Runner")
            typealias RunnerMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

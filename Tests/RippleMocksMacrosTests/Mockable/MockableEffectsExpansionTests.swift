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
            """
            protocol Loader {
                func load(id: Int) async -> Data
                func refresh() async
            }

            final class LoaderMock: Loader {
                var invocations: [String] = []

                init() {}

                var loadCallsCount: Int = 0
                var loadCalled: Bool { loadCallsCount > 0 }
                var loadReceivedId: Int?
                var loadReceivedInvocations: [Int] = []
                var loadReturnValue: Data?
                var loadClosure: ((Int) async -> Data)?
                func load(id: Int) async -> Data {
                    self.loadCallsCount += 1
                    self.loadReceivedId = id
                    self.loadReceivedInvocations.append(id)
                    self.invocations.append("load(id:)")
                    if let loadClosure = self.loadClosure { return await loadClosure(id) }
                    if let loadReturnValue = self.loadReturnValue { return loadReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("load(id:)", of: "LoaderMock", member: "loadReturnValue", closure: "loadClosure").message)
                }

                var refreshCallsCount: Int = 0
                var refreshCalled: Bool { refreshCallsCount > 0 }
                var refreshClosure: (() async -> Void)?
                func refresh() async {
                    self.refreshCallsCount += 1
                    self.invocations.append("refresh()")
                    await self.refreshClosure?()
                }
            }
            """
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
            """
            protocol Storage {
                func read(key: String) throws -> Int
                func write(_ value: Int, key: String) throws
            }

            final class StorageMock: Storage {
                var invocations: [String] = []

                init() {}

                var readCallsCount: Int = 0
                var readCalled: Bool { readCallsCount > 0 }
                var readReceivedKey: String?
                var readReceivedInvocations: [String] = []
                var readThrowableError: (any Error)?
                var readReturnValue: Int?
                var readClosure: ((String) throws -> Int)?
                func read(key: String) throws -> Int {
                    self.readCallsCount += 1
                    self.readReceivedKey = key
                    self.readReceivedInvocations.append(key)
                    self.invocations.append("read(key:)")
                    if let readThrowableError = self.readThrowableError { throw readThrowableError }
                    if let readClosure = self.readClosure { return try readClosure(key) }
                    if let readReturnValue = self.readReturnValue { return readReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("read(key:)", of: "StorageMock", member: "readReturnValue", closure: "readClosure").message)
                }

                var writeCallsCount: Int = 0
                var writeCalled: Bool { writeCallsCount > 0 }
                var writeReceivedArguments: (value: Int, key: String)?
                var writeReceivedInvocations: [(value: Int, key: String)] = []
                var writeThrowableError: (any Error)?
                var writeClosure: ((Int, String) throws -> Void)?
                func write(_ value: Int, key: String) throws {
                    self.writeCallsCount += 1
                    self.writeReceivedArguments = (value: value, key: key)
                    self.writeReceivedInvocations.append((value: value, key: key))
                    self.invocations.append("write(_:key:)")
                    if let writeThrowableError = self.writeThrowableError { throw writeThrowableError }
                    try self.writeClosure?(value, key)
                }
            }
            """
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
            """
            protocol Parser {
                func parse(_ text: String) throws(ParseError) -> Int
            }

            final class ParserMock: Parser {
                var invocations: [String] = []

                init() {}

                var parseCallsCount: Int = 0
                var parseCalled: Bool { parseCallsCount > 0 }
                var parseReceivedText: String?
                var parseReceivedInvocations: [String] = []
                var parseThrowableError: ParseError?
                var parseReturnValue: Int?
                var parseClosure: ((String) throws(ParseError) -> Int)?
                func parse(_ text: String) throws(ParseError) -> Int {
                    self.parseCallsCount += 1
                    self.parseReceivedText = text
                    self.parseReceivedInvocations.append(text)
                    self.invocations.append("parse(_:)")
                    if let parseThrowableError = self.parseThrowableError { throw parseThrowableError }
                    if let parseClosure = self.parseClosure { return try parseClosure(text) }
                    if let parseReturnValue = self.parseReturnValue { return parseReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("parse(_:)", of: "ParserMock", member: "parseReturnValue", closure: "parseClosure").message)
                }
            }
            """
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
            """
            protocol Network {
                func fetch(_ url: URL) async throws -> Data
            }

            final class NetworkMock: Network {
                var invocations: [String] = []

                init() {}

                var fetchCallsCount: Int = 0
                var fetchCalled: Bool { fetchCallsCount > 0 }
                var fetchReceivedUrl: URL?
                var fetchReceivedInvocations: [URL] = []
                var fetchThrowableError: (any Error)?
                var fetchReturnValue: Data?
                var fetchClosure: ((URL) async throws -> Data)?
                func fetch(_ url: URL) async throws -> Data {
                    self.fetchCallsCount += 1
                    self.fetchReceivedUrl = url
                    self.fetchReceivedInvocations.append(url)
                    self.invocations.append("fetch(_:)")
                    if let fetchThrowableError = self.fetchThrowableError { throw fetchThrowableError }
                    if let fetchClosure = self.fetchClosure { return try await fetchClosure(url) }
                    if let fetchReturnValue = self.fetchReturnValue { return fetchReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("fetch(_:)", of: "NetworkMock", member: "fetchReturnValue", closure: "fetchClosure").message)
                }
            }
            """
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
            """
            protocol Runner {
                func run(_ body: () throws -> Void) rethrows
            }

            final class RunnerMock: Runner {
                var invocations: [String] = []

                init() {}

                var runCallsCount: Int = 0
                var runCalled: Bool { runCallsCount > 0 }
                var runClosure: ((() throws -> Void) -> Void)?
                func run(_ body: () throws -> Void) rethrows {
                    self.runCallsCount += 1
                    self.invocations.append("run(_:)")
                    self.runClosure?(body)
                }
            }
            """
        }
    }
}

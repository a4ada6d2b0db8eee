#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// Methods: call counts, received arguments, return values, closures and `invocations`.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableMethodExpansionTests {
    @Test func repositoryOfTheIssue() {
        assertMacro {
            """
            @Mockable
            protocol LightsRepository {
                func queryAllLights() -> Observable<[LightModel]>
                func toggleLight(withId id: Int) -> Completable
            }
            """
        } expansion: {
            #"""
            protocol LightsRepository {
                func queryAllLights() -> Observable<[LightModel]>
                func toggleLight(withId id: Int) -> Completable
            }

            #if MOCKING
            class LightsRepositoryMock: LightsRepository {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func queryAllLights() -> Self { Self(name: "queryAllLights()", arguments: []) }
                    class func toggleLight(withId id: Int) -> Self { Self(name: "toggleLight(withId:)", arguments: [RippleMockable.MockArgument("withId", id)]) }
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

                var queryAllLightsCallsCount: Int = 0
                var queryAllLightsCalled: Bool { queryAllLightsCallsCount > 0 }
                var queryAllLightsReturnValue: Observable<[LightModel]>?
                var queryAllLightsReturnValues: [Observable<[LightModel]>] = []
                var queryAllLightsClosure: (() -> Observable<[LightModel]>)?
                func queryAllLights() -> Observable<[LightModel]> {
                    self.queryAllLightsCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "queryAllLights()", arguments: []))
                    if let queryAllLightsClosure = self.queryAllLightsClosure { return queryAllLightsClosure() }
                    if let value = RippleMockable.MockAnswers.next(&self.queryAllLightsReturnValues, else: self.queryAllLightsReturnValue, queue: "queryAllLightsReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Observable<[LightModel]>).self, policy: self.mockPolicy, error: .unstubbedCall("queryAllLights()", of: "LightsRepositoryMock", member: "queryAllLightsReturnValue", closure: "queryAllLightsClosure"))
                }

                var toggleLightCallsCount: Int = 0
                var toggleLightCalled: Bool { toggleLightCallsCount > 0 }
                var toggleLightReceivedId: Int?
                var toggleLightReceivedInvocations: [Int] = []
                var toggleLightReturnValue: Completable?
                var toggleLightReturnValues: [Completable] = []
                private var toggleLightArgumentAnswers: RippleMockable.MockArgumentAnswers<Int, Completable> = .init()
                var toggleLightClosure: ((Int) -> Completable)?
                func toggleLightReturns(_ mockAnswer: Completable, id: Int) {
                    self.toggleLightArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, id) }
                }
                func toggleLightReturns(_ mockAnswer: Completable, when mockMatches: @escaping (Int) -> Bool) {
                    self.toggleLightArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func toggleLight(withId id: Int) -> Completable {
                    self.toggleLightCallsCount += 1
                    self.toggleLightReceivedId = id
                    self.toggleLightReceivedInvocations.append(id)
                    self.recordMockCall(RippleMockable.MockCall(name: "toggleLight(withId:)", arguments: [RippleMockable.MockArgument("withId", id)]))
                    if let toggleLightClosure = self.toggleLightClosure { return toggleLightClosure(id) }
                    if let value = self.toggleLightArgumentAnswers.value(for: id) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.toggleLightReturnValues, else: self.toggleLightReturnValue, queue: "toggleLightReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Completable).self, policy: self.mockPolicy, error: .unstubbedCall("toggleLight(withId:)", of: "LightsRepositoryMock", member: "toggleLightReturnValue", closure: "toggleLightClosure"))
                }
            }

            /// Whether `LightsRepositoryMock`'s calls are exactly `calls`, in order.
            func == (lhs: LightsRepositoryMock.Calls, rhs: [LightsRepositoryMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "LightsRepositoryMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares LightsRepository")
            typealias LightsRepositoryMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func voidMethodWithoutParameters() {
        assertMacro {
            """
            @Mockable
            protocol Timer {
                func start()
            }
            """
        } expansion: {
            #"""
            protocol Timer {
                func start()
            }

            #if MOCKING
            class TimerMock: Timer {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func start() -> Self { Self(name: "start()", arguments: []) }
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

                var startCallsCount: Int = 0
                var startCalled: Bool { startCallsCount > 0 }
                var startClosure: (() -> Void)?
                func start() {
                    self.startCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "start()", arguments: []))
                    if let startClosure = self.startClosure { startClosure() }
                }
            }

            /// Whether `TimerMock`'s calls are exactly `calls`, in order.
            func == (lhs: TimerMock.Calls, rhs: [TimerMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "TimerMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Timer")
            typealias TimerMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func oneParameterIsRecordedUnderItsInternalName() {
        assertMacro {
            """
            @Mockable
            protocol Presenter {
                func present(_ items: [String])
                func select(at index: Int) -> Bool
            }
            """
        } expansion: {
            #"""
            protocol Presenter {
                func present(_ items: [String])
                func select(at index: Int) -> Bool
            }

            #if MOCKING
            class PresenterMock: Presenter {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func present(_ items: [String]) -> Self { Self(name: "present(_:)", arguments: [RippleMockable.MockArgument(nil, items)]) }
                    class func select(at index: Int) -> Self { Self(name: "select(at:)", arguments: [RippleMockable.MockArgument("at", index)]) }
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

                var presentCallsCount: Int = 0
                var presentCalled: Bool { presentCallsCount > 0 }
                var presentReceivedItems: [String]?
                var presentReceivedInvocations: [[String]] = []
                var presentClosure: (([String]) -> Void)?
                func present(_ items: [String]) {
                    self.presentCallsCount += 1
                    self.presentReceivedItems = items
                    self.presentReceivedInvocations.append(items)
                    self.recordMockCall(RippleMockable.MockCall(name: "present(_:)", arguments: [RippleMockable.MockArgument(nil, items)]))
                    if let presentClosure = self.presentClosure { presentClosure(items) }
                }

                var selectCallsCount: Int = 0
                var selectCalled: Bool { selectCallsCount > 0 }
                var selectReceivedIndex: Int?
                var selectReceivedInvocations: [Int] = []
                var selectReturnValue: Bool?
                var selectReturnValues: [Bool] = []
                private var selectArgumentAnswers: RippleMockable.MockArgumentAnswers<Int, Bool> = .init()
                var selectClosure: ((Int) -> Bool)?
                func selectReturns(_ mockAnswer: Bool, index: Int) {
                    self.selectArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, index) }
                }
                func selectReturns(_ mockAnswer: Bool, when mockMatches: @escaping (Int) -> Bool) {
                    self.selectArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func select(at index: Int) -> Bool {
                    self.selectCallsCount += 1
                    self.selectReceivedIndex = index
                    self.selectReceivedInvocations.append(index)
                    self.recordMockCall(RippleMockable.MockCall(name: "select(at:)", arguments: [RippleMockable.MockArgument("at", index)]))
                    if let selectClosure = self.selectClosure { return selectClosure(index) }
                    if let value = self.selectArgumentAnswers.value(for: index) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.selectReturnValues, else: self.selectReturnValue, queue: "selectReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Bool).self, policy: self.mockPolicy, error: .unstubbedCall("select(at:)", of: "PresenterMock", member: "selectReturnValue", closure: "selectClosure"))
                }
            }

            /// Whether `PresenterMock`'s calls are exactly `calls`, in order.
            func == (lhs: PresenterMock.Calls, rhs: [PresenterMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "PresenterMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Presenter")
            typealias PresenterMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func severalParametersAreRecordedAsLabelledTuples() {
        assertMacro {
            """
            @Mockable
            protocol Client {
                func get(_ path: String, parameters: [String: String]) -> Observable<String>
            }
            """
        } expansion: {
            #"""
            protocol Client {
                func get(_ path: String, parameters: [String: String]) -> Observable<String>
            }

            #if MOCKING
            class ClientMock: Client {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func get(_ path: String, parameters: [String: String]) -> Self { Self(name: "get(_:parameters:)", arguments: [RippleMockable.MockArgument(nil, path), RippleMockable.MockArgument("parameters", parameters)]) }
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

                var getCallsCount: Int = 0
                var getCalled: Bool { getCallsCount > 0 }
                var getReceivedArguments: (path: String, parameters: [String: String])?
                var getReceivedInvocations: [(path: String, parameters: [String: String])] = []
                var getReturnValue: Observable<String>?
                var getReturnValues: [Observable<String>] = []
                private var getArgumentAnswers: RippleMockable.MockArgumentAnswers<(path: String, parameters: [String: String]), Observable<String>> = .init()
                var getClosure: ((String, [String: String]) -> Observable<String>)?
                func getReturns(_ mockAnswer: Observable<String>, path: String, parameters: [String: String]) {
                    self.getArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0.path, path) && RippleMockable.MockArgument.areEqual($0.parameters, parameters) }
                }
                func getReturns(_ mockAnswer: Observable<String>, when mockMatches: @escaping ((path: String, parameters: [String: String])) -> Bool) {
                    self.getArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func get(_ path: String, parameters: [String: String]) -> Observable<String> {
                    self.getCallsCount += 1
                    self.getReceivedArguments = (path: path, parameters: parameters)
                    self.getReceivedInvocations.append((path: path, parameters: parameters))
                    self.recordMockCall(RippleMockable.MockCall(name: "get(_:parameters:)", arguments: [RippleMockable.MockArgument(nil, path), RippleMockable.MockArgument("parameters", parameters)]))
                    if let getClosure = self.getClosure { return getClosure(path, parameters) }
                    if let value = self.getArgumentAnswers.value(for: (path: path, parameters: parameters)) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.getReturnValues, else: self.getReturnValue, queue: "getReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Observable<String>).self, policy: self.mockPolicy, error: .unstubbedCall("get(_:parameters:)", of: "ClientMock", member: "getReturnValue", closure: "getClosure"))
                }
            }

            /// Whether `ClientMock`'s calls are exactly `calls`, in order.
            func == (lhs: ClientMock.Calls, rhs: [ClientMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "ClientMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Client")
            typealias ClientMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func unnamedParametersGetPositionalNames() {
        assertMacro {
            """
            @Mockable
            protocol Logger {
                func log(_: String, level _: Int)
            }
            """
        } expansion: {
            #"""
            protocol Logger {
                func log(_: String, level _: Int)
            }

            #if MOCKING
            class LoggerMock: Logger {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func log(_ arg0: String, level: Int) -> Self { Self(name: "log(_:level:)", arguments: [RippleMockable.MockArgument(nil, arg0), RippleMockable.MockArgument("level", level)]) }
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

                var logCallsCount: Int = 0
                var logCalled: Bool { logCallsCount > 0 }
                var logReceivedArguments: (arg0: String, level: Int)?
                var logReceivedInvocations: [(arg0: String, level: Int)] = []
                var logClosure: ((String, Int) -> Void)?
                func log(_ arg0: String, level: Int) {
                    self.logCallsCount += 1
                    self.logReceivedArguments = (arg0: arg0, level: level)
                    self.logReceivedInvocations.append((arg0: arg0, level: level))
                    self.recordMockCall(RippleMockable.MockCall(name: "log(_:level:)", arguments: [RippleMockable.MockArgument(nil, arg0), RippleMockable.MockArgument("level", level)]))
                    if let logClosure = self.logClosure { logClosure(arg0, level) }
                }
            }

            /// Whether `LoggerMock`'s calls are exactly `calls`, in order.
            func == (lhs: LoggerMock.Calls, rhs: [LoggerMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "LoggerMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Logger")
            typealias LoggerMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func keywordsAsNamesAreEscaped() {
        assertMacro {
            """
            @Mockable
            protocol Mover {
                func move(in direction: Int, for default: Int)
                func place(in: Int)
            }
            """
        } expansion: {
            #"""
            protocol Mover {
                func move(in direction: Int, for default: Int)
                func place(in: Int)
            }

            #if MOCKING
            class MoverMock: Mover {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func move(in direction: Int, for `default`: Int) -> Self { Self(name: "move(in:for:)", arguments: [RippleMockable.MockArgument("in", direction), RippleMockable.MockArgument("for", `default`)]) }
                    class func place(in: Int) -> Self { Self(name: "place(in:)", arguments: [RippleMockable.MockArgument("in", `in`)]) }
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

                var moveCallsCount: Int = 0
                var moveCalled: Bool { moveCallsCount > 0 }
                var moveReceivedArguments: (direction: Int, default: Int)?
                var moveReceivedInvocations: [(direction: Int, default: Int)] = []
                var moveClosure: ((Int, Int) -> Void)?
                func move(in direction: Int, for `default`: Int) {
                    self.moveCallsCount += 1
                    self.moveReceivedArguments = (direction: direction, default: `default`)
                    self.moveReceivedInvocations.append((direction: direction, default: `default`))
                    self.recordMockCall(RippleMockable.MockCall(name: "move(in:for:)", arguments: [RippleMockable.MockArgument("in", direction), RippleMockable.MockArgument("for", `default`)]))
                    if let moveClosure = self.moveClosure { moveClosure(direction, `default`) }
                }

                var placeCallsCount: Int = 0
                var placeCalled: Bool { placeCallsCount > 0 }
                var placeReceivedIn: Int?
                var placeReceivedInvocations: [Int] = []
                var placeClosure: ((Int) -> Void)?
                func place(in: Int) {
                    self.placeCallsCount += 1
                    self.placeReceivedIn = `in`
                    self.placeReceivedInvocations.append(`in`)
                    self.recordMockCall(RippleMockable.MockCall(name: "place(in:)", arguments: [RippleMockable.MockArgument("in", `in`)]))
                    if let placeClosure = self.placeClosure { placeClosure(`in`) }
                }
            }

            /// Whether `MoverMock`'s calls are exactly `calls`, in order.
            func == (lhs: MoverMock.Calls, rhs: [MoverMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "MoverMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Mover")
            typealias MoverMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func inoutAndVariadicParameters() {
        assertMacro {
            """
            @Mockable
            protocol Accumulator {
                func add(_ values: Int..., to total: inout Int)
            }
            """
        } expansion: {
            #"""
            protocol Accumulator {
                func add(_ values: Int..., to total: inout Int)
            }

            #if MOCKING
            class AccumulatorMock: Accumulator {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func add(_ values: [Int], to total: Int) -> Self { Self(name: "add(_:to:)", arguments: [RippleMockable.MockArgument(nil, values), RippleMockable.MockArgument("to", total)]) }
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

                var addCallsCount: Int = 0
                var addCalled: Bool { addCallsCount > 0 }
                var addReceivedArguments: (values: [Int], total: Int)?
                var addReceivedInvocations: [(values: [Int], total: Int)] = []
                var addClosure: (([Int], inout Int) -> Void)?
                func add(_ values: Int..., to total: inout Int) {
                    self.addCallsCount += 1
                    self.addReceivedArguments = (values: values, total: total)
                    self.addReceivedInvocations.append((values: values, total: total))
                    self.recordMockCall(RippleMockable.MockCall(name: "add(_:to:)", arguments: [RippleMockable.MockArgument(nil, values), RippleMockable.MockArgument("to", total)]))
                    if let addClosure = self.addClosure { addClosure(values, &total) }
                }
            }

            /// Whether `AccumulatorMock`'s calls are exactly `calls`, in order.
            func == (lhs: AccumulatorMock.Calls, rhs: [AccumulatorMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "AccumulatorMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Accumulator")
            typealias AccumulatorMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func attributesAreRepeated() {
        assertMacro {
            """
            @Mockable
            protocol Store {
                @discardableResult
                func save(_ name: String) -> Bool
            }
            """
        } expansion: {
            #"""
            protocol Store {
                @discardableResult
                func save(_ name: String) -> Bool
            }

            #if MOCKING
            class StoreMock: Store {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func save(_ name: String) -> Self { Self(name: "save(_:)", arguments: [RippleMockable.MockArgument(nil, name)]) }
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

                var saveCallsCount: Int = 0
                var saveCalled: Bool { saveCallsCount > 0 }
                var saveReceivedName: String?
                var saveReceivedInvocations: [String] = []
                var saveReturnValue: Bool?
                var saveReturnValues: [Bool] = []
                private var saveArgumentAnswers: RippleMockable.MockArgumentAnswers<String, Bool> = .init()
                var saveClosure: ((String) -> Bool)?
                func saveReturns(_ mockAnswer: Bool, name: String) {
                    self.saveArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, name) }
                }
                func saveReturns(_ mockAnswer: Bool, when mockMatches: @escaping (String) -> Bool) {
                    self.saveArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                @discardableResult func save(_ name: String) -> Bool {
                    self.saveCallsCount += 1
                    self.saveReceivedName = name
                    self.saveReceivedInvocations.append(name)
                    self.recordMockCall(RippleMockable.MockCall(name: "save(_:)", arguments: [RippleMockable.MockArgument(nil, name)]))
                    if let saveClosure = self.saveClosure { return saveClosure(name) }
                    if let value = self.saveArgumentAnswers.value(for: name) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.saveReturnValues, else: self.saveReturnValue, queue: "saveReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Bool).self, policy: self.mockPolicy, error: .unstubbedCall("save(_:)", of: "StoreMock", member: "saveReturnValue", closure: "saveClosure"))
                }
            }

            /// Whether `StoreMock`'s calls are exactly `calls`, in order.
            func == (lhs: StoreMock.Calls, rhs: [StoreMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "StoreMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Store")
            typealias StoreMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }

    @Test func mutatingRequirementsBecomePlainMethods() {
        assertMacro {
            """
            @Mockable
            protocol Counter {
                mutating func increment()
            }
            """
        } expansion: {
            #"""
            protocol Counter {
                mutating func increment()
            }

            #if MOCKING
            class CounterMock: Counter {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func increment() -> Self { Self(name: "increment()", arguments: []) }
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

                var incrementCallsCount: Int = 0
                var incrementCalled: Bool { incrementCallsCount > 0 }
                var incrementClosure: (() -> Void)?
                func increment() {
                    self.incrementCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "increment()", arguments: []))
                    if let incrementClosure = self.incrementClosure { incrementClosure() }
                }
            }

            /// Whether `CounterMock`'s calls are exactly `calls`, in order.
            func == (lhs: CounterMock.Calls, rhs: [CounterMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "CounterMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Counter")
            typealias CounterMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

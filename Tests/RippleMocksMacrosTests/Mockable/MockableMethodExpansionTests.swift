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
            """
            protocol LightsRepository {
                func queryAllLights() -> Observable<[LightModel]>
                func toggleLight(withId id: Int) -> Completable
            }

            final class LightsRepositoryMock: LightsRepository {
                var invocations: [String] = []

                init() {}

                var queryAllLightsCallsCount: Int = 0
                var queryAllLightsCalled: Bool { queryAllLightsCallsCount > 0 }
                var queryAllLightsReturnValue: Observable<[LightModel]>?
                var queryAllLightsClosure: (() -> Observable<[LightModel]>)?
                func queryAllLights() -> Observable<[LightModel]> {
                    self.queryAllLightsCallsCount += 1
                    self.invocations.append("queryAllLights()")
                    if let queryAllLightsClosure = self.queryAllLightsClosure { return queryAllLightsClosure() }
                    if let queryAllLightsReturnValue = self.queryAllLightsReturnValue { return queryAllLightsReturnValue }
                    return Observable<[LightModel]>.error(RippleMocks.MockError.reportUnstubbedCall("queryAllLights()", of: "LightsRepositoryMock", member: "queryAllLightsReturnValue", closure: "queryAllLightsClosure"))
                }

                var toggleLightCallsCount: Int = 0
                var toggleLightCalled: Bool { toggleLightCallsCount > 0 }
                var toggleLightReceivedId: Int?
                var toggleLightReceivedInvocations: [Int] = []
                var toggleLightReturnValue: Completable?
                var toggleLightClosure: ((Int) -> Completable)?
                func toggleLight(withId id: Int) -> Completable {
                    self.toggleLightCallsCount += 1
                    self.toggleLightReceivedId = id
                    self.toggleLightReceivedInvocations.append(id)
                    self.invocations.append("toggleLight(withId:)")
                    if let toggleLightClosure = self.toggleLightClosure { return toggleLightClosure(id) }
                    if let toggleLightReturnValue = self.toggleLightReturnValue { return toggleLightReturnValue }
                    return Completable.error(RippleMocks.MockError.reportUnstubbedCall("toggleLight(withId:)", of: "LightsRepositoryMock", member: "toggleLightReturnValue", closure: "toggleLightClosure"))
                }
            }
            """
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
            """
            protocol Timer {
                func start()
            }

            final class TimerMock: Timer {
                var invocations: [String] = []

                init() {}

                var startCallsCount: Int = 0
                var startCalled: Bool { startCallsCount > 0 }
                var startClosure: (() -> Void)?
                func start() {
                    self.startCallsCount += 1
                    self.invocations.append("start()")
                    self.startClosure?()
                }
            }
            """
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
            """
            protocol Presenter {
                func present(_ items: [String])
                func select(at index: Int) -> Bool
            }

            final class PresenterMock: Presenter {
                var invocations: [String] = []

                init() {}

                var presentCallsCount: Int = 0
                var presentCalled: Bool { presentCallsCount > 0 }
                var presentReceivedItems: [String]?
                var presentReceivedInvocations: [[String]] = []
                var presentClosure: (([String]) -> Void)?
                func present(_ items: [String]) {
                    self.presentCallsCount += 1
                    self.presentReceivedItems = items
                    self.presentReceivedInvocations.append(items)
                    self.invocations.append("present(_:)")
                    self.presentClosure?(items)
                }

                var selectCallsCount: Int = 0
                var selectCalled: Bool { selectCallsCount > 0 }
                var selectReceivedIndex: Int?
                var selectReceivedInvocations: [Int] = []
                var selectReturnValue: Bool?
                var selectClosure: ((Int) -> Bool)?
                func select(at index: Int) -> Bool {
                    self.selectCallsCount += 1
                    self.selectReceivedIndex = index
                    self.selectReceivedInvocations.append(index)
                    self.invocations.append("select(at:)")
                    if let selectClosure = self.selectClosure { return selectClosure(index) }
                    if let selectReturnValue = self.selectReturnValue { return selectReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("select(at:)", of: "PresenterMock", member: "selectReturnValue", closure: "selectClosure").message)
                }
            }
            """
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
            """
            protocol Client {
                func get(_ path: String, parameters: [String: String]) -> Observable<String>
            }

            final class ClientMock: Client {
                var invocations: [String] = []

                init() {}

                var getCallsCount: Int = 0
                var getCalled: Bool { getCallsCount > 0 }
                var getReceivedArguments: (path: String, parameters: [String: String])?
                var getReceivedInvocations: [(path: String, parameters: [String: String])] = []
                var getReturnValue: Observable<String>?
                var getClosure: ((String, [String: String]) -> Observable<String>)?
                func get(_ path: String, parameters: [String: String]) -> Observable<String> {
                    self.getCallsCount += 1
                    self.getReceivedArguments = (path: path, parameters: parameters)
                    self.getReceivedInvocations.append((path: path, parameters: parameters))
                    self.invocations.append("get(_:parameters:)")
                    if let getClosure = self.getClosure { return getClosure(path, parameters) }
                    if let getReturnValue = self.getReturnValue { return getReturnValue }
                    return Observable<String>.error(RippleMocks.MockError.reportUnstubbedCall("get(_:parameters:)", of: "ClientMock", member: "getReturnValue", closure: "getClosure"))
                }
            }
            """
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
            """
            protocol Logger {
                func log(_: String, level _: Int)
            }

            final class LoggerMock: Logger {
                var invocations: [String] = []

                init() {}

                var logCallsCount: Int = 0
                var logCalled: Bool { logCallsCount > 0 }
                var logReceivedArguments: (arg0: String, level: Int)?
                var logReceivedInvocations: [(arg0: String, level: Int)] = []
                var logClosure: ((String, Int) -> Void)?
                func log(_ arg0: String, level: Int) {
                    self.logCallsCount += 1
                    self.logReceivedArguments = (arg0: arg0, level: level)
                    self.logReceivedInvocations.append((arg0: arg0, level: level))
                    self.invocations.append("log(_:level:)")
                    self.logClosure?(arg0, level)
                }
            }
            """
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
            """
            protocol Mover {
                func move(in direction: Int, for default: Int)
                func place(in: Int)
            }

            final class MoverMock: Mover {
                var invocations: [String] = []

                init() {}

                var moveCallsCount: Int = 0
                var moveCalled: Bool { moveCallsCount > 0 }
                var moveReceivedArguments: (direction: Int, default: Int)?
                var moveReceivedInvocations: [(direction: Int, default: Int)] = []
                var moveClosure: ((Int, Int) -> Void)?
                func move(in direction: Int, for `default`: Int) {
                    self.moveCallsCount += 1
                    self.moveReceivedArguments = (direction: direction, default: `default`)
                    self.moveReceivedInvocations.append((direction: direction, default: `default`))
                    self.invocations.append("move(in:for:)")
                    self.moveClosure?(direction, `default`)
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
                    self.invocations.append("place(in:)")
                    self.placeClosure?(`in`)
                }
            }
            """
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
            """
            protocol Accumulator {
                func add(_ values: Int..., to total: inout Int)
            }

            final class AccumulatorMock: Accumulator {
                var invocations: [String] = []

                init() {}

                var addCallsCount: Int = 0
                var addCalled: Bool { addCallsCount > 0 }
                var addReceivedArguments: (values: [Int], total: Int)?
                var addReceivedInvocations: [(values: [Int], total: Int)] = []
                var addClosure: (([Int], inout Int) -> Void)?
                func add(_ values: Int..., to total: inout Int) {
                    self.addCallsCount += 1
                    self.addReceivedArguments = (values: values, total: total)
                    self.addReceivedInvocations.append((values: values, total: total))
                    self.invocations.append("add(_:to:)")
                    self.addClosure?(values, &total)
                }
            }
            """
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
            """
            protocol Store {
                @discardableResult
                func save(_ name: String) -> Bool
            }

            final class StoreMock: Store {
                var invocations: [String] = []

                init() {}

                var saveCallsCount: Int = 0
                var saveCalled: Bool { saveCallsCount > 0 }
                var saveReceivedName: String?
                var saveReceivedInvocations: [String] = []
                var saveReturnValue: Bool?
                var saveClosure: ((String) -> Bool)?
                @discardableResult func save(_ name: String) -> Bool {
                    self.saveCallsCount += 1
                    self.saveReceivedName = name
                    self.saveReceivedInvocations.append(name)
                    self.invocations.append("save(_:)")
                    if let saveClosure = self.saveClosure { return saveClosure(name) }
                    if let saveReturnValue = self.saveReturnValue { return saveReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("save(_:)", of: "StoreMock", member: "saveReturnValue", closure: "saveClosure").message)
                }
            }
            """
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
            """
            protocol Counter {
                mutating func increment()
            }

            final class CounterMock: Counter {
                var invocations: [String] = []

                init() {}

                var incrementCallsCount: Int = 0
                var incrementCalled: Bool { incrementCallsCount > 0 }
                var incrementClosure: (() -> Void)?
                func increment() {
                    self.incrementCallsCount += 1
                    self.invocations.append("increment()")
                    self.incrementClosure?()
                }
            }
            """
        }
    }
}

import MacroTesting
import RippleMocksMacros
import Testing

/// What an unstubbed call does, by return type: sequences fail, optionals return nil, other
/// values stop with the reported message.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableReturnExpansionTests {
    @Test func reactiveReturnTypesFailWithAnErrorSequence() {
        assertMacro {
            """
            @Mockable
            protocol Api {
                func user(id: Int) -> Single<User>
                func cached(id: Int) -> Maybe<User>
                func delete(id: Int) -> Completable
                func updates() -> Observable<User>
            }
            """
        } expansion: {
            """
            protocol Api {
                func user(id: Int) -> Single<User>
                func cached(id: Int) -> Maybe<User>
                func delete(id: Int) -> Completable
                func updates() -> Observable<User>
            }

            final class ApiMock: Api {
                var invocations: [String] = []

                init() {}

                var userCallsCount: Int = 0
                var userCalled: Bool { userCallsCount > 0 }
                var userReceivedId: Int?
                var userReceivedInvocations: [Int] = []
                var userReturnValue: Single<User>?
                var userClosure: ((Int) -> Single<User>)?
                func user(id: Int) -> Single<User> {
                    self.userCallsCount += 1
                    self.userReceivedId = id
                    self.userReceivedInvocations.append(id)
                    self.invocations.append("user(id:)")
                    if let userClosure = self.userClosure { return userClosure(id) }
                    if let userReturnValue = self.userReturnValue { return userReturnValue }
                    return Single<User>.error(RippleMocks.MockError.reportUnstubbedCall("user(id:)", of: "ApiMock", member: "userReturnValue", closure: "userClosure"))
                }

                var cachedCallsCount: Int = 0
                var cachedCalled: Bool { cachedCallsCount > 0 }
                var cachedReceivedId: Int?
                var cachedReceivedInvocations: [Int] = []
                var cachedReturnValue: Maybe<User>?
                var cachedClosure: ((Int) -> Maybe<User>)?
                func cached(id: Int) -> Maybe<User> {
                    self.cachedCallsCount += 1
                    self.cachedReceivedId = id
                    self.cachedReceivedInvocations.append(id)
                    self.invocations.append("cached(id:)")
                    if let cachedClosure = self.cachedClosure { return cachedClosure(id) }
                    if let cachedReturnValue = self.cachedReturnValue { return cachedReturnValue }
                    return Maybe<User>.error(RippleMocks.MockError.reportUnstubbedCall("cached(id:)", of: "ApiMock", member: "cachedReturnValue", closure: "cachedClosure"))
                }

                var deleteCallsCount: Int = 0
                var deleteCalled: Bool { deleteCallsCount > 0 }
                var deleteReceivedId: Int?
                var deleteReceivedInvocations: [Int] = []
                var deleteReturnValue: Completable?
                var deleteClosure: ((Int) -> Completable)?
                func delete(id: Int) -> Completable {
                    self.deleteCallsCount += 1
                    self.deleteReceivedId = id
                    self.deleteReceivedInvocations.append(id)
                    self.invocations.append("delete(id:)")
                    if let deleteClosure = self.deleteClosure { return deleteClosure(id) }
                    if let deleteReturnValue = self.deleteReturnValue { return deleteReturnValue }
                    return Completable.error(RippleMocks.MockError.reportUnstubbedCall("delete(id:)", of: "ApiMock", member: "deleteReturnValue", closure: "deleteClosure"))
                }

                var updatesCallsCount: Int = 0
                var updatesCalled: Bool { updatesCallsCount > 0 }
                var updatesReturnValue: Observable<User>?
                var updatesClosure: (() -> Observable<User>)?
                func updates() -> Observable<User> {
                    self.updatesCallsCount += 1
                    self.invocations.append("updates()")
                    if let updatesClosure = self.updatesClosure { return updatesClosure() }
                    if let updatesReturnValue = self.updatesReturnValue { return updatesReturnValue }
                    return Observable<User>.error(RippleMocks.MockError.reportUnstubbedCall("updates()", of: "ApiMock", member: "updatesReturnValue", closure: "updatesClosure"))
                }
            }
            """
        }
    }

    @Test func moduleQualifiedReactiveTypesAreRecognized() {
        assertMacro {
            """
            @Mockable
            protocol Api {
                func user() -> RxSwift.Single<User>
                func updates() -> Ripple.Observable<User>
                func delete() -> RxSwift.Completable
            }
            """
        } expansion: {
            """
            protocol Api {
                func user() -> RxSwift.Single<User>
                func updates() -> Ripple.Observable<User>
                func delete() -> RxSwift.Completable
            }

            final class ApiMock: Api {
                var invocations: [String] = []

                init() {}

                var userCallsCount: Int = 0
                var userCalled: Bool { userCallsCount > 0 }
                var userReturnValue: RxSwift.Single<User>?
                var userClosure: (() -> RxSwift.Single<User>)?
                func user() -> RxSwift.Single<User> {
                    self.userCallsCount += 1
                    self.invocations.append("user()")
                    if let userClosure = self.userClosure { return userClosure() }
                    if let userReturnValue = self.userReturnValue { return userReturnValue }
                    return RxSwift.Single<User>.error(RippleMocks.MockError.reportUnstubbedCall("user()", of: "ApiMock", member: "userReturnValue", closure: "userClosure"))
                }

                var updatesCallsCount: Int = 0
                var updatesCalled: Bool { updatesCallsCount > 0 }
                var updatesReturnValue: Ripple.Observable<User>?
                var updatesClosure: (() -> Ripple.Observable<User>)?
                func updates() -> Ripple.Observable<User> {
                    self.updatesCallsCount += 1
                    self.invocations.append("updates()")
                    if let updatesClosure = self.updatesClosure { return updatesClosure() }
                    if let updatesReturnValue = self.updatesReturnValue { return updatesReturnValue }
                    return Ripple.Observable<User>.error(RippleMocks.MockError.reportUnstubbedCall("updates()", of: "ApiMock", member: "updatesReturnValue", closure: "updatesClosure"))
                }

                var deleteCallsCount: Int = 0
                var deleteCalled: Bool { deleteCallsCount > 0 }
                var deleteReturnValue: RxSwift.Completable?
                var deleteClosure: (() -> RxSwift.Completable)?
                func delete() -> RxSwift.Completable {
                    self.deleteCallsCount += 1
                    self.invocations.append("delete()")
                    if let deleteClosure = self.deleteClosure { return deleteClosure() }
                    if let deleteReturnValue = self.deleteReturnValue { return deleteReturnValue }
                    return RxSwift.Completable.error(RippleMocks.MockError.reportUnstubbedCall("delete()", of: "ApiMock", member: "deleteReturnValue", closure: "deleteClosure"))
                }
            }
            """
        }
    }

    @Test func otherReturnTypesStopWithTheMessage() {
        assertMacro {
            """
            @Mockable
            protocol Formatter {
                func format(_ value: Double) -> String
                func parse(_ text: String) -> Result<Double, ParseError>
            }
            """
        } expansion: {
            """
            protocol Formatter {
                func format(_ value: Double) -> String
                func parse(_ text: String) -> Result<Double, ParseError>
            }

            final class FormatterMock: Formatter {
                var invocations: [String] = []

                init() {}

                var formatCallsCount: Int = 0
                var formatCalled: Bool { formatCallsCount > 0 }
                var formatReceivedValue: Double?
                var formatReceivedInvocations: [Double] = []
                var formatReturnValue: String?
                var formatClosure: ((Double) -> String)?
                func format(_ value: Double) -> String {
                    self.formatCallsCount += 1
                    self.formatReceivedValue = value
                    self.formatReceivedInvocations.append(value)
                    self.invocations.append("format(_:)")
                    if let formatClosure = self.formatClosure { return formatClosure(value) }
                    if let formatReturnValue = self.formatReturnValue { return formatReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("format(_:)", of: "FormatterMock", member: "formatReturnValue", closure: "formatClosure").message)
                }

                var parseCallsCount: Int = 0
                var parseCalled: Bool { parseCallsCount > 0 }
                var parseReceivedText: String?
                var parseReceivedInvocations: [String] = []
                var parseReturnValue: Result<Double, ParseError>?
                var parseClosure: ((String) -> Result<Double, ParseError>)?
                func parse(_ text: String) -> Result<Double, ParseError> {
                    self.parseCallsCount += 1
                    self.parseReceivedText = text
                    self.parseReceivedInvocations.append(text)
                    self.invocations.append("parse(_:)")
                    if let parseClosure = self.parseClosure { return parseClosure(text) }
                    if let parseReturnValue = self.parseReturnValue { return parseReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("parse(_:)", of: "FormatterMock", member: "parseReturnValue", closure: "parseClosure").message)
                }
            }
            """
        }
    }

    @Test func optionalReturnTypesReturnNil() {
        assertMacro {
            """
            @Mockable
            protocol Finder {
                func first(named name: String) -> User?
                func last() -> Optional<User>
            }
            """
        } expansion: {
            """
            protocol Finder {
                func first(named name: String) -> User?
                func last() -> Optional<User>
            }

            final class FinderMock: Finder {
                var invocations: [String] = []

                init() {}

                var firstCallsCount: Int = 0
                var firstCalled: Bool { firstCallsCount > 0 }
                var firstReceivedName: String?
                var firstReceivedInvocations: [String] = []
                var firstReturnValue: User?
                var firstClosure: ((String) -> User?)?
                func first(named name: String) -> User? {
                    self.firstCallsCount += 1
                    self.firstReceivedName = name
                    self.firstReceivedInvocations.append(name)
                    self.invocations.append("first(named:)")
                    if let firstClosure = self.firstClosure { return firstClosure(name) }
                    return self.firstReturnValue
                }

                var lastCallsCount: Int = 0
                var lastCalled: Bool { lastCallsCount > 0 }
                var lastReturnValue: Optional<User> = nil
                var lastClosure: (() -> Optional<User>)?
                func last() -> Optional<User> {
                    self.lastCallsCount += 1
                    self.invocations.append("last()")
                    if let lastClosure = self.lastClosure { return lastClosure() }
                    return self.lastReturnValue
                }
            }
            """
        }
    }

    @Test func selfIsTheMock() {
        assertMacro {
            """
            @Mockable
            protocol Copying {
                func copy() -> Self
                func copies(_ count: Int) -> [Self]
            }
            """
        } expansion: {
            """
            protocol Copying {
                func copy() -> Self
                func copies(_ count: Int) -> [Self]
            }

            final class CopyingMock: Copying {
                var invocations: [String] = []

                init() {}

                var copyCallsCount: Int = 0
                var copyCalled: Bool { copyCallsCount > 0 }
                var copyReturnValue: CopyingMock?
                var copyClosure: (() -> CopyingMock)?
                func copy() -> CopyingMock {
                    self.copyCallsCount += 1
                    self.invocations.append("copy()")
                    if let copyClosure = self.copyClosure { return copyClosure() }
                    if let copyReturnValue = self.copyReturnValue { return copyReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("copy()", of: "CopyingMock", member: "copyReturnValue", closure: "copyClosure").message)
                }

                var copiesCallsCount: Int = 0
                var copiesCalled: Bool { copiesCallsCount > 0 }
                var copiesReceivedCount: Int?
                var copiesReceivedInvocations: [Int] = []
                var copiesReturnValue: [CopyingMock]?
                var copiesClosure: ((Int) -> [CopyingMock])?
                func copies(_ count: Int) -> [CopyingMock] {
                    self.copiesCallsCount += 1
                    self.copiesReceivedCount = count
                    self.copiesReceivedInvocations.append(count)
                    self.invocations.append("copies(_:)")
                    if let copiesClosure = self.copiesClosure { return copiesClosure(count) }
                    if let copiesReturnValue = self.copiesReturnValue { return copiesReturnValue }
                    fatalError(RippleMocks.MockError.reportUnstubbedCall("copies(_:)", of: "CopyingMock", member: "copiesReturnValue", closure: "copiesClosure").message)
                }
            }
            """
        }
    }
}

#if Mocks
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
            #"""
            protocol Api {
                func user(id: Int) -> Single<User>
                func cached(id: Int) -> Maybe<User>
                func delete(id: Int) -> Completable
                func updates() -> Observable<User>
            }

            #if MOCKING
            class ApiMock: Api {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func user(id: Int) -> Self { Self(name: "user(id:)", arguments: [RippleMockable.MockArgument("id", id)]) }
                    class func cached(id: Int) -> Self { Self(name: "cached(id:)", arguments: [RippleMockable.MockArgument("id", id)]) }
                    class func delete(id: Int) -> Self { Self(name: "delete(id:)", arguments: [RippleMockable.MockArgument("id", id)]) }
                    class func updates() -> Self { Self(name: "updates()", arguments: []) }
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

                var userCallsCount: Int = 0
                var userCalled: Bool { userCallsCount > 0 }
                var userReceivedId: Int?
                var userReceivedInvocations: [Int] = []
                var userReturnValue: Single<User>?
                var userReturnValues: [Single<User>] = []
                private var userArgumentAnswers: RippleMockable.MockArgumentAnswers<Int, Single<User>> = .init()
                var userClosure: ((Int) -> Single<User>)?
                func userReturns(_ mockAnswer: Single<User>, id: Int) {
                    self.userArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, id) }
                }
                func userReturns(_ mockAnswer: Single<User>, when mockMatches: @escaping (Int) -> Bool) {
                    self.userArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func user(id: Int) -> Single<User> {
                    self.userCallsCount += 1
                    self.userReceivedId = id
                    self.userReceivedInvocations.append(id)
                    self.recordMockCall(RippleMockable.MockCall(name: "user(id:)", arguments: [RippleMockable.MockArgument("id", id)]))
                    if let userClosure = self.userClosure { return userClosure(id) }
                    if let value = self.userArgumentAnswers.value(for: id) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.userReturnValues, else: self.userReturnValue, queue: "userReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Single<User>).self, policy: self.mockPolicy, error: .unstubbedCall("user(id:)", of: "ApiMock", member: "userReturnValue", closure: "userClosure"))
                }

                var cachedCallsCount: Int = 0
                var cachedCalled: Bool { cachedCallsCount > 0 }
                var cachedReceivedId: Int?
                var cachedReceivedInvocations: [Int] = []
                var cachedReturnValue: Maybe<User>?
                var cachedReturnValues: [Maybe<User>] = []
                private var cachedArgumentAnswers: RippleMockable.MockArgumentAnswers<Int, Maybe<User>> = .init()
                var cachedClosure: ((Int) -> Maybe<User>)?
                func cachedReturns(_ mockAnswer: Maybe<User>, id: Int) {
                    self.cachedArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, id) }
                }
                func cachedReturns(_ mockAnswer: Maybe<User>, when mockMatches: @escaping (Int) -> Bool) {
                    self.cachedArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func cached(id: Int) -> Maybe<User> {
                    self.cachedCallsCount += 1
                    self.cachedReceivedId = id
                    self.cachedReceivedInvocations.append(id)
                    self.recordMockCall(RippleMockable.MockCall(name: "cached(id:)", arguments: [RippleMockable.MockArgument("id", id)]))
                    if let cachedClosure = self.cachedClosure { return cachedClosure(id) }
                    if let value = self.cachedArgumentAnswers.value(for: id) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.cachedReturnValues, else: self.cachedReturnValue, queue: "cachedReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Maybe<User>).self, policy: self.mockPolicy, error: .unstubbedCall("cached(id:)", of: "ApiMock", member: "cachedReturnValue", closure: "cachedClosure"))
                }

                var deleteCallsCount: Int = 0
                var deleteCalled: Bool { deleteCallsCount > 0 }
                var deleteReceivedId: Int?
                var deleteReceivedInvocations: [Int] = []
                var deleteReturnValue: Completable?
                var deleteReturnValues: [Completable] = []
                private var deleteArgumentAnswers: RippleMockable.MockArgumentAnswers<Int, Completable> = .init()
                var deleteClosure: ((Int) -> Completable)?
                func deleteReturns(_ mockAnswer: Completable, id: Int) {
                    self.deleteArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, id) }
                }
                func deleteReturns(_ mockAnswer: Completable, when mockMatches: @escaping (Int) -> Bool) {
                    self.deleteArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func delete(id: Int) -> Completable {
                    self.deleteCallsCount += 1
                    self.deleteReceivedId = id
                    self.deleteReceivedInvocations.append(id)
                    self.recordMockCall(RippleMockable.MockCall(name: "delete(id:)", arguments: [RippleMockable.MockArgument("id", id)]))
                    if let deleteClosure = self.deleteClosure { return deleteClosure(id) }
                    if let value = self.deleteArgumentAnswers.value(for: id) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.deleteReturnValues, else: self.deleteReturnValue, queue: "deleteReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Completable).self, policy: self.mockPolicy, error: .unstubbedCall("delete(id:)", of: "ApiMock", member: "deleteReturnValue", closure: "deleteClosure"))
                }

                var updatesCallsCount: Int = 0
                var updatesCalled: Bool { updatesCallsCount > 0 }
                var updatesReturnValue: Observable<User>?
                var updatesReturnValues: [Observable<User>] = []
                var updatesClosure: (() -> Observable<User>)?
                func updates() -> Observable<User> {
                    self.updatesCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "updates()", arguments: []))
                    if let updatesClosure = self.updatesClosure { return updatesClosure() }
                    if let value = RippleMockable.MockAnswers.next(&self.updatesReturnValues, else: self.updatesReturnValue, queue: "updatesReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Observable<User>).self, policy: self.mockPolicy, error: .unstubbedCall("updates()", of: "ApiMock", member: "updatesReturnValue", closure: "updatesClosure"))
                }
            }

            /// Whether `ApiMock`'s calls are exactly `calls`, in order.
            func == (lhs: ApiMock.Calls, rhs: [ApiMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "ApiMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Api")
            typealias ApiMock = RippleMockable.MockNotGenerated
            #endif
            """#
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
            #"""
            protocol Api {
                func user() -> RxSwift.Single<User>
                func updates() -> Ripple.Observable<User>
                func delete() -> RxSwift.Completable
            }

            #if MOCKING
            class ApiMock: Api {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func user() -> Self { Self(name: "user()", arguments: []) }
                    class func updates() -> Self { Self(name: "updates()", arguments: []) }
                    class func delete() -> Self { Self(name: "delete()", arguments: []) }
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

                var userCallsCount: Int = 0
                var userCalled: Bool { userCallsCount > 0 }
                var userReturnValue: RxSwift.Single<User>?
                var userReturnValues: [RxSwift.Single<User>] = []
                var userClosure: (() -> RxSwift.Single<User>)?
                func user() -> RxSwift.Single<User> {
                    self.userCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "user()", arguments: []))
                    if let userClosure = self.userClosure { return userClosure() }
                    if let value = RippleMockable.MockAnswers.next(&self.userReturnValues, else: self.userReturnValue, queue: "userReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (RxSwift.Single<User>).self, policy: self.mockPolicy, error: .unstubbedCall("user()", of: "ApiMock", member: "userReturnValue", closure: "userClosure"))
                }

                var updatesCallsCount: Int = 0
                var updatesCalled: Bool { updatesCallsCount > 0 }
                var updatesReturnValue: Ripple.Observable<User>?
                var updatesReturnValues: [Ripple.Observable<User>] = []
                var updatesClosure: (() -> Ripple.Observable<User>)?
                func updates() -> Ripple.Observable<User> {
                    self.updatesCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "updates()", arguments: []))
                    if let updatesClosure = self.updatesClosure { return updatesClosure() }
                    if let value = RippleMockable.MockAnswers.next(&self.updatesReturnValues, else: self.updatesReturnValue, queue: "updatesReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Ripple.Observable<User>).self, policy: self.mockPolicy, error: .unstubbedCall("updates()", of: "ApiMock", member: "updatesReturnValue", closure: "updatesClosure"))
                }

                var deleteCallsCount: Int = 0
                var deleteCalled: Bool { deleteCallsCount > 0 }
                var deleteReturnValue: RxSwift.Completable?
                var deleteReturnValues: [RxSwift.Completable] = []
                var deleteClosure: (() -> RxSwift.Completable)?
                func delete() -> RxSwift.Completable {
                    self.deleteCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "delete()", arguments: []))
                    if let deleteClosure = self.deleteClosure { return deleteClosure() }
                    if let value = RippleMockable.MockAnswers.next(&self.deleteReturnValues, else: self.deleteReturnValue, queue: "deleteReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (RxSwift.Completable).self, policy: self.mockPolicy, error: .unstubbedCall("delete()", of: "ApiMock", member: "deleteReturnValue", closure: "deleteClosure"))
                }
            }

            /// Whether `ApiMock`'s calls are exactly `calls`, in order.
            func == (lhs: ApiMock.Calls, rhs: [ApiMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "ApiMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Api")
            typealias ApiMock = RippleMockable.MockNotGenerated
            #endif
            """#
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
            #"""
            protocol Formatter {
                func format(_ value: Double) -> String
                func parse(_ text: String) -> Result<Double, ParseError>
            }

            #if MOCKING
            class FormatterMock: Formatter {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func format(_ value: Double) -> Self { Self(name: "format(_:)", arguments: [RippleMockable.MockArgument(nil, value)]) }
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

                var formatCallsCount: Int = 0
                var formatCalled: Bool { formatCallsCount > 0 }
                var formatReceivedValue: Double?
                var formatReceivedInvocations: [Double] = []
                var formatReturnValue: String?
                var formatReturnValues: [String] = []
                private var formatArgumentAnswers: RippleMockable.MockArgumentAnswers<Double, String> = .init()
                var formatClosure: ((Double) -> String)?
                func formatReturns(_ mockAnswer: String, value: Double) {
                    self.formatArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, value) }
                }
                func formatReturns(_ mockAnswer: String, when mockMatches: @escaping (Double) -> Bool) {
                    self.formatArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func format(_ value: Double) -> String {
                    self.formatCallsCount += 1
                    self.formatReceivedValue = value
                    self.formatReceivedInvocations.append(value)
                    self.recordMockCall(RippleMockable.MockCall(name: "format(_:)", arguments: [RippleMockable.MockArgument(nil, value)]))
                    if let formatClosure = self.formatClosure { return formatClosure(value) }
                    if let value = self.formatArgumentAnswers.value(for: value) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.formatReturnValues, else: self.formatReturnValue, queue: "formatReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (String).self, policy: self.mockPolicy, error: .unstubbedCall("format(_:)", of: "FormatterMock", member: "formatReturnValue", closure: "formatClosure"))
                }

                var parseCallsCount: Int = 0
                var parseCalled: Bool { parseCallsCount > 0 }
                var parseReceivedText: String?
                var parseReceivedInvocations: [String] = []
                var parseReturnValue: Result<Double, ParseError>?
                var parseReturnValues: [Result<Double, ParseError>] = []
                private var parseArgumentAnswers: RippleMockable.MockArgumentAnswers<String, Result<Double, ParseError>> = .init()
                var parseClosure: ((String) -> Result<Double, ParseError>)?
                func parseReturns(_ mockAnswer: Result<Double, ParseError>, text: String) {
                    self.parseArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, text) }
                }
                func parseReturns(_ mockAnswer: Result<Double, ParseError>, when mockMatches: @escaping (String) -> Bool) {
                    self.parseArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func parse(_ text: String) -> Result<Double, ParseError> {
                    self.parseCallsCount += 1
                    self.parseReceivedText = text
                    self.parseReceivedInvocations.append(text)
                    self.recordMockCall(RippleMockable.MockCall(name: "parse(_:)", arguments: [RippleMockable.MockArgument(nil, text)]))
                    if let parseClosure = self.parseClosure { return parseClosure(text) }
                    if let value = self.parseArgumentAnswers.value(for: text) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.parseReturnValues, else: self.parseReturnValue, queue: "parseReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Result<Double, ParseError>).self, policy: self.mockPolicy, error: .unstubbedCall("parse(_:)", of: "FormatterMock", member: "parseReturnValue", closure: "parseClosure"))
                }
            }

            /// Whether `FormatterMock`'s calls are exactly `calls`, in order.
            func == (lhs: FormatterMock.Calls, rhs: [FormatterMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "FormatterMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Formatter")
            typealias FormatterMock = RippleMockable.MockNotGenerated
            #endif
            """#
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
            #"""
            protocol Finder {
                func first(named name: String) -> User?
                func last() -> Optional<User>
            }

            #if MOCKING
            class FinderMock: Finder {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func first(named name: String) -> Self { Self(name: "first(named:)", arguments: [RippleMockable.MockArgument("named", name)]) }
                    class func last() -> Self { Self(name: "last()", arguments: []) }
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

                var firstCallsCount: Int = 0
                var firstCalled: Bool { firstCallsCount > 0 }
                var firstReceivedName: String?
                var firstReceivedInvocations: [String] = []
                var firstReturnValue: User??
                var firstReturnValues: [User?] = []
                private var firstArgumentAnswers: RippleMockable.MockArgumentAnswers<String, User?> = .init()
                var firstClosure: ((String) -> User?)?
                func firstReturns(_ mockAnswer: User?, name: String) {
                    self.firstArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, name) }
                }
                func firstReturns(_ mockAnswer: User?, when mockMatches: @escaping (String) -> Bool) {
                    self.firstArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func first(named name: String) -> User? {
                    self.firstCallsCount += 1
                    self.firstReceivedName = name
                    self.firstReceivedInvocations.append(name)
                    self.recordMockCall(RippleMockable.MockCall(name: "first(named:)", arguments: [RippleMockable.MockArgument("named", name)]))
                    if let firstClosure = self.firstClosure { return firstClosure(name) }
                    if let value = self.firstArgumentAnswers.value(for: name) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.firstReturnValues, else: self.firstReturnValue, queue: "firstReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (User?).self, policy: self.mockPolicy, error: .unstubbedCall("first(named:)", of: "FinderMock", member: "firstReturnValue", closure: "firstClosure"))
                }

                var lastCallsCount: Int = 0
                var lastCalled: Bool { lastCallsCount > 0 }
                var lastReturnValue: Optional<User>?
                var lastReturnValues: [Optional<User>] = []
                var lastClosure: (() -> Optional<User>)?
                func last() -> Optional<User> {
                    self.lastCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "last()", arguments: []))
                    if let lastClosure = self.lastClosure { return lastClosure() }
                    if let value = RippleMockable.MockAnswers.next(&self.lastReturnValues, else: self.lastReturnValue, queue: "lastReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (Optional<User>).self, policy: self.mockPolicy, error: .unstubbedCall("last()", of: "FinderMock", member: "lastReturnValue", closure: "lastClosure"))
                }
            }

            /// Whether `FinderMock`'s calls are exactly `calls`, in order.
            func == (lhs: FinderMock.Calls, rhs: [FinderMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "FinderMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Finder")
            typealias FinderMock = RippleMockable.MockNotGenerated
            #endif
            """#
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
            #"""
            protocol Copying {
                func copy() -> Self
                func copies(_ count: Int) -> [Self]
            }

            #if MOCKING
            final class CopyingMock: Copying {
                var invocations: [String] = []
                private var mockCallRecords: [RippleMockable.MockCall] = []
                var mockPolicy: RippleMockable.MockPolicy = .strict

                /// A call to the mock, as `calls` lists it; one factory per method.
                class Call: RippleMockable.MockCall {
                    class func copy() -> Self { Self(name: "copy()", arguments: []) }
                    class func copies(_ count: Int) -> Self { Self(name: "copies(_:)", arguments: [RippleMockable.MockArgument(nil, count)]) }
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

                var copyCallsCount: Int = 0
                var copyCalled: Bool { copyCallsCount > 0 }
                var copyReturnValue: CopyingMock?
                var copyReturnValues: [CopyingMock] = []
                var copyClosure: (() -> CopyingMock)?
                func copy() -> CopyingMock {
                    self.copyCallsCount += 1
                    self.recordMockCall(RippleMockable.MockCall(name: "copy()", arguments: []))
                    if let copyClosure = self.copyClosure { return copyClosure() }
                    if let value = RippleMockable.MockAnswers.next(&self.copyReturnValues, else: self.copyReturnValue, queue: "copyReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: (CopyingMock).self, policy: self.mockPolicy, error: .unstubbedCall("copy()", of: "CopyingMock", member: "copyReturnValue", closure: "copyClosure"))
                }

                var copiesCallsCount: Int = 0
                var copiesCalled: Bool { copiesCallsCount > 0 }
                var copiesReceivedCount: Int?
                var copiesReceivedInvocations: [Int] = []
                var copiesReturnValue: [CopyingMock]?
                var copiesReturnValues: [[CopyingMock]] = []
                private var copiesArgumentAnswers: RippleMockable.MockArgumentAnswers<Int, [CopyingMock]> = .init()
                var copiesClosure: ((Int) -> [CopyingMock])?
                func copiesReturns(_ mockAnswer: [CopyingMock], count: Int) {
                    self.copiesArgumentAnswers.add(mockAnswer) { RippleMockable.MockArgument.areEqual($0, count) }
                }
                func copiesReturns(_ mockAnswer: [CopyingMock], when mockMatches: @escaping (Int) -> Bool) {
                    self.copiesArgumentAnswers.add(mockAnswer, when: mockMatches)
                }
                func copies(_ count: Int) -> [CopyingMock] {
                    self.copiesCallsCount += 1
                    self.copiesReceivedCount = count
                    self.copiesReceivedInvocations.append(count)
                    self.recordMockCall(RippleMockable.MockCall(name: "copies(_:)", arguments: [RippleMockable.MockArgument(nil, count)]))
                    if let copiesClosure = self.copiesClosure { return copiesClosure(count) }
                    if let value = self.copiesArgumentAnswers.value(for: count) { return value }
                    if let value = RippleMockable.MockAnswers.next(&self.copiesReturnValues, else: self.copiesReturnValue, queue: "copiesReturnValues", of: ObjectIdentifier(self)) { return value }
                    return RippleMockable.MockUnstubbed.value(of: ([CopyingMock]).self, policy: self.mockPolicy, error: .unstubbedCall("copies(_:)", of: "CopyingMock", member: "copiesReturnValue", closure: "copiesClosure"))
                }
            }

            /// Whether `CopyingMock`'s calls are exactly `calls`, in order.
            func == (lhs: CopyingMock.Calls, rhs: [CopyingMock.Call]) -> Bool { lhs.matches(rhs) }
            #else
            @available(*, unavailable, message: "CopyingMock is generated only where MOCKING is defined: add swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))] to the target that declares Copying")
            typealias CopyingMock = RippleMockable.MockNotGenerated
            #endif
            """#
        }
    }
}
#endif

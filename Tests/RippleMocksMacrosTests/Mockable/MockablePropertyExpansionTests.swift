import MacroTesting
import RippleMocksMacros
import Testing

/// Property requirements: get/set storage, optional ones start nil, others report when read
/// before they are set.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockablePropertyExpansionTests {
    @Test func properties() {
        assertMacro {
            """
            @Mockable
            protocol Session {
                var userName: String { get }
                var token: String? { get set }
                var lastError: Error! { get }
                var isActive: Bool { get async throws }
                var changes: Observable<Int> { get }
            }
            """
        } expansion: {
            """
            protocol Session {
                var userName: String { get }
                var token: String? { get set }
                var lastError: Error! { get }
                var isActive: Bool { get async throws }
                var changes: Observable<Int> { get }
            }

            final class SessionMock: Session {
                var invocations: [String] = []

                init() {}

                private var _userName: String?
                var userName: String {
                    get {
                        guard let value = self._userName else {
                            fatalError(RippleMocks.MockError.reportUnsetProperty("userName", of: "SessionMock").message)
                        }
                        return value
                    }
                    set { self._userName = newValue }
                }

                var token: String?

                var lastError: Error!

                private var _isActive: Bool?
                var isActive: Bool {
                    get {
                        guard let value = self._isActive else {
                            fatalError(RippleMocks.MockError.reportUnsetProperty("isActive", of: "SessionMock").message)
                        }
                        return value
                    }
                    set { self._isActive = newValue }
                }

                private var _changes: Observable<Int>?
                var changes: Observable<Int> {
                    get {
                        guard let value = self._changes else {
                            return Observable<Int>.error(RippleMocks.MockError.reportUnsetProperty("changes", of: "SessionMock"))
                        }
                        return value
                    }
                    set { self._changes = newValue }
                }
            }
            """
        }
    }
}

import MacroTesting
import RippleMocksMacros
import Testing

/// Initializer requirements record their arguments.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableInitializerExpansionTests {
    @Test func initializersRecordTheirArguments() {
        assertMacro {
            """
            @Mockable
            protocol Service {
                init(name: String)
                init?(name: String, port: Int) throws
                func start()
            }
            """
        } expansion: {
            """
            protocol Service {
                init(name: String)
                init?(name: String, port: Int) throws
                func start()
            }

            final class ServiceMock: Service {
                var invocations: [String] = []

                init() {}

                var initNameReceivedName: String?
                init(name: String) {
                    self.initNameReceivedName = name
                    self.invocations.append("init(name:)")
                }

                var initNamePortReceivedArguments: (name: String, port: Int)?
                init(name: String, port: Int) {
                    self.initNamePortReceivedArguments = (name: name, port: port)
                    self.invocations.append("init(name:port:)")
                }

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

    @Test func requiredEmptyInitializerReplacesTheDefaultOne() {
        assertMacro {
            """
            @Mockable
            protocol Plugin {
                init()
            }
            """
        } expansion: {
            """
            protocol Plugin {
                init()
            }

            final class PluginMock: Plugin {
                var invocations: [String] = []

                init() {
                    self.invocations.append("init()")
                }
            }
            """
        }
    }
}

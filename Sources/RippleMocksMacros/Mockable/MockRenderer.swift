#if Mocks
/// Writes the source of `<Protocol>Mock` from a ``MockedProtocol`` whose prefixes are chosen.
struct MockRenderer {
    let mocked: MockedProtocol

    /// Whether the mock subclasses the mock of the protocol it refines, and so inherits the
    /// members every mock has (`invocations`, `calls`, `mockPolicy`…).
    private var isChild: Bool { mocked.parentMock != nil }

    private var instanceStorage: MockStorage {
        var storage = MockStorage(
            isLocked: mocked.isLocked,
            isStatic: false,
            access: mocked.access.memberPrefix,
            isNonisolated: mocked.membersAreNonisolated,
            closuresAreSendable: mocked.closuresAreSendable
        )
        if isChild {
            storage.stateProperty = "mock\(mocked.name)State"
            storage.stateType = "\(mocked.name)State"
        }
        return storage
    }

    private var staticStorage: MockStorage {
        MockStorage(
            isLocked: true,
            isStatic: true,
            access: mocked.access.memberPrefix,
            closuresAreSendable: true,
            stateProperty: "mockStaticState",
            stateType: "StaticState"
        )
    }

    private func storage(isStatic: Bool) -> MockStorage {
        isStatic ? staticStorage : instanceStorage
    }

    private var methodRenderers: [MethodRenderer] {
        mocked.methods.map { MethodRenderer(method: $0, storage: storage(isStatic: $0.isStatic), mockName: mocked.mockName) }
    }

    private var initializerRenderers: [MethodRenderer] {
        mocked.initializers.map { MethodRenderer(method: $0, storage: instanceStorage, mockName: mocked.mockName) }
    }

    private var propertyRenderers: [PropertyRenderer] {
        mocked.properties.map { PropertyRenderer(property: $0, storage: storage(isStatic: $0.isStatic), mockName: mocked.mockName) }
    }

    private var invocationsSlot: Slot {
        Slot(name: "invocations", type: "[String]", initialValue: "[]")
    }

    /// The slots every root mock has besides `invocations`: the log behind `calls`, and the policy.
    private var rootSlots: [Slot] {
        [
            Slot(name: "mockCallRecords", type: "[RippleMockable.MockCall]", initialValue: "[]", isExposed: false),
            Slot(name: "mockPolicy", type: "RippleMockable.MockPolicy", initialValue: ".strict"),
        ]
    }

    /// Every slot of one kind (instance or static), in declaration order.
    func slots(isStatic: Bool) -> [Slot] {
        let hasMembers = !isStatic || mocked.hasStaticMembers
        guard hasMembers else { return [] }
        let own = (isStatic ? [] : initializerRenderers.flatMap(\.slots))
            + propertyRenderers.filter { $0.property.isStatic == isStatic }.flatMap(\.slots)
            + methodRenderers.filter { $0.method.isStatic == isStatic }.flatMap(\.slots)
        if isStatic {
            return [invocationsSlot] + own
        }
        return isChild ? own : [invocationsSlot] + rootSlots + own
    }

    /// The mock's source, wrapped in `#if MOCKING` so that builds without the condition (release
    /// builds of app targets) contain no mock. Without the condition, the mock's name is an
    /// unavailable type alias, so that code using the mock fails to compile with a message naming
    /// the missing setting, rather than "cannot find in scope".
    var source: String {
        var writer = CodeWriter()
        writer.line("#if MOCKING")
        writer.block(header) { writer in
            writeStorage(in: &writer)
            if !isChild {
                instanceStorage.declare([invocationsSlot] + rootSlots, in: &writer)
            }
            if mocked.hasStaticMembers {
                staticStorage.declare([invocationsSlot], in: &writer)
                writer.block("\(mocked.access.memberPrefix)static func resetStaticState()") { writer in
                    writer.line("Self.mockStaticState.withValue { $0 = StaticState() }")
                }
            }
            writer.line("")
            writeCallLog(in: &writer)
            writer.line("")
            writeInitializers(in: &writer)
            for renderer in propertyRenderers {
                writer.line("")
                renderer.storage.declare(renderer.slots, in: &writer)
                renderer.writeMembers(in: &writer)
            }
            for renderer in methodRenderers {
                writer.line("")
                renderer.writeMembers(in: &writer)
            }
        }
        writeCallsEquality(in: &writer)
        writer.line("#else")
        writeUnavailableName(in: &writer)
        writer.line("#endif")
        return writer.text
    }

    /// What the mock's name stands for without `MOCKING`: an unavailable type alias, which
    /// generates no code, whose message says how to get the mock.
    private func writeUnavailableName(in writer: inout CodeWriter) {
        let setting = #"swiftSettings: [.define(\"MOCKING\", .when(configuration: .debug))]"#
        let message = "\(mocked.mockName) is generated only where MOCKING is defined: add \(setting) to the target that declares \(mocked.name)"
        writer.line("@available(*, unavailable, message: \"\(message)\")")
        writer.line("\(mocked.access.declarationPrefix)typealias \(mocked.mockName)\(genericParameters) = RippleMockable.MockNotGenerated")
    }

    /// The mock's generic parameters, one per associated type of the protocol, with their
    /// constraints: `<Element: Equatable>`, or nothing.
    private var genericParameters: String {
        guard !mocked.associatedTypes.isEmpty else { return "" }
        return "<" + mocked.associatedTypes.map { type in
            type.constraint.map { "\(type.name): \($0)" } ?? type.name
        }.joined(separator: ", ") + ">"
    }

    private var header: String {
        let access = mocked.access.declarationPrefix
        var header: String
        if mocked.isActor {
            header = "\(access)actor \(mocked.mockName)"
        } else if mocked.isFinal {
            header = "\(access)final class \(mocked.mockName)"
        } else {
            header = "\(access == "public " ? "open " : access)class \(mocked.mockName)"
        }
        header += genericParameters
        header += ": " + ([mocked.parentMock].compactMap { $0 } + [mocked.name]).joined(separator: ", ")
        if mocked.isSendable && !mocked.isActor {
            header += ", @unchecked Sendable"
        }
        if !mocked.whereRequirements.isEmpty {
            header += " where " + mocked.whereRequirements.joined(separator: ", ")
        }
        return header
    }

    private func writeStorage(in writer: inout CodeWriter) {
        if mocked.isLocked {
            if mocked.isSendable && !mocked.isActor {
                writer.line("// @unchecked Sendable: all mutable state is in \(instanceStorage.stateProperty), whose lock guards it; calls record")
                writer.line("// under the lock, and closures run after it is released.")
            } else {
                writer.line("// All mutable state is in \(instanceStorage.stateProperty), whose lock guards it; calls record under the lock,")
                writer.line("// and closures run after it is released.")
            }
            instanceStorage.declareState(slots(isStatic: false), in: &writer)
        }
        if mocked.hasStaticMembers {
            if mocked.isLocked {
                writer.line("")
            }
            writer.line("// Static members keep their state in mockStaticState, behind a lock, since every test shares it;")
            writer.line("// call resetStaticState() before each test.")
            staticStorage.declareState(slots(isStatic: true), in: &writer)
        }
        if mocked.isLocked || mocked.hasStaticMembers {
            writer.line("")
        }
    }

    /// Writes the `Call` and `Calls` classes, the `calls` log and, in a root mock,
    /// `recordMockCall(_:)`, through which every instance call is recorded and then reported to
    /// `MockCallObservers`.
    private func writeCallLog(in writer: inout CodeWriter) {
        let access = mocked.access.memberPrefix
        let nestedClass = access == "public " ? "open class" : "\(access)class"
        let parent = mocked.parentMock
        writer.line("/// A call to the mock, as `calls` lists it; one factory per method.")
        writer.block("\(nestedClass) Call: \(parent.map { "\($0).Call" } ?? "RippleMockable.MockCall")") { writer in
            for factory in methodRenderers.compactMap(\.callFactory) {
                writer.line(factory)
            }
        }
        writer.line("/// Every call to the mock, in order; compares with an array of `Call`s.")
        writer.line("\(nestedClass) Calls: \(parent.map { "\($0).Calls" } ?? "RippleMockable.MockCallList") {}")
        let nonisolated = instanceStorage.isNonisolated ? "nonisolated " : ""
        if isChild {
            writer.line("\(access)\(nonisolated)override var calls: Calls { Calls(super.calls.all) }")
            return
        }
        writer.line("\(access)\(nonisolated)var calls: Calls { Calls(\(instanceStorage.read("mockCallRecords"))) }")
        writer.block("\(access)\(nonisolated)func recordMockCall(_ call: RippleMockable.MockCall)") { writer in
            instanceStorage.mutate(["invocations.append(call.name)", "mockCallRecords.append(call)"], in: &writer)
            writer.line("RippleMockable.MockCallObservers.didRecord(call, by: self)")
        }
    }

    /// Writes `==` between the mock's `calls` and an array of its `Call`s, at file scope: operator
    /// lookup doesn't see operators declared inside types that a macro generates.
    private func writeCallsEquality(in writer: inout CodeWriter) {
        let generics = genericParameters
        let arguments = mocked.associatedTypes.isEmpty ? "" : "<" + mocked.associatedTypes.map(\.name).joined(separator: ", ") + ">"
        let whereClause = mocked.whereRequirements.isEmpty ? "" : " where " + mocked.whereRequirements.joined(separator: ", ")
        let mock = mocked.mockName + arguments
        writer.line("")
        writer.line("/// Whether `\(mocked.mockName)`'s calls are exactly `calls`, in order.")
        writer.line("\(mocked.access.declarationPrefix)func == \(generics)(lhs: \(mock).Calls, rhs: [\(mock).Call]) -> Bool\(whereClause) { lhs.matches(rhs) }")
    }

    private func writeInitializers(in writer: inout CodeWriter) {
        let access = mocked.access.memberPrefix
        let nonisolated = instanceStorage.isNonisolated && !mocked.isActor ? "nonisolated " : ""
        if !isChild {
            if !mocked.initializers.contains(where: { $0.parameters.isEmpty }) {
                writer.line("\(access)\(nonisolated)init() {}")
            }
            writer.block("\(access)\(nonisolated)init(policy: RippleMockable.MockPolicy)") { writer in
                instanceStorage.mutate(["mockPolicy = policy"], in: &writer)
            }
        }
        for renderer in initializerRenderers {
            writer.line("")
            renderer.writeMembers(in: &writer)
        }
    }
}
#endif

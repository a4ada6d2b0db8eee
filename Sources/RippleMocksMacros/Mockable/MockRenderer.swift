/// Writes the source of `<Protocol>Mock` from a ``MockedProtocol`` whose prefixes are chosen.
struct MockRenderer {
    let mocked: MockedProtocol

    private var instanceStorage: MockStorage {
        MockStorage(isLocked: mocked.isSendable, isStatic: false, access: mocked.access.memberPrefix)
    }

    private var staticStorage: MockStorage {
        MockStorage(isLocked: true, isStatic: true, access: mocked.access.memberPrefix)
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

    /// Every slot of one kind (instance or static), in declaration order.
    func slots(isStatic: Bool) -> [Slot] {
        let hasMembers = !isStatic || mocked.hasStaticMembers
        guard hasMembers else { return [] }
        return [invocationsSlot]
            + (isStatic ? [] : initializerRenderers.flatMap(\.slots))
            + propertyRenderers.filter { $0.property.isStatic == isStatic }.flatMap(\.slots)
            + methodRenderers.filter { $0.method.isStatic == isStatic }.flatMap(\.slots)
    }

    /// The mock's source.
    var source: String {
        var writer = CodeWriter()
        writer.block(header) { writer in
            writeStorage(in: &writer)
            instanceStorage.declare([invocationsSlot], in: &writer)
            if mocked.hasStaticMembers {
                staticStorage.declare([invocationsSlot], in: &writer)
                writer.block("\(mocked.access.memberPrefix)static func resetStaticState()") { writer in
                    writer.line("Self.mockStaticState.withValue { $0 = StaticState() }")
                }
            }
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
        return writer.text
    }

    private var header: String {
        var header = "\(mocked.access.declarationPrefix)final class \(mocked.mockName)"
        if !mocked.associatedTypes.isEmpty {
            header += "<" + mocked.associatedTypes.map { type in
                type.constraint.map { "\(type.name): \($0)" } ?? type.name
            }.joined(separator: ", ") + ">"
        }
        header += ": \(mocked.name)"
        if mocked.isSendable {
            header += ", @unchecked Sendable"
        }
        if !mocked.whereRequirements.isEmpty {
            header += " where " + mocked.whereRequirements.joined(separator: ", ")
        }
        return header
    }

    private func writeStorage(in writer: inout CodeWriter) {
        if mocked.isSendable {
            writer.line("// @unchecked Sendable: all mutable state is in mockState, whose lock guards it; calls record")
            writer.line("// under the lock, and closures run after it is released.")
            writer.line("private let mockState = RippleMocks.MockLocked(State())")
        }
        if mocked.hasStaticMembers {
            if mocked.isSendable {
                writer.line("")
            }
            writer.line("// Static members keep their state in mockStaticState, behind a lock, since every test shares it;")
            writer.line("// call resetStaticState() before each test.")
            writer.line("private static let mockStaticState = RippleMocks.MockLocked(StaticState())")
        }
        if mocked.isSendable {
            writer.line("")
            instanceStorage.declareState(slots(isStatic: false), in: &writer)
        }
        if mocked.hasStaticMembers {
            writer.line("")
            staticStorage.declareState(slots(isStatic: true), in: &writer)
        }
        if mocked.isSendable || mocked.hasStaticMembers {
            writer.line("")
        }
    }

    private func writeInitializers(in writer: inout CodeWriter) {
        let hasEmptyRequirement = mocked.initializers.contains { $0.parameters.isEmpty }
        if !hasEmptyRequirement {
            writer.line("\(mocked.access.memberPrefix)init() {}")
        }
        for (index, renderer) in initializerRenderers.enumerated() {
            if index > 0 || !hasEmptyRequirement {
                writer.line("")
            }
            renderer.writeMembers(in: &writer)
        }
    }
}

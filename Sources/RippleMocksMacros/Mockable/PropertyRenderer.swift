#if Mocks
/// Generates the members of one property requirement.
///
/// The property counts its reads and writes and keeps its value in `underlying<Name>`, which
/// tests can set without counting a write. A read before a value was set follows the mock's
/// policy, like an unstubbed call (an optional property is simply nil). An effectful getter
/// (`async`, `throws`) gets a `ThrowableError` and no setter.
struct PropertyRenderer {
    let property: Property
    let storage: MockStorage
    let mockName: String

    private var bareName: String { Identifiers.bare(property.name) }
    private var underlyingName: String { "underlying" + Identifiers.capitalized(bareName) }
    private var isEffectful: Bool { property.isAsync || property.throwing != .none }

    /// The type of errors the getter throws.
    private var thrownErrorType: String? {
        switch property.throwing {
        case .none, .rethrowing: nil
        case .untyped: "any Error"
        case .typed(let type): type
        }
    }

    /// The slots: the counts, the value and, for a throwing getter, the error to throw.
    var slots: [Slot] {
        var slots = [Slot(name: "\(bareName)GetCount", type: "Int", initialValue: "0")]
        if !isEffectful {
            slots.append(Slot(name: "\(bareName)SetCount", type: "Int", initialValue: "0"))
        }
        slots.append(Slot(name: underlyingName, type: TypeFacts.optional(property.type, isOptional: property.isOptional), initialValue: nil))
        if let errorType = thrownErrorType {
            slots.append(Slot(name: "\(bareName)ThrowableError", type: TypeFacts.optional(errorType, isOptional: false), initialValue: nil))
        }
        return slots
    }

    /// Writes the property.
    func writeMembers(in writer: inout CodeWriter) {
        let nonisolated = property.isNonisolated && !storage.isNonisolated ? "nonisolated " : ""
        let effects = (property.isAsync ? " async" : "") + (thrownErrorType.map { $0 == "any Error" ? " throws" : " throws(\($0))" } ?? "")
        writer.block("\(property.attributes)\(storage.modifiers)\(nonisolated)var \(property.name): \(property.type)") { writer in
            writer.block("get\(effects)") { writer in
                storage.mutate(["\(bareName)GetCount += 1"], in: &writer)
                if thrownErrorType != nil {
                    writer.line("if let \(bareName)ThrowableError = \(storage.read("\(bareName)ThrowableError")) { throw \(bareName)ThrowableError }")
                }
                if property.isOptional {
                    writer.line("return \(storage.read(underlyingName))")
                    return
                }
                writer.block("guard let value = \(storage.read(underlyingName)) else") { writer in
                    let error = ".unsetProperty(\"\(bareName)\", of: \"\(mockName)\")"
                    let policy = storage.isStatic ? ".strict" : "self.mockPolicy"
                    if property.throwing == .untyped {
                        writer.line("return try RippleMockable.MockUnstubbed.throwingValue(of: (\(property.type)).self, policy: \(policy), error: \(error))")
                    } else {
                        writer.line("return RippleMockable.MockUnstubbed.value(of: (\(property.type)).self, policy: \(policy), error: \(error))")
                    }
                }
                writer.line("return value")
            }
            if !isEffectful {
                writer.block("set") { writer in
                    storage.mutate(["\(bareName)SetCount += 1", "\(underlyingName) = newValue"], in: &writer)
                }
            }
        }
    }
}
#endif

/// Generates the members of one property requirement.
///
/// An optional property is a plain settable property that starts nil. Any other property reads
/// a private slot and reports a test failure when it is read before a test set it.
struct PropertyRenderer {
    let property: Property
    let storage: MockStorage
    let mockName: String

    private var backingName: String { "_" + Identifiers.bare(property.name) }

    /// The slot holding the property's value.
    var slots: [Slot] {
        if property.isOptional {
            return [Slot(name: property.name, type: property.type, initialValue: nil)]
        }
        return [Slot(name: backingName, type: TypeFacts.optional(property.type, isOptional: false), initialValue: nil, isExposed: false)]
    }

    /// Writes the accessors of a non-optional property; optional ones are their slot.
    func writeMembers(in writer: inout CodeWriter) {
        guard !property.isOptional else { return }
        writer.block("\(property.attributes)\(storage.access)\(storage.staticKeyword)var \(property.name): \(property.type)") { writer in
            writer.block("get") { writer in
                writer.block("guard let value = \(storage.read(backingName)) else") { writer in
                    let report = "RippleMocks.MockError.reportUnsetProperty(\"\(Identifiers.bare(property.name))\", of: \"\(mockName)\")"
                    if property.isReactive {
                        writer.line("return \(property.type).error(\(report))")
                    } else {
                        writer.line("fatalError(\(report).message)")
                    }
                }
                writer.line("return value")
            }
            writer.line("set { \(storage.write(backingName, "newValue")) }")
        }
    }
}

/// Generates the members of one method or initializer requirement: its slots and its
/// implementation.
struct MethodRenderer {
    let method: Method
    let storage: MockStorage
    let mockName: String

    private var prefix: String { method.prefix }

    /// The slots the requirement records into and reads from, in the order tests meet them.
    var slots: [Slot] {
        var slots: [Slot] = []
        if !method.isInitializer {
            slots.append(Slot(name: "\(prefix)CallsCount", type: "Int", initialValue: "0"))
        }
        let recorded = method.recordedParameters
        if recorded.count == 1, let parameter = recorded.first {
            slots.append(Slot(
                name: "\(prefix)Received\(parameter.capitalizedName)",
                type: TypeFacts.optional(parameter.storedType, isOptional: parameter.storedTypeIsOptional),
                initialValue: nil
            ))
            if !method.isInitializer {
                slots.append(Slot(name: "\(prefix)ReceivedInvocations", type: "[\(parameter.storedType)]", initialValue: "[]"))
            }
        } else if recorded.count > 1 {
            let tuple = "(" + recorded.map { "\(Identifiers.label(Identifiers.bare($0.name))): \($0.storedType)" }.joined(separator: ", ") + ")"
            slots.append(Slot(name: "\(prefix)ReceivedArguments", type: "\(tuple)?", initialValue: nil))
            if !method.isInitializer {
                slots.append(Slot(name: "\(prefix)ReceivedInvocations", type: "[\(tuple)]", initialValue: "[]"))
            }
        }
        if method.isInitializer {
            return slots
        }
        if let errorType = thrownErrorType {
            slots.append(Slot(name: "\(prefix)ThrowableError", type: TypeFacts.optional(errorType, isOptional: false), initialValue: nil))
        }
        if let returnType = method.returnType {
            let stored = returnType.isGeneric ? "Any" : returnType.type
            slots.append(Slot(
                name: "\(prefix)ReturnValue",
                type: TypeFacts.optional(stored, isOptional: !returnType.isGeneric && returnType.wrappedOptional != nil),
                initialValue: nil
            ))
        }
        slots.append(Slot(name: "\(prefix)Closure", type: "(\(closureType))?", initialValue: nil))
        return slots
    }

    /// The type of errors the method throws, when tests can make it throw.
    private var thrownErrorType: String? {
        switch method.throwing {
        case .none, .rethrowing: nil
        case .untyped: "any Error"
        case .typed(let type): type
        }
    }

    /// The signature of the closure property: the method's, with variadic and generic
    /// parameters as the mock stores them.
    private var closureType: String {
        let parameters = method.parameters.map(\.closureParameterType).joined(separator: ", ")
        let returnType = method.returnType.map { $0.isGeneric ? "Any" : $0.type } ?? "Void"
        return "\(storage.closuresAreSendable ? "@Sendable " : "")(\(parameters))\(effects(forClosure: true)) -> \(returnType)"
    }

    private func effects(forClosure: Bool) -> String {
        let asyncPart = method.isAsync ? " async" : ""
        switch method.throwing {
        case .none: return asyncPart
        case .untyped: return asyncPart + " throws"
        case .typed(let type): return asyncPart + " throws(\(type))"
        case .rethrowing: return forClosure ? asyncPart : asyncPart + " rethrows"
        }
    }

    /// Writes the slots' properties, the `Called` property and the implementation.
    func writeMembers(in writer: inout CodeWriter) {
        let slots = slots
        if method.isInitializer {
            storage.declare(slots, in: &writer)
        } else {
            storage.declare(Array(slots.prefix(1)), in: &writer)
            writer.line("\(storage.access)\(storage.staticKeyword)var \(prefix)Called: Bool { \(prefix)CallsCount > 0 }")
            storage.declare(Array(slots.dropFirst()), in: &writer)
        }
        writer.block(signature) { writer in
            storage.mutate(recordings, in: &writer)
            guard !method.isInitializer else { return }
            writeBody(in: &writer)
        }
    }

    private var signature: String {
        let parameters = method.parameters.map(declaration(of:)).joined(separator: ", ")
        if method.isInitializer {
            return "\(method.attributes)\(storage.access)init\(method.genericParameterClause)(\(parameters))\(method.genericWhereClause)"
        }
        let returnClause = method.returnType.map { " -> \($0.type)" } ?? ""
        return "\(method.attributes)\(storage.access)\(storage.staticKeyword)func \(method.declaredName)\(method.genericParameterClause)(\(parameters))\(effects(forClosure: false))\(returnClause)\(method.genericWhereClause)"
    }

    private func declaration(of parameter: Parameter) -> String {
        let name = Identifiers.escaped(parameter.name)
        let names: String
        if let label = parameter.label {
            names = Identifiers.bare(label) == parameter.name ? label : "\(label) \(name)"
        } else {
            names = "_ \(name)"
        }
        return "\(names): \(parameter.declaredType)"
    }

    /// The statements that record a call.
    private var recordings: [String] {
        var recordings: [String] = []
        if !method.isInitializer {
            recordings.append("\(prefix)CallsCount += 1")
        }
        let recorded = method.recordedParameters
        if recorded.count == 1, let parameter = recorded.first {
            let value = Identifiers.escaped(parameter.name)
            recordings.append("\(prefix)Received\(parameter.capitalizedName) = \(value)")
            if !method.isInitializer {
                recordings.append("\(prefix)ReceivedInvocations.append(\(value))")
            }
        } else if recorded.count > 1 {
            let tuple = "(" + recorded.map { "\(Identifiers.label(Identifiers.bare($0.name))): \(Identifiers.escaped($0.name))" }.joined(separator: ", ") + ")"
            recordings.append("\(prefix)ReceivedArguments = \(tuple)")
            if !method.isInitializer {
                recordings.append("\(prefix)ReceivedInvocations.append(\(tuple))")
            }
        }
        recordings.append("invocations.append(\"\(method.selector)\")")
        return recordings
    }

    private func writeBody(in writer: inout CodeWriter) {
        let owner = storage.owner
        if thrownErrorType != nil {
            writer.line("if let \(prefix)ThrowableError = \(owner).\(prefix)ThrowableError { throw \(prefix)ThrowableError }")
        }
        let tryAwait = (thrownErrorType != nil ? "try " : "") + (method.isAsync ? "await " : "")
        let arguments = method.parameters.map { ($0.isInout ? "&" : "") + Identifiers.escaped($0.name) }.joined(separator: ", ")
        let call = "\(tryAwait)\(prefix)Closure(\(arguments))"
        guard let returnType = method.returnType else {
            writer.line("\(tryAwait)\(owner).\(prefix)Closure?(\(arguments))")
            return
        }
        switch (returnType.isGeneric, returnType.wrappedOptional) {
        case (false, nil):
            writer.line("if let \(prefix)Closure = \(owner).\(prefix)Closure { return \(call) }")
            writer.line("if let \(prefix)ReturnValue = \(owner).\(prefix)ReturnValue { return \(prefix)ReturnValue }")
            writeUnstubbed(returnType, expectedType: nil, in: &writer)
        case (false, .some):
            writer.line("if let \(prefix)Closure = \(owner).\(prefix)Closure { return \(call) }")
            writer.line("return \(owner).\(prefix)ReturnValue")
        case (true, nil):
            writer.line("if let \(prefix)Closure = \(owner).\(prefix)Closure, let value = \(call) as? \(returnType.type) { return value }")
            writer.line("if let value = \(owner).\(prefix)ReturnValue as? \(returnType.type) { return value }")
            writeUnstubbed(returnType, expectedType: returnType.type, in: &writer)
        case (true, .some(let wrapped)):
            writer.line("if let \(prefix)Closure = \(owner).\(prefix)Closure { return \(call) as? \(wrapped) }")
            writer.line("return \(owner).\(prefix)ReturnValue as? \(wrapped)")
        }
    }

    private func writeUnstubbed(_ returnType: ReturnType, expectedType: String?, in writer: inout CodeWriter) {
        let expected = expectedType.map { ", expectedType: \"\($0)\"" } ?? ""
        let report = "RippleMocks.MockError.reportUnstubbedCall(\"\(method.selector)\", of: \"\(mockName)\", member: \"\(prefix)ReturnValue\", closure: \"\(prefix)Closure\"\(expected))"
        if returnType.isReactive {
            writer.line("return \(returnType.type).error(\(report))")
        } else {
            writer.line("fatalError(\(report).message)")
        }
    }
}

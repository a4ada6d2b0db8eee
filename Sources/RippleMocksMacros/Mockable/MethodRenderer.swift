#if Mocks
/// Generates the members of one method or initializer requirement: its slots, its stubbing
/// helpers, its implementation and its factory in the mock's `Call` class.
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
        } else if let tuple = method.argumentsType {
            slots.append(Slot(name: "\(prefix)ReceivedArguments", type: "\(tuple)?", initialValue: nil))
        }
        if !method.isInitializer, let arguments = method.argumentsType {
            slots.append(Slot(name: "\(prefix)ReceivedInvocations", type: "[\(arguments)]", initialValue: "[]"))
        }
        if method.isInitializer {
            return slots
        }
        if let errorType = thrownErrorType {
            slots.append(Slot(name: "\(prefix)ThrowableError", type: TypeFacts.optional(errorType, isOptional: false), initialValue: nil))
            slots.append(Slot(name: "\(prefix)Results", type: "[Result<\(method.returnType?.storedType ?? "Void"), \(errorType)>]", initialValue: "[]"))
        }
        if let returnType = method.returnType {
            slots.append(Slot(name: "\(prefix)ReturnValue", type: TypeFacts.optional(returnType.storedType, isOptional: false), initialValue: nil))
            slots.append(Slot(name: "\(prefix)ReturnValues", type: "[\(returnType.storedType)]", initialValue: "[]"))
            if let arguments = method.argumentsType {
                slots.append(Slot(
                    name: "\(prefix)ArgumentAnswers",
                    type: "RippleMockable.MockArgumentAnswers<\(arguments), \(returnType.storedType)>",
                    initialValue: ".init()",
                    isExposed: false
                ))
            }
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
        let returnType = method.returnType?.storedType ?? "Void"
        return "\(storage.closureAttribute)(\(parameters))\(effects(forClosure: true)) -> \(returnType)"
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

    /// Writes the slots' properties, the `Called` property, the stubbing helpers and the
    /// implementation.
    func writeMembers(in writer: inout CodeWriter) {
        let slots = slots
        if method.isInitializer {
            storage.declare(slots, in: &writer)
        } else {
            storage.declare(Array(slots.prefix(1)), in: &writer)
            writer.line("\(storage.modifiers)var \(prefix)Called: Bool { \(prefix)CallsCount > 0 }")
            storage.declare(Array(slots.dropFirst()), in: &writer)
            writeArgumentAnswers(in: &writer)
        }
        writer.block(signature) { writer in
            for parameter in method.recordedParameters where parameter.mayBeAliasedClosure {
                writer.line("RippleMockable.MockRecording.recordable(\(Identifiers.escaped(parameter.name)))")
            }
            storage.mutate(recordings, in: &writer)
            if !storage.isStatic {
                writer.line("self.recordMockCall(\(callExpression))")
            }
            guard !method.isInitializer else { return }
            writeBody(in: &writer)
        }
    }

    /// Writes `<prefix>Returns(_:<arguments>)` and `<prefix>Returns(_:when:)`, which choose the
    /// return value by argument.
    private func writeArgumentAnswers(in writer: inout CodeWriter) {
        guard let returnType = method.returnType, let arguments = method.argumentsType else { return }
        let recorded = method.recordedParameters
        let answers = "\(prefix)ArgumentAnswers"
        let parameters = recorded.map { parameter in
            let label = Identifiers.label(Identifiers.bare(parameter.name))
            let name = Identifiers.escaped(parameter.name)
            return (label == name ? name : "\(label) \(name)") + ": \(storedParameterType(parameter))"
        }
        let comparisons: [String]
        if recorded.count == 1, let parameter = recorded.first {
            comparisons = ["RippleMockable.MockArgument.areEqual($0, \(Identifiers.escaped(parameter.name)))"]
        } else {
            comparisons = recorded.map { parameter in
                let name = Identifiers.bare(parameter.name)
                return "RippleMockable.MockArgument.areEqual($0.\(Identifiers.label(name)), \(Identifiers.escaped(parameter.name)))"
            }
        }
        writer.block("\(storage.modifiers)func \(prefix)Returns(_ mockAnswer: \(returnType.storedType), \(parameters.joined(separator: ", ")))") { writer in
            storage.mutate(["\(answers).add(mockAnswer) { \(comparisons.joined(separator: " && ")) }"], in: &writer)
        }
        writer.block("\(storage.modifiers)func \(prefix)Returns(_ mockAnswer: \(returnType.storedType), when mockMatches: @escaping \(storage.closureAttribute)(\(arguments)) -> Bool)") { writer in
            storage.mutate(["\(answers).add(mockAnswer, when: mockMatches)"], in: &writer)
        }
    }

    /// The type of a parameter that takes a value as the mock stores it: the stored type, marked
    /// `@escaping` for a closure.
    private func storedParameterType(_ parameter: Parameter) -> String {
        let escaping = parameter.closureKind == .escaping && !parameter.storedTypeIsOptional ? "@escaping " : ""
        return escaping + parameter.storedType
    }

    private var signature: String {
        let parameters = method.parameters.map(declaration(of:)).joined(separator: ", ")
        let nonisolated = method.isNonisolated ? "nonisolated " : ""
        if method.isInitializer {
            return "\(method.attributes)\(storage.access)\(nonisolated)init\(method.genericParameterClause)(\(parameters))\(method.genericWhereClause)"
        }
        let returnClause = method.returnType.map { " -> \($0.type)" } ?? ""
        return "\(method.attributes)\(storage.access)\(nonisolated)\(storage.staticKeyword)func \(method.declaredName)\(method.genericParameterClause)(\(parameters))\(effects(forClosure: false))\(returnClause)\(method.genericWhereClause)"
    }

    private func declaration(of parameter: Parameter) -> String {
        "\(names(of: parameter)): \(parameter.declaredType)"
    }

    /// The label and name of a parameter in a declaration: `id`, `withId id`, `_ id`.
    private func names(of parameter: Parameter) -> String {
        let name = Identifiers.escaped(parameter.name)
        guard let label = parameter.label else { return "_ \(name)" }
        return Identifiers.bare(label) == parameter.name ? label : "\(label) \(name)"
    }

    /// The statements that record a call in the method's own slots (and, for static methods,
    /// in the static `invocations`; instance calls go through `recordMockCall(_:)`).
    private var recordings: [String] {
        var recordings: [String] = []
        if !method.isInitializer {
            recordings.append("\(prefix)CallsCount += 1")
        }
        let recorded = method.recordedParameters
        if recorded.count == 1, let parameter = recorded.first {
            recordings.append("\(prefix)Received\(parameter.capitalizedName) = \(recordedValue(parameter))")
        } else if recorded.count > 1 {
            let tuple = recorded.map { "\(Identifiers.label(Identifiers.bare($0.name))): \(recordedValue($0))" }
            recordings.append("\(prefix)ReceivedArguments = (\(tuple.joined(separator: ", ")))")
        }
        if !method.isInitializer, let arguments = method.argumentsExpression {
            recordings.append("\(prefix)ReceivedInvocations.append(\(arguments))")
        }
        if storage.isStatic {
            recordings.append("invocations.append(\"\(method.selector)\")")
        }
        return recordings
    }

    /// The expression recording a parameter's value.
    private func recordedValue(_ parameter: Parameter) -> String {
        Identifiers.escaped(parameter.name)
    }

    /// The recorded call: `RippleMockable.MockCall(name: "find(id:)", arguments: [...])`.
    private var callExpression: String {
        "RippleMockable.MockCall(\(callInitializerArguments))"
    }

    /// The arguments that create the recorded call: its name and its arguments.
    private var callInitializerArguments: String {
        let arguments = method.recordedParameters.map { parameter in
            let value = Identifiers.escaped(parameter.name) + (parameter.storedTypeIsOptional ? " as Any" : "")
            return "RippleMockable.MockArgument(\(parameter.label.map { "\"\(Identifiers.bare($0))\"" } ?? "nil"), \(value))"
        }
        return "name: \"\(method.selector)\", arguments: [\(arguments.joined(separator: ", "))]"
    }

    /// The factory of the call in the mock's `Call` class, so that tests write the expected log
    /// as `[.find(id: 1)]`; nil for initializers and static methods, which it doesn't list.
    var callFactory: String? {
        guard !method.isInitializer, !method.isStatic else { return nil }
        let parameters = method.recordedParameters.map { parameter in
            "\(names(of: parameter)): \(storedParameterType(parameter))"
        }
        return "\(storage.access)class func \(method.declaredName)(\(parameters.joined(separator: ", "))) -> Self { Self(\(callInitializerArguments)) }"
    }

    private func writeBody(in writer: inout CodeWriter) {
        let tryAwait = (thrownErrorType != nil ? "try " : "") + (method.isAsync ? "await " : "")
        let arguments = method.parameters.map { ($0.isInout ? "&" : "") + Identifiers.escaped($0.name) }.joined(separator: ", ")
        if thrownErrorType != nil {
            writer.line("if let \(prefix)ThrowableError = \(storage.read("\(prefix)ThrowableError")) { throw \(prefix)ThrowableError }")
        }
        guard let returnType = method.returnType else {
            writer.line("if let \(prefix)Closure = \(storage.read("\(prefix)Closure")) { \(tryAwait)\(prefix)Closure(\(arguments)) }")
            if thrownErrorType != nil {
                writer.line("if let result = \(storage.access { "RippleMockable.MockAnswers.next(&\($0)\(prefix)Results, else: nil, \(queueArguments("\(prefix)Results")))" }) { try result.get() }")
            }
            return
        }
        let cast = returnType.isGeneric ? " as? \(returnType.type)" : ""
        let call = "\(tryAwait)\(prefix)Closure(\(arguments))"
        if returnType.isGeneric {
            writer.line("if let \(prefix)Closure = \(storage.read("\(prefix)Closure")), let value = \(call)\(cast) { return value }")
        } else {
            writer.line("if let \(prefix)Closure = \(storage.read("\(prefix)Closure")) { return \(call) }")
        }
        if thrownErrorType != nil {
            let take = storage.access { "RippleMockable.MockAnswers.next(&\($0)\(prefix)Results, else: nil, \(queueArguments("\(prefix)Results")))" }
            if returnType.isGeneric {
                writer.line("if let result = \(take), let value = try result.get()\(cast) { return value }")
            } else {
                writer.line("if let result = \(take) { return try result.get() }")
            }
        }
        if let argumentsExpression = method.argumentsExpression {
            writer.line("if let value = \(storage.read("\(prefix)ArgumentAnswers")).value(for: \(argumentsExpression))\(cast) { return value }")
        }
        writer.line("if let value = \(storage.access { "RippleMockable.MockAnswers.next(&\($0)\(prefix)ReturnValues, else: \($0)\(prefix)ReturnValue, \(queueArguments("\(prefix)ReturnValues")))" })\(cast) { return value }")
        writeUnstubbed(returnType, in: &writer)
    }

    /// The arguments that name the queue `name` to `MockAnswers.next`: its name and its owner,
    /// the mock (or, for static members, the mock's type).
    private func queueArguments(_ name: String) -> String {
        "queue: \"\(name)\", of: ObjectIdentifier(\(storage.owner)\(storage.isStatic ? ".self" : ""))"
    }

    private func writeUnstubbed(_ returnType: ReturnType, in writer: inout CodeWriter) {
        let expected = returnType.isGeneric ? ", expectedType: \"\(returnType.type)\"" : ""
        let error = ".unstubbedCall(\"\(method.selector)\", of: \"\(mockName)\", member: \"\(prefix)ReturnValue\", closure: \"\(prefix)Closure\"\(expected))"
        let policy = storage.isStatic ? ".strict" : "self.mockPolicy"
        if method.throwing == .untyped {
            writer.line("return try RippleMockable.MockUnstubbed.throwingValue(of: (\(returnType.type)).self, policy: \(policy), error: \(error))")
        } else {
            writer.line("return RippleMockable.MockUnstubbed.value(of: (\(returnType.type)).self, policy: \(policy), error: \(error))")
        }
    }
}
#endif

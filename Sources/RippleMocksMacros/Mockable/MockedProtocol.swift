#if Mocks
import SwiftSyntax

/// What `@Mockable` read from a protocol: everything the mock has to implement.
struct MockedProtocol {
    /// The protocol's name.
    var name: String
    /// The access level of the protocol, which the mock repeats.
    var access: AccessLevel
    /// Whether the protocol refines `Sendable`, so the mock keeps its state behind a lock.
    var isSendable: Bool
    /// Whether the protocol refines `Actor`, so the mock is an actor.
    var isActor = false
    /// The mock of the `@Mockable` protocol this one refines, which the mock subclasses; nil for
    /// a protocol that refines none.
    var parentMock: String?
    /// Whether a requirement mentions `Self`, so the mock must be final.
    var mentionsSelf = false
    /// The associated types, which become the mock's generic parameters.
    var associatedTypes: [AssociatedType]
    /// The requirements of the protocol's `where` clause and its associated types' clauses.
    var whereRequirements: [String]
    /// The method requirements, in declaration order.
    var methods: [Method]
    /// The initializer requirements, in declaration order.
    var initializers: [Method]
    /// The property requirements, in declaration order.
    var properties: [Property]

    /// The mock's name: the protocol's with `Mock` appended.
    var mockName: String { name + "Mock" }

    /// Whether a requirement is `nonisolated`, so the mock's state must be reachable from any
    /// isolation.
    var hasNonisolatedRequirement: Bool {
        methods.contains(where: \.isNonisolated) || properties.contains(where: \.isNonisolated)
    }

    /// Whether the mock keeps its state behind a lock: for `Sendable` and actor protocols,
    /// protocols with `nonisolated` requirements, and protocols refining another `@Mockable`
    /// protocol (whose mock may be `Sendable`).
    var isLocked: Bool {
        isSendable || isActor || hasNonisolatedRequirement || parentMock != nil
    }

    /// Whether the mock's members are declared `nonisolated`, so that tests reach them from any
    /// isolation: in actor mocks, and in mocks of protocols with `nonisolated` requirements.
    var membersAreNonisolated: Bool {
        isActor || hasNonisolatedRequirement
    }

    /// Whether the mock's stored closures must be `@Sendable`.
    var closuresAreSendable: Bool {
        isSendable || isActor || hasNonisolatedRequirement
    }

    /// Whether the mock is final. Mocks are open to subclassing, so that the mock of a refining
    /// protocol can inherit them, except where a class must be final to conform: requirements
    /// mentioning `Self`, initializer requirements, associated types (a generic mock), actors.
    var isFinal: Bool {
        isActor || mentionsSelf || !initializers.isEmpty || !associatedTypes.isEmpty
    }

    /// Whether any requirement is static, so the mock has static storage.
    var hasStaticMembers: Bool {
        methods.contains(where: \.isStatic) || properties.contains(where: \.isStatic)
    }
}

/// An associated type of the mocked protocol.
struct AssociatedType {
    /// Its name, also the name of the mock's generic parameter.
    var name: String
    /// Its inheritance clause, such as `Codable & Sendable`; nil when it has none.
    var constraint: String?
}

/// A method or initializer requirement.
struct Method {
    /// Whether the requirement is an initializer.
    var isInitializer: Bool
    /// The base name: `toggleLight` for `toggleLight(withId:)`, `init` for initializers.
    var baseName: String
    /// The name as written in the declaration, with backticks if it had them.
    var declaredName: String
    /// Whether it is a `static` requirement.
    var isStatic: Bool
    /// Whether it is a `nonisolated` requirement.
    var isNonisolated = false
    /// The attributes to repeat on the mock's implementation, such as `@discardableResult `.
    var attributes: String
    /// The generic parameter clause as written, such as `<T: Decodable>`; empty when none.
    var genericParameterClause: String
    /// The generic `where` clause as written, with a leading space; empty when none.
    var genericWhereClause: String
    /// The parameters.
    var parameters: [Parameter]
    /// Whether the method is `async`.
    var isAsync: Bool
    /// How the method throws.
    var throwing: Throwing
    /// The return type; nil for `Void`.
    var returnType: ReturnType?
    /// The syntax node, where diagnostics about the requirement point.
    var node: Syntax
    /// The prefix of the mock's members for this requirement, chosen by ``MemberNaming``.
    var prefix = ""

    /// The requirement as `name(label:label:)`, the form `invocations` records.
    var selector: String {
        let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
        return "\(Identifiers.bare(declaredName))(\(labels))"
    }

    /// The parameters whose values the mock records: all but non-escaping closures.
    var recordedParameters: [Parameter] {
        parameters.filter { $0.closureKind != .nonEscaping }
    }

    /// The type of the recorded arguments: the parameter's stored type for one, a labelled tuple
    /// for several; nil for none.
    var argumentsType: String? {
        let recorded = recordedParameters
        if recorded.count == 1, let parameter = recorded.first {
            return parameter.storedType
        }
        guard recorded.count > 1 else { return nil }
        return "(" + recorded.map { "\(Identifiers.label(Identifiers.bare($0.name))): \($0.storedType)" }.joined(separator: ", ") + ")"
    }

    /// The expression of the recorded arguments, in ``argumentsType``; nil for none.
    var argumentsExpression: String? {
        let recorded = recordedParameters
        if recorded.count == 1, let parameter = recorded.first {
            return Identifiers.escaped(parameter.name)
        }
        guard recorded.count > 1 else { return nil }
        return "(" + recorded.map { "\(Identifiers.label(Identifiers.bare($0.name))): \(Identifiers.escaped($0.name))" }.joined(separator: ", ") + ")"
    }
}

/// How a method throws.
enum Throwing: Equatable {
    /// It doesn't throw.
    case none
    /// It throws any error.
    case untyped
    /// It throws errors of one type (typed throws); the type as written.
    case typed(String)
    /// It rethrows errors of its closure parameters.
    case rethrowing
}

/// A method's return type.
struct ReturnType {
    /// The type as written, with `Self` replaced by the mock type.
    var type: String
    /// Whether the type is optional, so that the mock stores its answers as `T??`.
    var isOptional: Bool
    /// Whether it mentions a generic parameter of the method, so the mock stores it as `Any`.
    var isGeneric: Bool

    /// The type of the mock's stored answers.
    var storedType: String { isGeneric ? "Any" : type }
}

/// A parameter of a method or initializer requirement.
struct Parameter {
    /// The argument label; nil for `_`.
    var label: String?
    /// The name the mock's implementation uses: the internal name, else the label, else `argN`.
    var name: String
    /// The type as written in the requirement (with `Self` replaced), specifiers and all.
    var declaredType: String
    /// The type of a property that stores the value: no `inout`, `@escaping` or `@autoclosure`,
    /// variadic parameters as arrays, generic ones as `Any`.
    var storedType: String
    /// Whether ``storedType`` is optional already, so that recording properties don't add `?`.
    var storedTypeIsOptional: Bool
    /// The type of the parameter in the signature of the method's closure property.
    var closureParameterType: String
    /// Whether the parameter is `inout`.
    var isInout: Bool
    /// Whether its type uses a generic parameter of the method (or is a `some` type), so the
    /// mock stores it as `Any`.
    var isGeneric: Bool
    /// Whether the parameter is a closure and whether it escapes.
    var closureKind: ClosureKind
    /// Whether the type is a name that may be a type alias of a closure, which the macro can't
    /// see; the mock checks it with `MockRecording.recordable(_:)`, which rejects a closure with a
    /// clear message.
    var mayBeAliasedClosure = false
    /// The type in words, used to tell overloads apart: `StringArray` for `[String]`.
    var typeName: String
    /// The part of the name used in member names: `Id` for `withId id: Int`.
    var capitalizedName: String { Identifiers.capitalized(Identifiers.bare(name)) }
}

/// Whether a parameter is a closure, and whether the mock may keep it.
enum ClosureKind {
    /// Not a closure (or a closure behind a type alias, which the macro can't see).
    case notAClosure
    /// An escaping closure (`@escaping` or optional): recorded, so a test can call it later.
    case escaping
    /// A non-escaping closure: it can't outlive the call, so it is not recorded.
    case nonEscaping
}

/// A property requirement.
struct Property {
    /// The name as written.
    var name: String
    /// The type as written, with `Self` replaced by the mock type.
    var type: String
    /// Whether the type is optional (`T?`, `Optional<T>` or `T!`), so the property starts nil.
    var isOptional: Bool
    /// Whether it is a `static` requirement.
    var isStatic: Bool
    /// Whether it is a `nonisolated` requirement.
    var isNonisolated = false
    /// Whether its getter is `async`.
    var isAsync = false
    /// How its getter throws.
    var throwing = Throwing.none
    /// The attributes to repeat on the mock's property.
    var attributes: String
    /// The syntax node, where diagnostics about the requirement point.
    var node: Syntax
}
#endif

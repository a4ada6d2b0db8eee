#if Mocks
import SwiftDiagnostics

/// The compile-time errors of `@Mockable`: each says what is unsupported and why.
enum MockableDiagnostic: DiagnosticMessage {
    case notAProtocol
    case inheritedRequirements(protocolName: String)
    case severalParents(first: String, second: String)
    case genericParent(protocolName: String)
    case staticRequirementInRefiningProtocol(name: String)
    case initializerInRefiningProtocol(name: String)
    case subscriptRequirement
    case operatorRequirement(name: String)
    case conditionalCompilation
    case unsupportedMember(kind: String)
    case parameterPack(name: String)
    case genericInoutParameter(parameter: String, method: String)
    case indistinguishableOverloads(first: String, second: String)
    case memberNameClash(member: String, first: String, second: String)
    case reservedName(member: String, requirement: String)

    var message: String {
        switch self {
        case .notAProtocol:
            "'@Mockable' can only be attached to a protocol: it generates a class that conforms to it"
        case .inheritedRequirements(let protocolName):
            "'@Mockable' can't mock requirements inherited from '\(protocolName)': a macro only sees the protocol it is attached to, so the mock would not conform; a mocked protocol may refine 'Sendable', 'AnyObject', 'Actor' and one other '@Mockable' protocol"
        case .severalParents(let first, let second):
            "'@Mockable' can't mock a protocol that refines both '\(first)' and '\(second)': the mock subclasses the mock of the one '@Mockable' protocol it refines"
        case .genericParent(let protocolName):
            "'@Mockable' can't mock a protocol that refines '\(protocolName)': the mock of a protocol with associated types is a final generic class, which can't be subclassed"
        case .staticRequirementInRefiningProtocol(let name):
            "'@Mockable' doesn't support the static requirement '\(name)' in a protocol that refines another '@Mockable' protocol: the mock shares its parent mock's static state; declare it in the parent"
        case .initializerInRefiningProtocol(let name):
            "'@Mockable' doesn't support the initializer requirement '\(name)' in a protocol that refines another '@Mockable' protocol: the mock inherits its parent mock's initializers; declare it in the parent"
        case .subscriptRequirement:
            "'@Mockable' doesn't support subscript requirements: they have no base name for the generated members; declare a method instead"
        case .operatorRequirement(let name):
            "'@Mockable' doesn't support the operator requirement '\(name)': an operator can't prefix the names of the generated members"
        case .conditionalCompilation:
            "'@Mockable' doesn't support '#if' inside the protocol: a macro can't tell which requirements will be compiled"
        case .unsupportedMember(let kind):
            "'@Mockable' doesn't support \(kind) in a protocol: the mock would have nothing to generate for it"
        case .parameterPack(let name):
            "'@Mockable' doesn't support the parameter pack in '\(name)': a mock can't store values of a pack"
        case .genericInoutParameter(let parameter, let method):
            "'@Mockable' doesn't support the inout parameter '\(parameter)' of '\(method)': its type uses a generic parameter, so the mock stores it as 'Any', which can't be passed back inout"
        case .indistinguishableOverloads(let first, let second):
            "'@Mockable' can't name the members for '\(first)' and '\(second)' apart: they have the same base name, argument labels and parameter types; rename one of them"
        case .memberNameClash(let member, let first, let second):
            "'@Mockable' would generate '\(member)' for both '\(first)' and '\(second)'; rename one of them"
        case .reservedName(let member, let requirement):
            "'@Mockable' can't mock '\(requirement)': the mock declares '\(member)' itself; rename the requirement"
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "RippleMocks.Mockable", id: idName)
    }

    var severity: DiagnosticSeverity { .error }

    private var idName: String {
        switch self {
        case .notAProtocol: "notAProtocol"
        case .inheritedRequirements: "inheritedRequirements"
        case .severalParents: "severalParents"
        case .genericParent: "genericParent"
        case .staticRequirementInRefiningProtocol: "staticRequirementInRefiningProtocol"
        case .initializerInRefiningProtocol: "initializerInRefiningProtocol"
        case .subscriptRequirement: "subscriptRequirement"
        case .operatorRequirement: "operatorRequirement"
        case .conditionalCompilation: "conditionalCompilation"
        case .unsupportedMember: "unsupportedMember"
        case .parameterPack: "parameterPack"
        case .genericInoutParameter: "genericInoutParameter"
        case .indistinguishableOverloads: "indistinguishableOverloads"
        case .memberNameClash: "memberNameClash"
        case .reservedName: "reservedName"
        }
    }
}
#endif

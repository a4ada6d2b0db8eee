import SwiftDiagnostics

/// The compile-time errors of `@Modifiable`: each says what is unsupported and why.
enum ModifiableDiagnostic: DiagnosticMessage {
    case notAStruct
    case unsupportedPattern
    case missingType(name: String)
    case nothingToModify
    case noMemberwiseInitializer(labels: String)

    var message: String {
        switch self {
        case .notAStruct:
            "'@Modifiable' can only be attached to a struct: modify(...) copies a value, and classes and actors are shared references while enums have no stored properties to change"
        case .unsupportedPattern:
            "'@Modifiable' doesn't support properties declared with a tuple pattern: declare each stored property on its own"
        case .missingType(let name):
            "'@Modifiable' needs a type annotation on '\(name)': the macro only sees syntax, and modify(...) needs the type for its parameter"
        case .nothingToModify:
            "'@Modifiable' found no stored property that modify(...) could change: constants with initial values can't change, and private properties, or properties less visible than the struct, are left out"
        case .noMemberwiseInitializer(let labels):
            "'@Modifiable' needs an initializer 'init(\(labels))' to rebuild the struct: declaring initializers in the struct removes the memberwise one"
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: "RippleMocks.Modifiable", id: idName)
    }

    var severity: DiagnosticSeverity { .error }

    private var idName: String {
        switch self {
        case .notAStruct: "notAStruct"
        case .unsupportedPattern: "unsupportedPattern"
        case .missingType: "missingType"
        case .nothingToModify: "nothingToModify"
        case .noMemberwiseInitializer: "noMemberwiseInitializer"
        }
    }
}

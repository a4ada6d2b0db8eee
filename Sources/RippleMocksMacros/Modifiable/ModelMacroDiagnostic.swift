#if Mocks
import SwiftDiagnostics

/// The macros that rebuild a struct from its stored properties: `@Modifiable` and `@Lensable`.
enum ModelMacro {
    case modifiable
    case lensable

    /// The attribute, quoted: `'@Modifiable'`.
    var attribute: String {
        switch self {
        case .modifiable: "'@Modifiable'"
        case .lensable: "'@Lensable'"
        }
    }

    /// What the macro generates, as the subject of a sentence.
    var generated: String {
        switch self {
        case .modifiable: "modify(...)"
        case .lensable: "a lens"
        }
    }

    /// What the generated code needs a property's type for.
    var typeUse: String {
        switch self {
        case .modifiable: "for its parameter"
        case .lensable: "for its part"
        }
    }
}

/// The compile-time errors of `@Modifiable` and `@Lensable`: each says what is unsupported and why.
struct ModelMacroDiagnostic: DiagnosticMessage {
    enum Problem {
        case notAStruct
        case unsupportedPattern
        case missingType(name: String)
        case nothingToModify
        case noMemberwiseInitializer(labels: String)
    }

    let macro: ModelMacro
    let problem: Problem

    var message: String {
        let attribute = macro.attribute
        switch problem {
        case .notAStruct:
            return "\(attribute) can only be attached to a struct: \(macro.generated) copies a value, and classes and actors are shared references while enums have no stored properties to change"
        case .unsupportedPattern:
            return "\(attribute) doesn't support properties declared with a tuple pattern: declare each stored property on its own"
        case .missingType(let name):
            return "\(attribute) needs a type annotation on '\(name)': the macro only sees syntax, and \(macro.generated) needs the type \(macro.typeUse)"
        case .nothingToModify:
            return "\(attribute) found no stored property that \(macro.generated) could change: constants with initial values can't change, and private properties, or properties less visible than the struct, are left out"
        case .noMemberwiseInitializer(let labels):
            return "\(attribute) needs an initializer 'init(\(labels))' to rebuild the struct: declaring initializers in the struct removes the memberwise one"
        }
    }

    var diagnosticID: MessageID {
        MessageID(domain: macro == .modifiable ? "RippleMocks.Modifiable" : "RippleMocks.Lensable", id: idName)
    }

    var severity: DiagnosticSeverity { .error }

    private var idName: String {
        switch problem {
        case .notAStruct: "notAStruct"
        case .unsupportedPattern: "unsupportedPattern"
        case .missingType: "missingType"
        case .nothingToModify: "nothingToModify"
        case .noMemberwiseInitializer: "noMemberwiseInitializer"
        }
    }
}
#endif

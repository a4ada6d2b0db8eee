#if Mocks
import SwiftSyntax

/// A stored property that the memberwise initializer takes.
struct StoredProperty {
    /// Its name as written.
    var name: String
    /// Its type as written.
    var type: String
    /// Its access level.
    var access: AccessLevel
}

/// Reads the stored properties of a struct that its memberwise initializer takes, in order.
struct StoredPropertyReader {
    /// The problems found, each with the node it points at.
    private(set) var problems: [(node: Syntax, problem: ModelMacroDiagnostic.Problem)] = []

    mutating func read(_ structDecl: StructDeclSyntax) -> [StoredProperty] {
        var properties: [StoredProperty] = []
        for member in structDecl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
            let access = AccessLevel(variable.modifiers) ?? .internal
            let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for (index, binding) in variable.bindings.enumerated() {
                if isComputed(binding) { continue }
                // A constant with an initial value can't be initialized again, so the memberwise
                // initializer skips it.
                if isConstant, binding.initializer != nil { continue }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    problems.append((Syntax(binding), .unsupportedPattern))
                    continue
                }
                let laterType = variable.bindings.dropFirst(index).first { $0.typeAnnotation != nil }?.typeAnnotation?.type
                guard let type = binding.typeAnnotation?.type ?? (binding.initializer == nil ? laterType : nil) else {
                    problems.append((Syntax(binding), .missingType(name: name)))
                    continue
                }
                properties.append(StoredProperty(name: name, type: type.trimmedDescription, access: access))
            }
        }
        return properties
    }

    private func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessorBlock = binding.accessorBlock else { return false }
        switch accessorBlock.accessors {
        case .getter:
            return true
        case .accessors(let accessors):
            return accessors.contains { accessor in
                [.keyword(.get), .keyword(.set), .keyword(._read), .keyword(._modify)].contains(accessor.accessorSpecifier.tokenKind)
            }
        }
    }
}
#endif

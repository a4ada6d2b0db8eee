#if Mocks
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// What `@Modifiable` and `@Lensable` read from a struct: its stored properties, those the
/// generated code may change, and how to rebuild a copy.
struct ModelShape {
    /// The struct's access level.
    let access: AccessLevel
    /// Every stored property the memberwise initializer takes, in order.
    let properties: [StoredProperty]
    /// The properties at least as visible as the generated code, which it may change.
    let changeable: [StoredProperty]

    /// Reads `declaration`, or diagnoses why `macro` can't be attached to it and returns nil.
    static func read(
        _ declaration: some DeclGroupSyntax,
        attribute node: AttributeSyntax,
        for macro: ModelMacro,
        in context: some MacroExpansionContext
    ) -> ModelShape? {
        func diagnose(_ node: some SyntaxProtocol, _ problem: ModelMacroDiagnostic.Problem) {
            context.diagnose(Diagnostic(node: node, message: ModelMacroDiagnostic(macro: macro, problem: problem)))
        }
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            diagnose(node, .notAStruct)
            return nil
        }
        var reader = StoredPropertyReader()
        let properties = reader.read(structDecl)
        for problem in reader.problems {
            diagnose(problem.node, problem.problem)
        }
        guard reader.problems.isEmpty else { return nil }

        let access = AccessLevel(structDecl.modifiers) ?? .internal
        // The generated code is as visible as the struct, so it only changes properties at least
        // as visible; the others keep their values.
        let threshold = min(max(access, .fileprivate), .public)
        let changeable = properties.filter { $0.access >= threshold }
        guard !changeable.isEmpty else {
            diagnose(node, .nothingToModify)
            return nil
        }
        if let problem = initializerProblem(structDecl, properties: properties) {
            diagnose(node, problem)
            return nil
        }
        return ModelShape(access: access, properties: properties, changeable: changeable)
    }

    /// The arguments of the initializer call that rebuilds the struct: each property's value is
    /// `replacement(property)` when it gives one, and `current(name)` otherwise.
    func rebuildArguments(current: (String) -> String, replacement: (StoredProperty) -> String?) -> String {
        properties.map { property in
            let name = Identifiers.bare(property.name)
            return "\(name): \(replacement(property) ?? current(name))"
        }.joined(separator: ", ")
    }

    /// Why the struct can't be rebuilt from its stored properties: it declares initializers and
    /// none of them takes every stored property in order.
    private static func initializerProblem(_ structDecl: StructDeclSyntax, properties: [StoredProperty]) -> ModelMacroDiagnostic.Problem? {
        let initializers = structDecl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard !initializers.isEmpty else { return nil }
        let names = properties.map { Identifiers.bare($0.name) }
        let matches = initializers.contains { initializer in
            initializer.signature.parameterClause.parameters.map { Identifiers.bare($0.firstName.text) } == names
        }
        return matches ? nil : .noMemberwiseInitializer(labels: names.map { $0 + ":" }.joined())
    }
}
#endif

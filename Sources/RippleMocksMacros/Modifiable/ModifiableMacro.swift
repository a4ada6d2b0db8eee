import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Modifiable`: generates `modify(...)`, a copy of a struct with some stored properties changed.
public struct ModifiableMacro: MemberMacro {
    /// `modify(...)` is written already indented.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ModifiableDiagnostic.notAStruct))
            return []
        }
        var reader = StoredPropertyReader()
        let properties = reader.read(structDecl)
        for problem in reader.problems {
            context.diagnose(Diagnostic(node: problem.node, message: problem.diagnostic))
        }
        guard reader.problems.isEmpty else { return [] }

        let access = AccessLevel(structDecl.modifiers) ?? .internal
        // modify(...) is as visible as the struct, so it only changes properties at least as
        // visible; the others keep their values.
        let threshold = min(max(access, .fileprivate), .public)
        let changeable = properties.filter { $0.access >= threshold }
        guard !changeable.isEmpty else {
            context.diagnose(Diagnostic(node: node, message: ModifiableDiagnostic.nothingToModify))
            return []
        }
        if let problem = initializerProblem(structDecl, properties: properties) {
            context.diagnose(Diagnostic(node: node, message: problem))
            return []
        }

        let parameters = changeable.map { property in
            "\(property.name): \(TypeFacts.optional(property.type, isOptional: false)) = nil"
        }
        let changeableNames = Set(changeable.map(\.name))
        let arguments = properties.map { property in
            let name = Identifiers.bare(property.name)
            let current = "self.\(name)"
            return changeableNames.contains(property.name) ? "\(name): \(Identifiers.escaped(name)) ?? \(current)" : "\(name): \(current)"
        }
        var writer = CodeWriter()
        writer.line("/// A copy of this value with the given properties changed; `nil` keeps a property's value.")
        writer.block("\(access.memberPrefix)func modify(\(parameters.joined(separator: ", "))) -> Self") { writer in
            writer.line("Self(\(arguments.joined(separator: ", ")))")
        }
        return [DeclSyntax(stringLiteral: writer.text)]
    }

    /// Why the struct can't be rebuilt from its stored properties: it declares initializers and
    /// none of them takes every stored property in order.
    private static func initializerProblem(_ structDecl: StructDeclSyntax, properties: [StoredProperty]) -> ModifiableDiagnostic? {
        let initializers = structDecl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard !initializers.isEmpty else { return nil }
        let names = properties.map { Identifiers.bare($0.name) }
        let matches = initializers.contains { initializer in
            initializer.signature.parameterClause.parameters.map { Identifiers.bare($0.firstName.text) } == names
        }
        return matches ? nil : .noMemberwiseInitializer(labels: names.map { $0 + ":" }.joined())
    }
}

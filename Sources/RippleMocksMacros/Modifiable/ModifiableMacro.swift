#if Mocks
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
        guard let shape = ModelShape.read(declaration, attribute: node, for: .modifiable, in: context) else {
            return []
        }
        let parameters = shape.changeable.map { property in
            "\(property.name): \(TypeFacts.optional(property.type, isOptional: false)) = nil"
        }
        let changeableNames = Set(shape.changeable.map(\.name))
        let arguments = shape.rebuildArguments(current: { "self.\($0)" }) { property in
            guard changeableNames.contains(property.name) else { return nil }
            return "\(Identifiers.escaped(Identifiers.bare(property.name))) ?? self.\(Identifiers.bare(property.name))"
        }
        var writer = CodeWriter()
        writer.line("/// A copy of this value with the given properties changed; `nil` keeps a property's value.")
        writer.block("\(shape.access.memberPrefix)func modify(\(parameters.joined(separator: ", "))) -> Self") { writer in
            writer.line("Self(\(arguments))")
        }
        return [DeclSyntax(stringLiteral: writer.text)]
    }
}
#endif

#if Mocks
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Lensable`: generates `Lenses`, one `Lens` per stored property, `static var lens`, and the
/// conformance to `Lensable` through which lenses of nested models compose.
public struct LensableMacro: MemberMacro, ExtensionMacro {
    /// The lenses are written already indented.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let shape = ModelShape.read(declaration, attribute: node, for: .lensable, in: context),
              let structDecl = declaration.as(StructDeclSyntax.self) else {
            return []
        }
        let whole = structDecl.name.text + (structDecl.genericParameterClause.map { clause in
            "<" + clause.parameters.map(\.name.text).joined(separator: ", ") + ">"
        } ?? "")
        let access = shape.access.memberPrefix
        var writer = CodeWriter()
        writer.line("/// One lens per stored property: `\(structDecl.name.text).lens.\(Identifiers.bare(shape.changeable[0].name))`.")
        writer.block("\(access)struct Lenses") { writer in
            for property in shape.changeable {
                let name = Identifiers.bare(property.name)
                let arguments = shape.rebuildArguments(current: { "whole.\($0)" }) { other in
                    other.name == property.name ? "part" : nil
                }
                writer.line("/// The lens of `\(name)`.")
                writer.block("\(access)var \(property.name): RippleMockable.Lens<\(whole), \(property.type)>") { writer in
                    writer.line("RippleMockable.Lens(get: { $0.\(name) }, set: { part, whole in \(whole)(\(arguments)) })")
                }
            }
        }
        writer.line("/// The lenses of this model's stored properties.")
        writer.line("\(access)static var lens: Lenses { Lenses() }")
        return [DeclSyntax(stringLiteral: writer.text)]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): RippleMockable.Lensable {}")]
    }
}
#endif

#if Mocks
import SwiftSyntax

/// Serializer a type into the words that tell overloads apart in member names: `Int` gives `Int`,
/// `[String]` gives `StringArray`, `[String: Int]` gives `StringIntDictionary`, `Int?` gives
/// `IntOptional`, `Result<User, Error>` gives `ResultUserError`.
enum TypeNaming {
    static func name(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return Identifiers.capitalized(Identifiers.bare(identifier.name.text)) + arguments(identifier.genericArgumentClause)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return name(of: member.baseType) + Identifiers.capitalized(Identifiers.bare(member.name.text))
                + arguments(member.genericArgumentClause)
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return name(of: array.element) + "Array"
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return name(of: dictionary.key) + name(of: dictionary.value) + "Dictionary"
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return name(of: optional.wrappedType) + "Optional"
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return name(of: unwrapped.wrappedType) + "Optional"
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            return tuple.elements.isEmpty ? "Void" : tuple.elements.map { name(of: $0.type) }.joined()
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return name(of: attributed.baseType)
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            return function.parameters.map { name(of: $0.type) }.joined() + "To" + name(of: function.returnClause.type)
        }
        if let existential = type.as(SomeOrAnyTypeSyntax.self) {
            return Identifiers.capitalized(existential.someOrAnySpecifier.text) + name(of: existential.constraint)
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.map { name(of: $0.type) }.joined(separator: "And")
        }
        if let metatype = type.as(MetatypeTypeSyntax.self) {
            return name(of: metatype.baseType) + "Type"
        }
        return type.trimmedDescription.filter { $0.isLetter || $0.isNumber }
    }

    private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> String {
        guard let clause else { return "" }
        return clause.arguments.map { argument in
            Syntax(argument.argument).as(TypeSyntax.self).map(name(of:)) ?? argument.argument.trimmedDescription
        }.joined()
    }
}
#endif

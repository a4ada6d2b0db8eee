#if Mocks
import SwiftSyntax
import SwiftSyntaxBuilder

/// What the mock needs to know about a type, read from its syntax alone.
enum TypeFacts {
    /// The wrapped type of `T?`, `T!` or `Optional<T>`; nil when `type` is not optional.
    static func optionalWrapped(_ type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) {
            return optional.wrappedType
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return unwrapped.wrappedType
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
           let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1 {
            return TypeSyntax(stringLiteral: arguments.first!.argument.trimmedDescription)
        }
        return nil
    }

    /// Whether `type` is `Void`, `Swift.Void` or `()`.
    static func isVoid(_ type: TypeSyntax) -> Bool {
        if let tuple = type.as(TupleTypeSyntax.self) {
            return tuple.elements.isEmpty
        }
        let text = type.trimmedDescription
        return text == "Void" || text == "Swift.Void"
    }

    /// Whether `type` names one of `genericNames` or is an opaque `some` type, so that its values
    /// have no type the mock can name.
    static func mentionsGeneric(_ type: TypeSyntax, names genericNames: Set<String>) -> Bool {
        for token in type.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, genericNames.contains(name) {
                return true
            }
            if token.tokenKind == .keyword(.some) {
                return true
            }
        }
        return false
    }

    /// Whether the parameter type is a closure and whether it escapes.
    static func closureKind(_ type: TypeSyntax) -> ClosureKind {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            if attributed.attributes.contains(where: { attributeName($0) == "escaping" }) {
                return .escaping
            }
            return closureKind(attributed.baseType) == .notAClosure ? .notAClosure : .nonEscaping
        }
        if isFunction(type) {
            return .nonEscaping
        }
        if let wrapped = optionalWrapped(type), isFunction(wrapped) {
            return .escaping
        }
        return .notAClosure
    }

    /// Whether `type` is a function type, possibly in parentheses.
    private static func isFunction(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) {
            return true
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return isFunction(attributed.baseType)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
           let element = tuple.elements.first, element.firstName == nil {
            return isFunction(element.type)
        }
        return false
    }

    /// The standard types that are certainly not closures, which the mock records directly.
    private static let valueTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Character", "Substring", "Data", "Date", "URL", "UUID",
        "Decimal", "TimeInterval", "Any", "AnyObject",
    ]

    /// Whether `type` is a plain name (no generic arguments) other than a standard value type or
    /// one of `knownNames` (the protocol's associated types): it may be a type alias of a closure
    /// declared outside the protocol.
    static func mayBeAliasedClosure(_ type: TypeSyntax, knownNames: Set<String>) -> Bool {
        let plain = type.as(AttributedTypeSyntax.self)?.baseType ?? type
        if let identifier = plain.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            return identifier.genericArgumentClause == nil && !valueTypeNames.contains(name) && !knownNames.contains(name)
        }
        if let member = plain.as(MemberTypeSyntax.self) {
            return member.genericArgumentClause == nil
        }
        return false
    }

    /// Whether the parameter type is marked `inout`.
    static func isInout(_ type: TypeSyntax) -> Bool {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return false }
        return attributed.specifiers.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.inout) }
    }

    /// The parameter type without its specifiers (`inout`, `borrowing`…) and without the
    /// `@escaping` and `@autoclosure` attributes, which only make sense on a parameter.
    static func withoutParameterMarks(_ type: TypeSyntax) -> String {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return type.trimmedDescription }
        let kept = attributed.attributes
            .filter { !["escaping", "autoclosure"].contains(attributeName($0)) }
            .map(\.trimmedDescription)
        return (kept + [attributed.baseType.trimmedDescription]).joined(separator: " ")
    }

    /// The parameter type without `@autoclosure`: the type of a closure property's parameter,
    /// to which the implementation passes the closure it received.
    static func withoutAutoclosure(_ type: TypeSyntax) -> String {
        guard let attributed = type.as(AttributedTypeSyntax.self),
              attributed.attributes.contains(where: { attributeName($0) == "autoclosure" }) else {
            return type.trimmedDescription
        }
        let specifiers = attributed.specifiers.map(\.trimmedDescription)
        let kept = attributed.attributes
            .filter { attributeName($0) != "autoclosure" }
            .map(\.trimmedDescription)
        return (specifiers + kept + [attributed.baseType.trimmedDescription]).joined(separator: " ")
    }

    private static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
    }

    /// `type` made optional: `T?`, with parentheses when the type would otherwise bind wrongly
    /// (closures, attributed, `any`/`some` types, compositions). Types that are already optional
    /// stay as they are.
    static func optional(_ type: String, isOptional: Bool) -> String {
        if isOptional { return type }
        let syntax = TypeSyntax(stringLiteral: type)
        let needsParentheses = syntax.is(FunctionTypeSyntax.self) || syntax.is(AttributedTypeSyntax.self)
            || syntax.is(SomeOrAnyTypeSyntax.self) || syntax.is(CompositionTypeSyntax.self)
        return needsParentheses ? "(\(type))?" : "\(type)?"
    }

    /// Whether a type written as `type` is spelled `T?` or `T!`, which Swift initializes to nil
    /// by itself; `Optional<T>` needs an explicit `= nil`.
    static func isSugaredOptional(_ type: String) -> Bool {
        let syntax = TypeSyntax(stringLiteral: type)
        return syntax.is(OptionalTypeSyntax.self) || syntax.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }
}

/// Replaces `Self` in a requirement's types with the mock type, and `Self.X` with `X`: the mock
/// is a final class whose generic parameters are named after the associated types.
final class SelfReplacer: SyntaxRewriter {
    private let mockType: String
    /// Whether a type it rewrote mentioned `Self`.
    private(set) var replacedSelf = false

    init(mockType: String) {
        self.mockType = mockType
        super.init(viewMode: .sourceAccurate)
    }

    /// `type` with `Self` replaced.
    func replacing(in type: TypeSyntax) -> TypeSyntax {
        rewrite(type).cast(TypeSyntax.self)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard node.name.text == "Self" else { return super.visit(node) }
        replacedSelf = true
        return TypeSyntax(stringLiteral: mockType)
            .with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
        guard let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Self" else {
            return super.visit(node)
        }
        replacedSelf = true
        let arguments = node.genericArgumentClause.map { rewrite($0).cast(GenericArgumentClauseSyntax.self) }
        return TypeSyntax(IdentifierTypeSyntax(name: node.name, genericArgumentClause: arguments))
            .with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }
}
#endif

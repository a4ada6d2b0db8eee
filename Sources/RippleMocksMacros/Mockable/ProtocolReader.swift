#if Mocks
import SwiftSyntax
import SwiftSyntaxBuilder

/// Reads a protocol declaration into a ``MockedProtocol``, collecting a diagnostic for every
/// declaration the mock can't implement.
struct ProtocolReader {
    /// The problems found, each with the node it points at.
    private(set) var problems: [(node: Syntax, diagnostic: MockableDiagnostic)] = []

    private let declaration: ProtocolDeclSyntax
    private let replacer: SelfReplacer
    /// The type aliases the protocol declares, so that a closure written through one is known.
    private var typeAliases: [String: TypeSyntax] = [:]
    /// The names of the protocol's associated types, which are never closures.
    private let associatedTypeNames: Set<String>

    init(_ declaration: ProtocolDeclSyntax) {
        self.declaration = declaration
        let associatedTypeNames = declaration.memberBlock.members.compactMap {
            $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text
        }
        self.associatedTypeNames = Set(associatedTypeNames)
        let name = declaration.name.text + "Mock"
        let mockType = associatedTypeNames.isEmpty ? name : "\(name)<\(associatedTypeNames.joined(separator: ", "))>"
        replacer = SelfReplacer(mockType: mockType)
    }

    /// The protocol's model; read ``problems`` afterwards.
    mutating func read() -> MockedProtocol {
        var mocked = MockedProtocol(
            name: declaration.name.text,
            access: AccessLevel(declaration.modifiers) ?? .internal,
            isSendable: false,
            associatedTypes: [],
            whereRequirements: [],
            methods: [],
            initializers: [],
            properties: []
        )
        typeAliases = Dictionary(
            declaration.memberBlock.members.compactMap { member -> (String, TypeSyntax)? in
                guard let alias = member.decl.as(TypeAliasDeclSyntax.self) else { return nil }
                return (alias.name.text, alias.initializer.value)
            },
            uniquingKeysWith: { first, _ in first }
        )
        var parents: [TypeSyntax] = []
        for inherited in declaration.inheritanceClause?.inheritedTypes ?? [] {
            readRefinement(inherited.type, into: &mocked, parents: &parents)
        }
        for requirement in declaration.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               conformance.leftType.trimmedDescription == "Self" {
                readRefinement(conformance.rightType, into: &mocked, parents: &parents)
            } else {
                mocked.whereRequirements.append(replacer.rewrite(requirement.requirement).trimmedDescription)
            }
        }
        if let parent = parents.first {
            mocked.parentMock = parent.trimmedDescription + "Mock"
        }
        for extra in parents.dropFirst() {
            problems.append((Syntax(extra), .severalParents(first: parents[0].trimmedDescription, second: extra.trimmedDescription)))
        }
        for member in declaration.memberBlock.members {
            readMember(member.decl, into: &mocked)
        }
        if mocked.parentMock != nil {
            for method in mocked.methods where method.isStatic {
                problems.append((method.node, .staticRequirementInRefiningProtocol(name: method.selector)))
            }
            for property in mocked.properties where property.isStatic {
                problems.append((property.node, .staticRequirementInRefiningProtocol(name: property.name)))
            }
            for initializer in mocked.initializers {
                problems.append((initializer.node, .initializerInRefiningProtocol(name: initializer.selector)))
            }
        }
        mocked.mentionsSelf = replacer.replacedSelf
        return mocked
    }

    /// The protocols a mock can't take requirements from: it would have to implement them, and
    /// a macro only sees the protocol it is attached to.
    private static let foreignProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "CaseIterable",
        "RawRepresentable", "Sequence", "Collection", "IteratorProtocol", "AsyncSequence",
        "ObservableType", "ObservableConvertibleType", "ObserverType", "Disposable", "Cancelable",
        "SchedulerType", "ImmediateSchedulerType", "NSObjectProtocol",
    ]

    /// Reads a protocol the mocked one refines, from its inheritance clause or a `where Self:`
    /// requirement: markers set a property of the mock, any other protocol is a parent whose
    /// mock the mock subclasses.
    private mutating func readRefinement(_ type: TypeSyntax, into mocked: inout MockedProtocol, parents: inout [TypeSyntax]) {
        let name = type.trimmedDescription
        if let composition = type.as(CompositionTypeSyntax.self) {
            for element in composition.elements {
                readRefinement(element.type, into: &mocked, parents: &parents)
            }
            return
        }
        let lastComponent = type.as(MemberTypeSyntax.self)?.name.text ?? type.as(IdentifierTypeSyntax.self)?.name.text ?? name
        switch name {
        case "Sendable", "Swift.Sendable":
            mocked.isSendable = true
        case "AnyObject", "class":
            break
        case "Actor", "_Concurrency.Actor":
            mocked.isActor = true
        default:
            if Self.foreignProtocols.contains(lastComponent) {
                problems.append((Syntax(type), .inheritedRequirements(protocolName: name)))
            } else if type.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil
                        || type.as(MemberTypeSyntax.self)?.genericArgumentClause != nil {
                problems.append((Syntax(type), .genericParent(protocolName: name)))
            } else {
                parents.append(type)
            }
        }
    }

    private mutating func readMember(_ decl: DeclSyntax, into mocked: inout MockedProtocol) {
        if let function = decl.as(FunctionDeclSyntax.self) {
            if let method = readFunction(function) {
                mocked.methods.append(method)
            }
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            if let method = readInitializer(initializer) {
                mocked.initializers.append(method)
            }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            mocked.properties += readVariable(variable)
        } else if let associatedType = decl.as(AssociatedTypeDeclSyntax.self) {
            let constraint = associatedType.inheritanceClause.map { clause in
                clause.inheritedTypes.map { $0.type.trimmedDescription }.joined(separator: " & ")
            }
            mocked.associatedTypes.append(AssociatedType(name: associatedType.name.text, constraint: constraint))
            mocked.whereRequirements += associatedType.genericWhereClause.map(whereRequirements) ?? []
        } else if decl.is(SubscriptDeclSyntax.self) {
            problems.append((Syntax(decl), .subscriptRequirement))
        } else if decl.is(IfConfigDeclSyntax.self) {
            problems.append((Syntax(decl), .conditionalCompilation))
        } else if !decl.is(TypeAliasDeclSyntax.self) {
            problems.append((Syntax(decl), .unsupportedMember(kind: "'\(decl.trimmedDescription.prefix(40))'")))
        }
    }

    private func whereRequirements(_ clause: GenericWhereClauseSyntax) -> [String] {
        clause.requirements.map { requirement in
            replacer.rewrite(requirement.requirement).trimmedDescription
        }
    }

    private mutating func readFunction(_ function: FunctionDeclSyntax) -> Method? {
        switch function.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator:
            problems.append((Syntax(function), .operatorRequirement(name: function.name.text)))
            return nil
        default:
            break
        }
        let effects = function.signature.effectSpecifiers
        let returnType = function.signature.returnClause.map(\.type).flatMap { type -> ReturnType? in
            TypeFacts.isVoid(type) ? nil : readReturnType(type, genericNames: genericNames(function.genericParameterClause))
        }
        return readMethod(
            node: Syntax(function),
            isInitializer: false,
            declaredName: function.name.text,
            modifiers: function.modifiers,
            attributes: function.attributes,
            genericParameterClause: function.genericParameterClause,
            genericWhereClause: function.genericWhereClause,
            parameters: function.signature.parameterClause.parameters,
            isAsync: effects?.asyncSpecifier != nil,
            throwsClause: effects?.throwsClause,
            returnType: returnType
        )
    }

    private mutating func readInitializer(_ initializer: InitializerDeclSyntax) -> Method? {
        readMethod(
            node: Syntax(initializer),
            isInitializer: true,
            declaredName: "init",
            modifiers: initializer.modifiers,
            attributes: initializer.attributes,
            genericParameterClause: initializer.genericParameterClause,
            genericWhereClause: initializer.genericWhereClause,
            parameters: initializer.signature.parameterClause.parameters,
            isAsync: false,
            throwsClause: nil,
            returnType: nil
        )
    }

    private mutating func readMethod(
        node: Syntax,
        isInitializer: Bool,
        declaredName: String,
        modifiers: DeclModifierListSyntax,
        attributes: AttributeListSyntax,
        genericParameterClause: GenericParameterClauseSyntax?,
        genericWhereClause: GenericWhereClauseSyntax?,
        parameters: FunctionParameterListSyntax,
        isAsync: Bool,
        throwsClause: ThrowsClauseSyntax?,
        returnType: ReturnType?
    ) -> Method? {
        var method = Method(
            isInitializer: isInitializer,
            baseName: Identifiers.bare(declaredName),
            declaredName: declaredName,
            isStatic: modifiers.contains { $0.name.tokenKind == .keyword(.static) },
            isNonisolated: modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) },
            attributes: attributes.isEmpty ? "" : attributes.trimmedDescription + " ",
            genericParameterClause: genericParameterClause?.trimmedDescription ?? "",
            genericWhereClause: genericWhereClause.map { " " + replacer.rewrite($0).trimmedDescription } ?? "",
            parameters: [],
            isAsync: isAsync,
            throwing: readThrowing(throwsClause),
            returnType: returnType,
            node: node
        )
        let generics = genericNames(genericParameterClause)
        method.parameters = parameters.enumerated().map { index, parameter in
            readParameter(parameter, index: index, genericNames: generics)
        }
        if genericParameterClause?.parameters.contains(where: { $0.trimmedDescription.hasPrefix("each ") }) == true {
            problems.append((node, .parameterPack(name: method.selector)))
            return nil
        }
        if let parameter = method.parameters.first(where: { $0.isInout && $0.isGeneric }) {
            problems.append((node, .genericInoutParameter(parameter: parameter.name, method: method.selector)))
            return nil
        }
        return method
    }

    private func genericNames(_ clause: GenericParameterClauseSyntax?) -> Set<String> {
        Set(clause?.parameters.map(\.name.text) ?? [])
    }

    private func readThrowing(_ clause: ThrowsClauseSyntax?) -> Throwing {
        guard let clause else { return .none }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrowing }
        if let type = clause.type { return .typed(replacer.replacing(in: type).trimmedDescription) }
        return .untyped
    }

    private func readReturnType(_ written: TypeSyntax, genericNames: Set<String>) -> ReturnType {
        let type = replacer.replacing(in: written)
        return ReturnType(
            type: type.trimmedDescription,
            isOptional: TypeFacts.optionalWrapped(type) != nil,
            isGeneric: TypeFacts.mentionsGeneric(type, names: genericNames)
        )
    }

    private func readParameter(_ parameter: FunctionParameterSyntax, index: Int, genericNames: Set<String>) -> Parameter {
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        let internalName = parameter.secondName?.text ?? parameter.firstName.text
        let name = internalName != "_" ? internalName : label.map(Identifiers.bare) ?? "arg\(index)"
        let type = replacer.replacing(in: parameter.type)
        let isVariadic = parameter.ellipsis != nil
        let isGeneric = TypeFacts.mentionsGeneric(type, names: genericNames)
        let plain = TypeFacts.withoutParameterMarks(type)
        let optionalWrapped = TypeFacts.optionalWrapped(type)
        let storedType: String
        if isGeneric {
            storedType = "Any"
        } else if isVariadic {
            storedType = "[\(plain)]"
        } else if let optionalWrapped, type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            storedType = TypeFacts.optional(optionalWrapped.trimmedDescription, isOptional: false)
        } else {
            storedType = plain
        }
        return Parameter(
            label: label,
            name: name,
            declaredType: type.trimmedDescription + (isVariadic ? "..." : ""),
            storedType: storedType,
            storedTypeIsOptional: !isGeneric && !isVariadic && optionalWrapped != nil,
            closureParameterType: isGeneric || isVariadic ? storedType : TypeFacts.withoutAutoclosure(type),
            isInout: TypeFacts.isInout(type),
            isGeneric: isGeneric,
            closureKind: closureKind(of: type),
            mayBeAliasedClosure: !isGeneric && !isVariadic && TypeFacts.mayBeAliasedClosure(type, knownNames: associatedTypeNames) && closureKind(of: type) == .notAClosure,
            typeName: TypeNaming.name(of: type) + (isVariadic ? "Array" : "")
        )
    }

    /// Whether a parameter type is a closure, looking through the protocol's own type aliases.
    private func closureKind(of type: TypeSyntax) -> ClosureKind {
        let kind = TypeFacts.closureKind(type)
        guard kind == .notAClosure else { return kind }
        if let identifier = type.as(IdentifierTypeSyntax.self), let aliased = typeAliases[identifier.name.text] {
            return TypeFacts.closureKind(aliased)
        }
        if let wrapped = TypeFacts.optionalWrapped(type)?.as(IdentifierTypeSyntax.self),
           let aliased = typeAliases[wrapped.name.text], TypeFacts.closureKind(aliased) != .notAClosure {
            return .escaping
        }
        return .notAClosure
    }

    private mutating func readVariable(_ variable: VariableDeclSyntax) -> [Property] {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let isNonisolated = variable.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let written = binding.typeAnnotation?.type else {
                problems.append((Syntax(binding), .unsupportedMember(kind: "a property without a name and a type")))
                return nil
            }
            let type = replacer.replacing(in: written)
            let getter = binding.accessorBlock.flatMap { block -> AccessorDeclSyntax? in
                guard case .accessors(let accessors) = block.accessors else { return nil }
                return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
            }
            return Property(
                name: name,
                type: type.trimmedDescription,
                isOptional: TypeFacts.optionalWrapped(type) != nil,
                isStatic: isStatic,
                isNonisolated: isNonisolated,
                isAsync: getter?.effectSpecifiers?.asyncSpecifier != nil,
                throwing: readThrowing(getter?.effectSpecifiers?.throwsClause),
                attributes: variable.attributes.isEmpty ? "" : variable.attributes.trimmedDescription + " ",
                node: Syntax(binding)
            )
        }
    }
}
#endif

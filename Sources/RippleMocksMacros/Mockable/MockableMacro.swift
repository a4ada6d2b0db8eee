#if Mocks
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Mockable`: generates `<Protocol>Mock`, a spy test double, beside the protocol.
public struct MockableMacro: PeerMacro {
    /// The mock is written already indented, in the layout a person would write it.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: MockableDiagnostic.notAProtocol))
            return []
        }
        var reader = ProtocolReader(protocolDecl)
        var mocked = reader.read()
        var problems = reader.problems
        let overloads = MemberNaming.assignPrefixes(&mocked.methods) + MemberNaming.assignPrefixes(&mocked.initializers)
        for (first, second) in overloads {
            problems.append((second.node, .indistinguishableOverloads(first: first.selector, second: second.selector)))
        }
        if problems.isEmpty {
            problems += nameClashes(in: mocked)
        }
        guard problems.isEmpty else {
            for problem in problems {
                context.diagnose(Diagnostic(node: problem.node, message: problem.diagnostic))
            }
            return []
        }
        return [DeclSyntax(stringLiteral: MockRenderer(mocked: mocked).source)]
    }

    /// The names the mock declares for itself.
    private static let reservedNames: Set<String> = [
        "invocations", "calls", "Call", "Calls", "mockCallRecords", "mockPolicy", "recordMockCall",
        "mockState", "mockStaticState", "resetStaticState",
    ]

    /// The generated members that two requirements would both declare, or that a requirement
    /// shares with the mock's own members; one problem per pair of requirements.
    private static func nameClashes(in mocked: MockedProtocol) -> [(node: Syntax, diagnostic: MockableDiagnostic)] {
        var problems: [(node: Syntax, diagnostic: MockableDiagnostic)] = []
        for isStatic in [false, true] {
            let plain = MockStorage(isLocked: false, isStatic: isStatic, access: "")
            var claims: [(owner: String, node: Syntax, names: [String])] = []
            for property in mocked.properties where property.isStatic == isStatic {
                let slots = PropertyRenderer(property: property, storage: plain, mockName: mocked.mockName).slots
                claims.append((property.name, property.node, [Identifiers.bare(property.name)] + slots.map(\.name)))
            }
            let methods = isStatic ? mocked.methods.filter(\.isStatic) : mocked.initializers + mocked.methods.filter { !$0.isStatic }
            for method in methods {
                let slots = MethodRenderer(method: method, storage: plain, mockName: mocked.mockName).slots
                claims.append((method.selector, method.node, slots.map(\.name) + (method.isInitializer ? [] : ["\(method.prefix)Called"])))
            }
            var owners: [String: String] = [:]
            for claim in claims {
                if let reserved = claim.names.first(where: reservedNames.contains) {
                    problems.append((claim.node, .reservedName(member: reserved, requirement: claim.owner)))
                    continue
                }
                if let clash = claim.names.first(where: { owners[$0] != nil }), let first = owners[clash] {
                    problems.append((claim.node, .memberNameClash(member: clash, first: first, second: claim.owner)))
                    continue
                }
                for name in claim.names {
                    owners[name] = claim.owner
                }
            }
        }
        return problems
    }
}
#endif

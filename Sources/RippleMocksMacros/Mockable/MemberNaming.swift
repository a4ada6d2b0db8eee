#if Mocks
import SwiftSyntax

/// Chooses the prefix of each requirement's generated members.
///
/// The prefix is the base name. When several requirements of the same kind (instance or
/// static) share a base name, each of them adds its argument labels, capitalized
/// (`find(id:)` gives `findId`, `find(name:)` gives `findName`); those that still collide add
/// each parameter's type after its label (`findIdInt`, `findIdString`).
enum MemberNaming {
    /// Sets ``Method/prefix`` on every method; returns the pairs of overloads that can't be told
    /// apart.
    static func assignPrefixes(_ methods: inout [Method]) -> [(Method, Method)] {
        var unresolved: [(Method, Method)] = []
        let groups = Dictionary(grouping: methods.indices) { methods[$0].baseName + (methods[$0].isStatic ? " static" : "") }
        for indices in groups.values.sorted(by: { $0[0] < $1[0] }) {
            guard indices.count > 1 else {
                methods[indices[0]].prefix = methods[indices[0]].baseName
                continue
            }
            for index in indices {
                methods[index].prefix = labelledPrefix(methods[index])
            }
            for index in colliding(indices, in: methods) {
                methods[index].prefix = typedPrefix(methods[index])
            }
            let stillColliding = colliding(indices, in: methods)
            if let first = stillColliding.first, let second = stillColliding.dropFirst().first(where: { methods[$0].prefix == methods[first].prefix }) {
                unresolved.append((methods[first], methods[second]))
            }
        }
        return unresolved
    }

    private static func labelledPrefix(_ method: Method) -> String {
        method.baseName + method.parameters.compactMap(\.label).map { Identifiers.capitalized(Identifiers.bare($0)) }.joined()
    }

    private static func typedPrefix(_ method: Method) -> String {
        method.baseName + method.parameters.map { parameter in
            (parameter.label.map { Identifiers.capitalized(Identifiers.bare($0)) } ?? "") + parameter.typeName
        }.joined()
    }

    /// The indices whose prefix is shared with another method of the group, in order.
    private static func colliding(_ indices: [Int], in methods: [Method]) -> [Int] {
        let counts = Dictionary(grouping: indices) { methods[$0].prefix }.mapValues(\.count)
        return indices.filter { counts[methods[$0].prefix, default: 0] > 1 }
    }
}
#endif

#if Mocks
import SwiftSyntax

/// A declaration's access level, ordered from least to most visible.
enum AccessLevel: Int, Comparable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    /// The access level a modifier list spells out, ignoring setter-only modifiers such as
    /// `private(set)`; nil when there is none.
    init?(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers where modifier.detail == nil {
            switch modifier.name.tokenKind {
            case .keyword(.private): self = .private
            case .keyword(.fileprivate): self = .fileprivate
            case .keyword(.internal): self = .internal
            case .keyword(.package): self = .package
            case .keyword(.public): self = .public
            case .keyword(.open): self = .open
            default: continue
            }
            return
        }
        return nil
    }

    /// The keyword, followed by a space, that generated members repeat so that they are as
    /// visible as the type that holds them; empty for internal and narrower levels, which
    /// members get from their type.
    var memberPrefix: String {
        switch self {
        case .package: "package "
        case .public, .open: "public "
        case .private, .fileprivate, .internal: ""
        }
    }

    /// The keyword, followed by a space, for a generated type beside the declaration.
    var declarationPrefix: String {
        switch self {
        case .private: "private "
        case .fileprivate: "fileprivate "
        case .internal: ""
        case .package: "package "
        case .public, .open: "public "
        }
    }

    static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
#endif

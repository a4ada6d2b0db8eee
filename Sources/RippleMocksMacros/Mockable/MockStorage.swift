#if Mocks
/// One stored value of a mock: a call count, received arguments, a return value, a closure…
struct Slot {
    /// The name of the property.
    var name: String
    /// Its type.
    var type: String
    /// Its initial value; nil for an optional slot, which starts nil.
    var initialValue: String?
    /// Whether tests see it as a property of the mock; the answers chosen by argument are kept
    /// in a private slot that the mock's methods fill.
    var isExposed = true

    /// The initializer clause of its declaration: ` = 0`, or ` = nil` for an optional spelled
    /// `Optional<T>`, or nothing for `T?`, which starts nil by itself.
    var initializerClause: String {
        if let initialValue { return " = \(initialValue)" }
        return TypeFacts.isSugaredOptional(type) ? "" : " = nil"
    }
}

/// How a mock stores one kind of member (instance or static), and how generated code reads and
/// writes it: in plain stored properties, or in a `MockLocked` box whose lock guards them all.
struct MockStorage {
    /// Whether the slots live behind a lock.
    var isLocked: Bool
    /// Whether the members are static.
    var isStatic: Bool
    /// The access keyword (with a trailing space) of the members tests see.
    var access: String
    /// Whether members tests see are declared `nonisolated`.
    var isNonisolated = false
    /// Whether closures stored here may be called from any thread, so they must be `@Sendable`.
    var closuresAreSendable = false
    /// The private property holding the locked storage.
    var stateProperty = "mockState"
    /// The private struct holding the locked slots.
    var stateType = "State"

    /// How members are reached from an implementation: `self` or `Self`.
    var owner: String { isStatic ? "Self" : "self" }
    /// `static ` for static members.
    var staticKeyword: String { isStatic ? "static " : "" }
    /// The modifiers of a member tests see: access, `nonisolated`, `static`.
    var modifiers: String { access + (isNonisolated ? "nonisolated " : "") + staticKeyword }
    /// The attribute of stored closure types: `@Sendable ` when they must be.
    var closureAttribute: String { closuresAreSendable ? "@Sendable " : "" }

    /// Declares the properties of `slots`: stored properties, or accessors into the locked state.
    func declare(_ slots: [Slot], in writer: inout CodeWriter) {
        for slot in slots {
            if !isLocked {
                let declaredAccess = slot.isExposed ? access : "private "
                writer.line("\(declaredAccess)\(staticKeyword)var \(slot.name): \(slot.type)\(slot.initializerClause)")
            } else if slot.isExposed {
                writer.block("\(modifiers)var \(slot.name): \(slot.type)") { writer in
                    writer.line("get { \(owner).\(stateProperty).withValue { $0.\(slot.name) } }")
                    writer.line("set { \(owner).\(stateProperty).withValue { $0.\(slot.name) = newValue } }")
                }
            }
        }
    }

    /// Declares the locked storage: the private struct that holds `slots` and the property that
    /// holds it (static storage is found in `MockStaticStorage`, since generic mocks can't have
    /// static stored properties).
    func declareState(_ slots: [Slot], in writer: inout CodeWriter) {
        if isStatic {
            writer.block("private static var \(stateProperty): RippleMockable.MockLocked<\(stateType)>") { writer in
                writer.line("RippleMockable.MockStaticStorage.state(of: Self.self) { \(stateType)() }")
            }
        } else {
            writer.line("private \(isNonisolated ? "nonisolated " : "")let \(stateProperty) = RippleMockable.MockLocked(\(stateType)())")
        }
        writer.block("private struct \(stateType)") { writer in
            for slot in slots {
                writer.line("var \(slot.name): \(slot.type)\(slot.initializerClause)")
            }
        }
    }

    /// An expression reading the slot named `name`.
    func read(_ name: String) -> String {
        isLocked ? "\(owner).\(stateProperty).withValue({ $0.\(name) })" : "\(owner).\(name)"
    }

    /// An expression that reads and may modify the slots, such as taking the next queued value:
    /// `expression` receives how a slot is reached (`$0.` when locked, `self.` otherwise).
    func access(_ expression: (_ slots: String) -> String) -> String {
        isLocked ? "\(owner).\(stateProperty).withValue({ \(expression("$0.")) })" : expression("\(owner).")
    }

    /// Writes `mutations` (statements on slots, such as `fooCallsCount += 1`) so that they happen
    /// together: under one lock when the storage is locked.
    func mutate(_ mutations: [String], in writer: inout CodeWriter) {
        guard !mutations.isEmpty else { return }
        guard isLocked else {
            for mutation in mutations {
                writer.line("\(owner).\(mutation)")
            }
            return
        }
        writer.block("\(owner).\(stateProperty).withValue") { writer in
            for mutation in mutations {
                writer.line("$0.\(mutation)")
            }
        }
    }
}
#endif

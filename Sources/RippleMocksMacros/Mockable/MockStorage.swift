/// One stored value of a mock: a call count, received arguments, a return value, a closure…
struct Slot {
    /// The name of the property.
    var name: String
    /// Its type.
    var type: String
    /// Its initial value; nil for an optional slot, which starts nil.
    var initialValue: String?
    /// Whether tests see it as a property of the mock; a property requirement's backing slot is
    /// private, and the requirement's own accessors use it.
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

    /// The private property holding the locked storage.
    var stateProperty: String { isStatic ? "mockStaticState" : "mockState" }
    /// The private struct holding the locked slots.
    var stateType: String { isStatic ? "StaticState" : "State" }
    /// How members are reached from an implementation: `self` or `Self`.
    var owner: String { isStatic ? "Self" : "self" }
    /// `static ` for static members.
    var staticKeyword: String { isStatic ? "static " : "" }
    /// Whether closures stored here may be called from any thread, so they must be `@Sendable`.
    var closuresAreSendable: Bool { isLocked }

    /// Declares the properties of `slots`: stored properties, or accessors into the locked state.
    func declare(_ slots: [Slot], in writer: inout CodeWriter) {
        for slot in slots {
            if !isLocked {
                let declaredAccess = slot.isExposed ? access : "private "
                writer.line("\(declaredAccess)\(staticKeyword)var \(slot.name): \(slot.type)\(slot.initializerClause)")
            } else if slot.isExposed {
                writer.block("\(access)\(staticKeyword)var \(slot.name): \(slot.type)") { writer in
                    writer.line("get { \(owner).\(stateProperty).withValue { $0.\(slot.name) } }")
                    writer.line("set { \(owner).\(stateProperty).withValue { $0.\(slot.name) = newValue } }")
                }
            }
        }
    }

    /// Declares the private struct that holds `slots` when they are locked.
    func declareState(_ slots: [Slot], in writer: inout CodeWriter) {
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

    /// A statement writing `value` to the slot named `name`.
    func write(_ name: String, _ value: String) -> String {
        isLocked ? "\(owner).\(stateProperty).withValue { $0.\(name) = \(value) }" : "\(owner).\(name) = \(value)"
    }

    /// Writes `mutations` (statements on slots, such as `fooCallsCount += 1`) so that they happen
    /// together: under one lock when the storage is locked.
    func mutate(_ mutations: [String], in writer: inout CodeWriter) {
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

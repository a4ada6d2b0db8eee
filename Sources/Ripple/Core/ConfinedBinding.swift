/// The weakly held target and the binding of a ``Binder`` whose target or binding is not
/// `Sendable`: the binder uses them only in steps that run one at a time, on one thread (a
/// virtual-time scheduler's, or the main queue for a binder made on the main thread).
final class ConfinedBinding<Target: AnyObject, Value>: @unchecked Sendable {
    // @unchecked Sendable: `target` and `binding` are only used by `bind(_:)`, which the binders
    // that make one call from steps that run one at a time on one thread (see their comments).
    private weak let target: Target?
    private let binding: (Target, Value) -> Void

    init(target: Target, binding: @escaping (Target, Value) -> Void) {
        self.target = target
        self.binding = binding
    }

    /// Applies `element` to the target, if it is still alive.
    func bind(_ element: Value) {
        if let target {
            binding(target, element)
        }
    }
}

/// Reported for each element that a binder receives when it was made off the main thread although
/// it binds there, with a target not known to be `Sendable`: a binder of the main scheduler whose
/// binding is isolated to the main actor, or of a property of an object that is not `Sendable`.
struct NonSendableBinderThreadError: Swift.Error, CustomStringConvertible {
    let valueType: String
    let targetType: String

    var description: String {
        "A Binder<\(valueType)> of \(targetType) was made off the main thread, and binds on the main thread, where "
            + "\(targetType), not known to be Sendable, would cross threads: the element was dropped. Make the binder on the "
            + "main thread (in main-thread or @MainActor code), or bind on a TestScheduler in a test."
    }
}

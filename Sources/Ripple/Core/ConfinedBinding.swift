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

/// Reported for each element that a binder of a property of an object that is not `Sendable`
/// receives, when the binder was made off the main thread: it binds on the main thread, where the
/// object would have to cross.
struct NonSendableBinderThreadError: Swift.Error, CustomStringConvertible {
    let valueType: String
    let targetType: String

    var description: String {
        "A Binder<\(valueType)> of a property of \(targetType), which is not Sendable, was made off the main thread; "
            + "it binds on the main thread, where the object would cross threads, so the element was dropped. Make the "
            + "binder on the main thread, or make \(targetType) Sendable (a @MainActor class is)."
    }
}

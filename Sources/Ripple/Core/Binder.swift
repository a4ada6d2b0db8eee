/// An observer that binds elements to an object: each element is handed, with the object, to a
/// binding function that runs on a scheduler (the main thread by default).
///
/// The object is held weakly: once it is gone, elements are dropped. A binding never completes
/// anything; an error it receives goes to ``Hooks/defaultErrorHandler``, as for
/// `bind(onNext:)` (RxSwift stops debug builds instead).
///
/// The binding runs on the scheduler's thread, so the object and the elements cross threads:
/// both must be `Sendable`, and so must the binding function.
///
/// ```swift
/// let title = Binder(viewModel) { viewModel, text in viewModel.title = text }
/// names.bind(to: title)
/// ```
public struct Binder<Value>: ObserverType {
    /// The type of the elements the binder receives.
    public typealias Element = Value

    private let binding: @Sendable (Event<Value>) -> Void

    /// Creates a binder that runs `binding` with `target` and each element on `scheduler`.
    ///
    /// - Parameters:
    ///   - target: The object to bind to, held weakly.
    ///   - scheduler: Where `binding` runs; the main thread by default.
    ///   - binding: Applies an element to the target.
    public init<Target: AnyObject & Sendable>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping @Sendable (Target, Value) -> Void
    ) where Value: Sendable {
        let target = WeakTarget(target)
        let callStack = Hooks.subscriptionCallStack()
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let object = target.object {
                        binding(object, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                Hooks.defaultErrorHandler(callStack, RxBindingError(underlying: error))
            case .completed:
                break
            }
        }
    }

    /// Binds `.next` elements; see ``init(_:scheduler:binding:)``.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as an ``AnyObserver``.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

extension Binder: Sendable {}

/// A weak reference to a binder's target.
private final class WeakTarget<Target: AnyObject & Sendable>: Sendable {
    weak let object: Target?

    init(_ object: Target) {
        self.object = object
    }
}

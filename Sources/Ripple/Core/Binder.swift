import Foundation

/// An observer that binds elements to an object: each element is handed, with the object, to a
/// binding function that runs on a scheduler (the main thread by default).
///
/// The object is held weakly: once it is gone, elements are dropped. A binding never completes
/// anything; an error it receives goes to ``Hooks/defaultErrorHandler``, as for
/// `bind(onNext:)` (RxSwift stops debug builds instead).
///
/// What must be `Sendable` depends on where the binding runs, which the scheduler's type says:
///
/// - **On the main thread** (no scheduler, or a ``MainScheduler``): the binding is isolated to the
///   main actor, so it may touch main-actor state, as RxCocoa's binders do; the elements cross to
///   the main thread, so they are `Sendable`. The object need not be `Sendable`: the binding uses
///   it on the main thread only, so the binder belongs to the main thread. Made there (or on the
///   main queue), it binds; made on another thread, it reports each element to
///   ``Hooks/defaultErrorHandler`` instead, since the object would cross threads.
/// - **On a `VirtualTimeScheduler` (a `TestScheduler`)**: the binding runs on the thread that runs
///   the scheduler, so the object and the binding need not be `Sendable`; the elements are.
/// - **On any other scheduler**: the binding runs on the scheduler's thread, so the object, the
///   elements and the binding function are `Sendable`.
///
/// ```swift
/// extension Reactive where Base: Label {   // a @MainActor class, or a plain one
///     var text: Binder<String?> { Binder(base) { label, text in label.text = text } }
/// }
/// names.bind(to: label.rx.text)
/// ```
public struct Binder<Value>: ObserverType {
    /// The type of the elements the binder receives.
    public typealias Element = Value

    private let binding: @Sendable (Event<Value>) -> Void

    /// Creates a binder that runs `binding` with `target` and each element on `scheduler`.
    ///
    /// - Parameters:
    ///   - target: The object to bind to, held weakly.
    ///   - scheduler: Where `binding` runs.
    ///   - binding: Applies an element to the target.
    public init<Target: AnyObject & Sendable>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping @Sendable (Target, Value) -> Void
    ) where Value: Sendable {
        let target = WeakTarget(target)
        self.init { element in
            _ = scheduler.schedule(element) { element in
                if let object = target.object {
                    binding(object, element)
                }
                return Disposables.create()
            }
        }
    }

    /// Creates a binder that runs `binding` with `target` and each element on the main thread,
    /// isolated to the main actor: RxCocoa's binders, written as RxCocoa writes them, for a
    /// `@MainActor` class or a plain one.
    ///
    /// ```swift
    /// final class Widget: ReactiveCompatible { var title = "" }   // not Sendable
    /// extension Reactive where Base: Widget {
    ///     var title: Binder<String> { Binder(base) { widget, title in widget.title = title } }
    /// }
    /// ```
    ///
    /// The binding runs on `scheduler`, the main queue: at once when an element arrives on the
    /// main thread with nothing queued, later otherwise. The target, which need not be `Sendable`,
    /// is used there only, so the binder belongs to the main thread: made there (main-thread code,
    /// an XCTest test, a `@MainActor` function), it binds there, whichever thread sends the
    /// elements; made on another thread, where the caller may go on using the target, it reports
    /// each element to ``Hooks/defaultErrorHandler`` instead of binding, since the target would
    /// cross threads. A `Sendable` target whose binding need not run on the main actor takes the
    /// first initializer, which has no such check.
    ///
    /// - Parameters:
    ///   - target: The object to bind to, held weakly.
    ///   - scheduler: The main scheduler.
    ///   - binding: Applies an element to the target, on the main actor.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: MainScheduler = MainScheduler(),
        binding: @escaping @MainActor @Sendable (Target, Value) -> Void
    ) where Value: Sendable {
        guard MainQueue.isCurrent else {
            self.init(reportingOffMainThread: Target.self)
            return
        }
        let target = MainActorWeakTarget(target)
        self.init { element in
            _ = scheduler.schedule(element) { element in
                // The main scheduler runs its actions on the main thread.
                MainActor.assumeIsolated {
                    if let object = target.object {
                        binding(object, element)
                    }
                }
                return Disposables.create()
            }
        }
    }

    /// Creates a binder that runs `binding` with `target` and each element on a virtual-time
    /// scheduler, such as a `TestScheduler`: on the thread that runs it, so that neither the target
    /// nor the binding need be `Sendable`, as in a test whose binding captures the test's state.
    ///
    /// The scheduler runs its work one step at a time, on the thread that runs it, and reports
    /// use from two threads at once; the elements may be sent from anywhere, so they are
    /// `Sendable`.
    ///
    /// - Parameters:
    ///   - target: The object to bind to, held weakly.
    ///   - scheduler: The virtual-time scheduler.
    ///   - binding: Applies an element to the target.
    public init<Target: AnyObject, Converter>(
        _ target: Target,
        scheduler: VirtualTimeScheduler<Converter>,
        binding: @escaping (Target, Value) -> Void
    ) where Value: Sendable {
        // Only the scheduler's steps use the target and the binding.
        let confined = ConfinedBinding(target: target, binding: binding)
        self.init { element in
            _ = scheduler.schedule(element) { element in
                confined.bind(element)
                return Disposables.create()
            }
        }
    }

    /// A binder of a property of an object that is not `Sendable`, for ``Reactive``'s dynamic
    /// members: made on the main thread, it binds there; made on another thread, it reports every
    /// element to ``Hooks/defaultErrorHandler`` instead, since the object would cross threads.
    init<Target: AnyObject>(mainThreadConfined target: Target, binding: @escaping (Target, Value) -> Void) where Value: Sendable {
        guard MainQueue.isCurrent else {
            self.init(reportingOffMainThread: Target.self)
            return
        }
        // Made on the main thread, and only the main scheduler's steps, on the main queue, use the
        // target and the binding.
        let confined = ConfinedBinding(target: target, binding: binding)
        self.init { element in
            _ = MainScheduler.instance.schedule(element) { element in
                confined.bind(element)
                return Disposables.create()
            }
        }
    }

    /// A binder of a `Target` made off the main thread, which binds on the main thread: it reports
    /// each element to ``Hooks/defaultErrorHandler`` instead of binding.
    private init<Target>(reportingOffMainThread targetType: Target.Type) {
        let callStack = Hooks.subscriptionCallStack()
        let error = NonSendableBinderThreadError(valueType: "\(Value.self)", targetType: "\(Target.self)")
        self.init { _ in Hooks.defaultErrorHandler(callStack, error) }
    }

    /// A binder that hands each element to `bindNext`, and errors to
    /// ``Hooks/defaultErrorHandler``.
    private init(bindNext: @escaping @Sendable (Value) -> Void) {
        let callStack = Hooks.subscriptionCallStack()
        self.binding = { event in
            switch event {
            case .next(let element):
                bindNext(element)
            case .error(let error):
                Hooks.defaultErrorHandler(callStack, RxBindingError(underlying: error))
            case .completed:
                break
            }
        }
    }

    /// Binds `.next` elements on the binder's scheduler; reports an error to
    /// ``Hooks/defaultErrorHandler``.
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

/// A weak reference to a target made on the main thread, which only the main actor reads.
private final class MainActorWeakTarget<Target: AnyObject>: @unchecked Sendable {
    // @unchecked Sendable: the binder makes one only on the main thread (or the main queue), where
    // the target was made, and the target is only read on the main actor (`object` is isolated to
    // it).
    private weak let stored: Target?

    init(_ object: Target) {
        stored = object
    }

    @MainActor var object: Target? {
        stored
    }
}

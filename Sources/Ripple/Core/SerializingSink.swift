/// A sink fed by several inputs (upstream sources, a scheduler's timer) that may call it from
/// different threads: each input arrives through a ``SerializedInput``, and every input's handler runs
/// holding the sink's delivery turn (``SerializerState``), so state updates and the events they forward
/// happen one at a time, without holding a lock while calling downstream.
///
/// A sink creates one input per input when it subscribes, each with the one method that handles
/// that input, whether it arrives now or (rarely) later:
///
/// ```swift
/// let source = input { [unowned self] (event: Event<Element>) in handleSource(event) }
/// let other = input { [unowned self] (event: Event<Other>) in handleOther(event) }
/// ```
///
/// A thread that finds another one delivering queues its input for the owner of the turn, who
/// handles it before passing the turn on; it waits for its turn only when too much is queued
/// already, and never with a terminal event (see ``SerializerState``). Sending through an input allocates
/// nothing unless the input is queued. Handlers run for every input, also after the sink has
/// forwarded a terminal event or been disposed (as RxSwift's sinks do); the sink forwards nothing
/// after that.
///
/// Disposing a source, which runs dispose code that may wait for another thread, happens with the
/// turn open (`tearDown(_:)`): the sink's own disposal does, and so must a handler that
/// unsubscribes from one of its sources.
class SerializingSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `turns` is a lock and the serializer it guards; what subclasses touch only in
    // input handlers is serialized by the serializer.
    private let turns = LockedState(Serializer())

    /// A input whose inputs `handler` handles, holding the sink's turn. The input keeps the sink
    /// alive, so `handler` captures it `unowned`.
    final func input<Input>(_ handler: @escaping (Input) -> Void) -> SerializedInput<Input, Observer> {
        SerializedInput(sink: self, handler: handler)
    }

    /// The observer of a source whose events `handler` handles, holding the sink's turn; elements
    /// reach it as `.next` events.
    final func sourceObserver<Element>(_ handler: @escaping (Event<Element>) -> Void) -> SerializedSourceObserver<Element, Observer> {
        sourceObserver(onNext: { handler(.next($0)) }, on: handler)
    }

    /// The observer of a source whose elements `nextHandler` handles and whose other events
    /// `handler` handles (it also gets the elements a source sends as `.next` events), holding
    /// the sink's turn: elements sent as elements are never wrapped in an `Event`, which costs a
    /// metadata look-up in generic code.
    final func sourceObserver<Element>(onNext nextHandler: @escaping (Element) -> Void, on handler: @escaping (Event<Element>) -> Void) -> SerializedSourceObserver<Element, Observer> {
        SerializedSourceObserver(elements: input(nextHandler), events: input(handler))
    }

    /// Runs `handler(input)` holding the turn: now, after waiting for
    /// it, or later, queued for the thread that holds it. An input that may not wait (a terminal
    /// event, a source's end) is always queued when another thread holds the turn. What an input's
    /// `send` does; a sink that is itself the receiver of its one input (`create`'s) calls it
    /// directly, and so does an ``InnerObserver`` with its sink's end handler.
    @inline(__always)
    final func deliver<Input>(_ input: Input, mayWait: Bool = true, to handler: @escaping (Input) -> Void) {
        turns.holdingTurn(mayWait: mayWait, run: { handler(input) }, orQueue: { handler(input) })
    }

    /// Disposes `subscription` (a source's, an inner sequence's) with the sink's turn open, so that
    /// its dispose code may wait for a thread that is sending to this sink.
    final func tearDown(_ subscription: Disposable) {
        turns.withTurnOpen { subscription.dispose() }
    }

    /// Runs `body`, which disposes sources, with the sink's turn open.
    final func tearDown(_ body: () -> Void) {
        turns.withTurnOpen(body)
    }

    override final func disposeUpstream(_ subscription: Disposable) {
        turns.withTurnOpen {
            subscription.dispose()
            disposeResources()
        }
    }

    /// Forwards `element` downstream holding the turn, unless the sink is disposed: what an input
    /// whose handler is ``Sink/forwardNext(_:)`` does, without the input, for inputs whose
    /// elements pass through unchanged (the inner sequences of the merging and sequential
    /// engines, see ``InnerObserver``).
    @inline(__always)
    final func forwardNextHoldingTurn(_ element: Observer.Element) {
        turns.holdingTurn(run: { forwardNext(element) }, orQueue: { self.forwardNext(element) })
    }
}

/// One input of a ``SerializingSink`` — the events of one source, the firings of a timer — with the
/// handler that processes it holding the sink's turn. `Sendable`, so a scheduler's action or
/// another thread's source may send through it.
struct SerializedInput<Input, Observer: ObserverType>: @unchecked Sendable {
    // @unchecked Sendable: the handler only runs holding the sink's turn, whichever thread sends.
    fileprivate let sink: SerializingSink<Observer>
    fileprivate let handler: (Input) -> Void

    /// Hands `input` to the input's handler, holding the sink's turn; an input that may not wait
    /// (a terminal event) is queued when another thread holds the turn.
    @inline(__always)
    func send(_ input: Input, mayWait: Bool = true) {
        sink.deliver(input, mayWait: mayWait, to: handler)
    }
}

/// The inputs of a source whose elements a sink handles apart from its terminal events, so that
/// an element reaches its handler without an ``Event`` around it.
struct SerializedSourceObserver<Element, Observer: ObserverType>: ObserverType, Sendable {
    let elements: SerializedInput<Element, Observer>
    let events: SerializedInput<Event<Element>, Observer>

    func on(_ event: Event<Element>) {
        events.send(event, mayWait: !event.isStopEvent)
    }

    func onNext(_ element: Element) {
        elements.send(element)
    }
}

/// A sink fed by several inputs (upstream sources, a scheduler's timer) that may call it from
/// different threads: each input arrives through a ``SinkPort``, and every port's handler runs
/// holding the sink's delivery turn (``GateState``), so state updates and the events they forward
/// happen one at a time, without holding a lock while calling downstream.
///
/// A sink creates one port per input when it subscribes, each with the one method that handles
/// that input, whether it arrives now or (rarely) later:
///
/// ```swift
/// let source = port { [unowned self] (event: Event<Element>) in handleSource(event) }
/// let other = port { [unowned self] (event: Event<Other>) in handleOther(event) }
/// ```
///
/// A thread that finds another one delivering waits for its turn; only when waiting would
/// deadlock (see ``WaitGraph``) is the input queued, and the owner of the turn handles it before
/// passing the turn on. Sending through a port allocates nothing unless the input is queued.
/// Once the sink has forwarded a terminal event (`isStopped`), ports drop their input.
class GatedSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `turns` is a lock and the gate it guards; what subclasses touch only in
    // port handlers is serialized by the gate.
    private let turns = LockedState(Turns())

    /// A port whose inputs `handler` handles, holding the sink's turn. The port keeps the sink
    /// alive, so `handler` captures it `unowned`.
    final func port<Input>(_ handler: @escaping (Input) -> Void) -> SinkPort<Input, Observer> {
        SinkPort(sink: self, handler: handler)
    }

    /// The observer of a source whose events `handler` handles, holding the sink's turn; elements
    /// reach it as `.next` events.
    final func sourcePorts<Element>(_ handler: @escaping (Event<Element>) -> Void) -> SourcePorts<Element, Observer> {
        sourcePorts(onNext: { handler(.next($0)) }, on: handler)
    }

    /// The observer of a source whose elements `nextHandler` handles and whose other events
    /// `handler` handles (it also gets the elements a source sends as `.next` events), holding
    /// the sink's turn: elements sent as elements are never wrapped in an `Event`, which costs a
    /// metadata look-up in generic code.
    final func sourcePorts<Element>(onNext nextHandler: @escaping (Element) -> Void, on handler: @escaping (Event<Element>) -> Void) -> SourcePorts<Element, Observer> {
        SourcePorts(elements: port(nextHandler), events: port(handler))
    }

    /// Runs `handler(input)` holding the turn, unless the sink has stopped: now, after waiting for
    /// it, or later, when waiting would deadlock. What a port's `send` does; a sink that is itself
    /// the receiver of its one input (`create`'s) calls it directly, and so does an
    /// ``InnerObserver`` with its sink's end handler.
    @inline(__always)
    final func deliver<Input>(_ input: Input, to handler: @escaping (Input) -> Void) {
        turns.holdingTurn(run: { handle(input, with: handler) }, orDefer: { self.handle(input, with: handler) })
    }

    @inline(__always)
    private func handle<Input>(_ input: Input, with handler: (Input) -> Void) {
        guard !isStopped else { return }
        handler(input)
    }

    /// Forwards `element` downstream holding the turn, unless the sink has stopped: what a port
    /// whose handler is ``Sink/forwardNext(_:)`` does, without the port, for inputs whose
    /// elements pass through unchanged (the inner sequences of the merging and sequential
    /// engines, see ``InnerObserver``).
    @inline(__always)
    final func forwardNextHoldingTurn(_ element: Observer.Element) {
        turns.holdingTurn(run: { forwardNextUnlessStopped(element) }, orDefer: { self.forwardNextUnlessStopped(element) })
    }

    @inline(__always)
    private func forwardNextUnlessStopped(_ element: Observer.Element) {
        guard !isStopped else { return }
        forwardNext(element)
    }
}

/// One input of a ``GatedSink`` — the events of one source, the firings of a timer — with the
/// handler that processes it holding the sink's turn. `Sendable`, so a scheduler's action or
/// another thread's source may send through it.
struct SinkPort<Input, Observer: ObserverType>: @unchecked Sendable {
    // @unchecked Sendable: the handler only runs holding the sink's turn, whichever thread sends.
    fileprivate let sink: GatedSink<Observer>
    fileprivate let handler: (Input) -> Void

    /// Hands `input` to the port's handler, holding the sink's turn.
    @inline(__always)
    func send(_ input: Input) {
        sink.deliver(input, to: handler)
    }
}

/// The ports of a source whose elements a sink handles apart from its terminal events, so that
/// an element reaches its handler without an ``Event`` around it.
struct SourcePorts<Element, Observer: ObserverType>: ObserverType, Sendable {
    let elements: SinkPort<Element, Observer>
    let events: SinkPort<Event<Element>, Observer>

    func on(_ event: Event<Element>) {
        events.send(event)
    }

    func onNext(_ element: Element) {
        elements.send(element)
    }
}

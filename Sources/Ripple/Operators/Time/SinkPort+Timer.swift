extension SinkPort where Input: Sendable {
    /// Sends `input` through this port after `dueTime` on `scheduler`: a timer of a
    /// ``GatedSink``, whose firing its handler receives holding the sink's turn. Disposing the
    /// result cancels it.
    func send(_ input: Input, after dueTime: RxTimeInterval, on scheduler: SchedulerType) -> Disposable {
        timer(after: dueTime, on: scheduler).start(input)
    }

    /// The timer of this port: each start sends its input through the port after `dueTime` on
    /// `scheduler`. Made once for a sink that starts a timer for each element, it saves making
    /// the timer's action at each start.
    func timer(after dueTime: RxTimeInterval, on scheduler: SchedulerType) -> PortTimer<Input> {
        PortTimer(dueTime: dueTime, scheduler: scheduler, action: { [self] input in
            send(input)
            return Disposables.create()
        })
    }
}

/// A timer that sends its input through a ``SinkPort`` each time it is started.
struct PortTimer<Input: Sendable>: Sendable {
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType
    let action: @Sendable (Input) -> Disposable

    /// Sends `input` through the port after the due time. Disposing the result cancels it.
    func start(_ input: Input) -> Disposable {
        scheduler.scheduleRelative(input, dueTime: dueTime, action: action)
    }
}

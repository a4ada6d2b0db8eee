extension SerializedInput where Input: Sendable {
    /// Sends `input` through this input after `dueTime` on `scheduler`: a timer of a
    /// ``SerializingSink``, whose firing its handler receives holding the sink's turn. Disposing the
    /// result cancels it.
    func send(_ input: Input, after dueTime: RxTimeInterval, on scheduler: SchedulerType) -> Disposable {
        timer(after: dueTime, on: scheduler).start(input)
    }

    /// The timer of this input: each start sends its input through the input after `dueTime` on
    /// `scheduler`. Made once for a sink that starts a timer for each element, it saves making
    /// the timer's action at each start.
    func timer(after dueTime: RxTimeInterval, on scheduler: SchedulerType) -> InputTimer<Input> {
        InputTimer(dueTime: dueTime, scheduler: scheduler, action: { [self] input in
            send(input)
            return Disposables.create()
        })
    }
}

/// A timer that sends its input through a ``SerializedInput`` each time it is started.
struct InputTimer<Input: Sendable>: Sendable {
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType
    let action: @Sendable (Input) -> Disposable

    /// Sends `input` through the input after the due time. Disposing the result cancels it.
    func start(_ input: Input) -> Disposable {
        scheduler.scheduleRelative(input, dueTime: dueTime, action: action)
    }
}

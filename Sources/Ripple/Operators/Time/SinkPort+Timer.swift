extension SinkPort where Input: Sendable {
    /// Sends `input` through this port after `dueTime` on `scheduler`: a timer of a
    /// ``GatedSink``, whose firing its handler receives holding the sink's turn. Disposing the
    /// result cancels it.
    func send(_ input: Input, after dueTime: RxTimeInterval, on scheduler: SchedulerType) -> Disposable {
        scheduler.scheduleRelative(input, dueTime: dueTime) { [self] input in
            send(input)
            return Disposables.create()
        }
    }
}

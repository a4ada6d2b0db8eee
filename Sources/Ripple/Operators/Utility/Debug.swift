import Foundation

extension ObservableType {
    /// Prints, for every subscription, when it is subscribed, each event it receives and when it
    /// is disposed, prefixed with a timestamp and `identifier`, and forwards every event unchanged.
    ///
    /// The lines have RxSwift's format, such as
    /// `2024-05-01 10:00:00.000: numbers -> Event next(1)`. Without an identifier, the prefix is
    /// the file name, line and function of the call. With `trimOutput`, event descriptions longer
    /// than 40 characters keep only their first and last 20.
    ///
    /// ```
    /// source:           -1-|
    /// debug("numbers"): -1-|    prints: numbers -> subscribed, numbers -> Event next(1),
    ///                                   numbers -> Event completed, numbers -> isDisposed
    /// ```
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function) { print($0) }
    }

    /// ``debug(_:trimOutput:file:line:function:)`` writing its lines to `output` instead of
    /// standard output, so tests can read them.
    package func debug(
        _ identifier: String?,
        trimOutput: Bool,
        file: String,
        line: UInt,
        function: String,
        output: @escaping (String) -> Void
    ) -> Observable<Element> {
        let label = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        return Debug(source: asObservable(), identifier: label, trimOutput: trimOutput, output: output)
    }
}

final class Debug<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let identifier: String
    private let trimOutput: Bool
    private let output: (String) -> Void

    init(source: Observable<Element>, identifier: String, trimOutput: Bool, output: @escaping (String) -> Void) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
        self.output = output
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DebugSink(observer: observer, identifier: identifier, trimOutput: trimOutput, output: output)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        sink.finishSubscribing()
        return sink
    }
}

final class DebugSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// The subscription to the source; held here rather than as the upstream, so that
    /// "isDisposed" is printed before the source is unsubscribed, as RxSwift does.
    let sourceSubscription = SingleAssignmentDisposable()
    private let identifier: String
    private let trimOutput: Bool
    private let output: (String) -> Void
    private let timestamps: LockedState<DateFormatter>

    init(observer: Observer, identifier: String, trimOutput: Bool, output: @escaping (String) -> Void) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        self.output = output
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        timestamps = LockedState(formatter)
        super.init(observer: observer)
        log("subscribed")
    }

    func on(_ event: Event<Element>) {
        guard !isStopped else { return }
        let text = "\(event)"
        let maximumLength = 40
        let shown = trimOutput && text.count > maximumLength
            ? "\(text.prefix(maximumLength / 2))...\(text.suffix(maximumLength / 2))"
            : text
        log("Event \(shown)")
        forward(event)
    }

    override func disposeResources() {
        log("isDisposed")
        sourceSubscription.dispose()
    }

    private func log(_ content: String) {
        let timestamp = timestamps.withLock { $0.string(from: Date()) }
        output("\(timestamp): \(identifier) -> \(content)")
    }
}

import Foundation
import Ripple
import RippleTest
import Testing

@Suite struct DebugTests {
    /// Collects the lines `debug` writes and splits each into its timestamp and the rest.
    private final class Lines {
        private(set) var raw: [String] = []

        func write(_ line: String) {
            raw.append(line)
        }

        /// Each line without its timestamp; fails the test if a timestamp is not in RxSwift's
        /// `yyyy-MM-dd HH:mm:ss.SSS` format.
        var contents: [String] {
            raw.map { line in
                guard let separator = line.range(of: ": ") else {
                    Issue.record("no timestamp in \(line)")
                    return line
                }
                let timestamp = String(line[..<separator.lowerBound])
                #expect(timestamp.wholeMatch(of: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}/) != nil, "timestamp \(timestamp)")
                return String(line[separator.upperBound...])
            }
        }
    }

    @Test func printsSubscriptionEventsAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let lines = Lines()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.debug("numbers", trimOutput: false, file: #file, line: #line, function: #function, output: lines.write)
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(lines.contents == [
            "numbers -> subscribed",
            "numbers -> Event next(1)",
            "numbers -> Event next(2)",
            "numbers -> Event completed",
            "numbers -> isDisposed",
        ])
    }

    @Test func printsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let lines = Lines()
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "boom"))])
        let res = scheduler.start {
            xs.debug("numbers", trimOutput: false, file: #file, line: #line, function: #function, output: lines.write)
        }
        #expect(res.events == [.next(210, 1), .error(220, TestError(name: "boom"))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(lines.contents == [
            "numbers -> subscribed",
            "numbers -> Event next(1)",
            "numbers -> Event error(boom)",
            "numbers -> isDisposed",
        ])
    }

    @Test func printsDisposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let lines = Lines()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let res = scheduler.start(disposed: 300) {
            xs.debug("numbers", trimOutput: false, file: #file, line: #line, function: #function, output: lines.write)
        }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(lines.contents == ["numbers -> subscribed", "numbers -> Event next(1)", "numbers -> isDisposed"])
    }

    @Test func withoutIdentifierUsesFileLineAndFunction() {
        let lines = Lines()
        _ = Observable.just(1)
            .debug(nil, trimOutput: false, file: "/path/to/Feature.swift", line: 42, function: "load()", output: lines.write)
            .subscribe()
        #expect(lines.contents.first == "Feature.swift:42 (load()) -> subscribed")
        #expect(lines.contents.count == 4)
    }

    @Test func trimsLongEventsToTheirEnds() {
        let lines = Lines()
        let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
        _ = Observable.just(long)
            .debug("text", trimOutput: true, file: #file, line: #line, function: #function, output: lines.write)
            .subscribe()
        // "next(aaa…bbb)" is 66 characters: the first 20 and the last 20 are kept.
        let expected = "next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "b", count: 19) + ")"
        #expect(lines.contents[1] == "text -> Event \(expected)")
        #expect(lines.contents[2] == "text -> Event completed")
    }

    @Test func shortEventsAreNotTrimmed() {
        let lines = Lines()
        _ = Observable.just("short")
            .debug("text", trimOutput: true, file: #file, line: #line, function: #function, output: lines.write)
            .subscribe()
        #expect(lines.contents[1] == "text -> Event next(short)")
    }

    @Test func nestedDebugPrintsDisposalFromTheOutside() {
        let lines = Lines()
        let subject = PublishSubject<Int>()
        let subscription = subject
            .debug("inner", trimOutput: false, file: #file, line: #line, function: #function, output: lines.write)
            .debug("outer", trimOutput: false, file: #file, line: #line, function: #function, output: lines.write)
            .subscribe()
        subject.onNext(1)
        subscription.dispose()
        #expect(lines.contents == [
            "outer -> subscribed",
            "inner -> subscribed",
            "inner -> Event next(1)",
            "outer -> Event next(1)",
            "outer -> isDisposed",
            "inner -> isDisposed",
        ])
        #expect(!subject.hasObservers)
    }

    @Test func traitDebugKeepsTheOutcome() {
        var outcomes: [SingleEvent<Int>] = []
        _ = Single.just(5).debug("single").subscribe { outcomes.append($0) }
        #expect(outcomes.count == 1)
        if case .success(let value) = outcomes.first {
            #expect(value == 5)
        } else {
            Issue.record("expected a success")
        }
    }

    @Test func publicDebugForwardsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.debug("public") }
        #expect(res.events == [.next(210, 1), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }
}

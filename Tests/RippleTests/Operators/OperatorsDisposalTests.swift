import Foundation
import Ripple
import RippleTest
import Testing

/// Every operator under RippleTest's disposal checker: disposed at every frame of a timeline,
/// then subscribed again, each must let go of its sources, timers and subscriptions and start
/// afresh. A second test checks that the table names every file of `Sources/Ripple/Operators`
/// that declares a public operator.
@Suite struct OperatorsDisposalTests {
    @Test(arguments: OperatorUnderCheck.all)
    func letsGoAtEveryFrame(_ check: OperatorUnderCheck) {
        assertDisposalAtEveryFrame(until: check.until) { scheduler in
            check.build(scheduler)
        }
    }

    @Test func theTableCoversEveryFileThatDeclaresAnOperator() throws {
        let operators = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/Ripple/Operators")
            .standardizedFileURL
        let enumerator = try #require(FileManager.default.enumerator(at: operators, includingPropertiesForKeys: nil))
        var declaring: Set<String> = []
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.contains("public func ") || text.contains("public static func ") {
                declaring.insert(String(file.standardizedFileURL.path.dropFirst(operators.path.count + 1)))
            }
        }
        let covered = Set(OperatorUnderCheck.all.flatMap(\.files))
        #expect(declaring.count > 80)
        #expect(declaring.subtracting(covered).sorted() == [])
        let existing = covered.filter { FileManager.default.fileExists(atPath: operators.appendingPathComponent($0).path) }
        #expect(covered.subtracting(existing).sorted() == [])
    }
}

/// One operator (or a form of it) and a timeline to check it on.
struct OperatorUnderCheck: Sendable, CustomTestStringConvertible {
    let name: String
    /// The files of `Sources/Ripple/Operators` whose operators it exercises.
    let files: [String]
    /// When to dispose, for operators whose work never ends.
    let until: TestTime?
    let build: @Sendable (TestScheduler) -> Observable<Int>

    init(_ name: String, _ files: String..., until: TestTime? = nil, build: @escaping @Sendable (TestScheduler) -> Observable<Int>) {
        self.name = name
        self.files = files
        self.until = until
        self.build = build
    }

    var testDescription: String { name }
}

private let letters = ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "x": 0, "y": 6]

extension TestScheduler {
    fileprivate func hot(_ diagram: String) -> Observable<Int> {
        createHotObservable(diagram, values: letters, errors: ["#": TestError()]).asObservable()
    }

    fileprivate func cold(_ diagram: String) -> Observable<Int> {
        createColdObservable(diagram, values: letters, errors: ["#": TestError()]).asObservable()
    }
}

/// Digits of the elements of an array, as one number: `[1, 2]` is 12.
private func digits(_ elements: [Int]) -> Int {
    elements.reduce(0) { $0 * 10 + $1 }
}

private final class Owner: Sendable {}

/// The owner that `withUnretained` and `subscribe(with:)` hold weakly, alive for every run.
private let owner = Owner()

extension OperatorUnderCheck {
    static let all: [OperatorUnderCheck] = aggregating + combining + creation + errorHandling + filtering + higherOrder + sharing + time + transforming + utility

    static let aggregating: [OperatorUnderCheck] = [
        .init("reduce", "Aggregating/Reduce.swift") { $0.hot("-a-b-c-|").reduce(0, accumulator: +) },
        .init("reduce(mapResult:)", "Aggregating/Reduce.swift") { $0.cold("-a-b|").reduce(0, accumulator: +, mapResult: { $0 * 10 }) },
        .init("toArray", "Aggregating/ToArray.swift") { $0.hot("-a-b-|").toArray().asObservable().map(digits) },
    ]

    static let combining: [OperatorUnderCheck] = [
        .init("amb", "Combining/Amb.swift") { $0.hot("---a-b|").amb($0.hot("--c--d|")) },
        .init("Observable.amb", "Combining/Amb.swift") { Observable.amb([$0.cold("--a|"), $0.cold("-b-c|")]) },
        .init("combineLatest of 2", "Combining/CombineLatest+Arity.swift", "Combining/CombineLatest.swift") { scheduler in
            Observable.combineLatest(scheduler.hot("-a--b-|"), scheduler.hot("--c-d--|")) { $0 * 10 + $1 }
        },
        .init("combineLatest of 3", "Combining/CombineLatest+Arity.swift", "Combining/ErasedSources+Arity.swift") { scheduler in
            Observable.combineLatest(scheduler.hot("-a---|"), scheduler.cold("--b|"), scheduler.hot("---c-d|")) { $0 * 100 + $1 * 10 + $2 }
        },
        .init("combineLatest of a collection", "Combining/CombineLatest+Collection.swift") { scheduler in
            Observable.combineLatest([scheduler.hot("-a--b|"), scheduler.cold("--c|")]).map(digits)
        },
        .init("concat", "Combining/Concat.swift") { $0.cold("-a|").concat($0.cold("--b|")) },
        .init("Observable.concat", "Combining/Concat.swift") { Observable.concat([$0.cold("-a|"), $0.cold("-b-|"), $0.cold("c|")]) },
        .init("concat of an observable of observables", "Combining/ConcatAll.swift") { scheduler in
            scheduler.hot("-a--b|").map { value in scheduler.cold("--x|").map { $0 * 0 + value } }.concat()
        },
        .init("groupBy", "Combining/GroupBy.swift", "Combining/GroupedObservable.swift") { scheduler in
            scheduler.hot("-a-b-c-d-|").groupBy { $0 % 2 }.flatMap { group in group.asObservable().map { group.key * 10 + $0 } }
        },
        .init("ifEmpty(default:)", "Combining/IfEmpty.swift") { $0.cold("---|").ifEmpty(default: 7) },
        .init("ifEmpty(switchTo:)", "Combining/IfEmpty.swift") { $0.cold("--|").ifEmpty(switchTo: $0.cold("-a-b|")) },
        .init("startWith", "Combining/StartWith.swift") { $0.hot("--a-b|").startWith(9, 8) },
        .init("withLatestFrom", "Combining/WithLatestFrom.swift") { $0.hot("--a--b-c|").withLatestFrom($0.hot("-d-e|")) },
        .init("withLatestFrom(resultSelector:)", "Combining/WithLatestFrom.swift") { scheduler in
            scheduler.hot("--a--b|").withLatestFrom(scheduler.cold("-d--e|")) { $0 * 10 + $1 }
        },
        .init("zip of 2", "Combining/Zip+Arity.swift", "Combining/Zip.swift", "Combining/IndexedSourcesSink.swift") { scheduler in
            Observable.zip(scheduler.hot("-a--b-c|"), scheduler.cold("--d-e|")) { $0 * 10 + $1 }
        },
        .init("zip of 3", "Combining/Zip+Arity.swift") { scheduler in
            Observable.zip(scheduler.hot("-a-b|"), scheduler.cold("-c-d|"), scheduler.hot("--e-a|")) { $0 * 100 + $1 * 10 + $2 }
        },
        .init("zip of a collection", "Combining/Zip+Collection.swift") { scheduler in
            Observable.zip([scheduler.hot("-a-b|"), scheduler.cold("--c-d|")]).map(digits)
        },
    ]

    static let creation: [OperatorUnderCheck] = [
        .init("create", "Creation/Create.swift") { scheduler in
            Observable.create { observer in
                scheduler.cold("-a-b|").subscribe(observer)
            }
        },
        .init("create with a serialized observer", "Creation/Create.swift", "Creation/SerialSource.swift") { scheduler in
            Observable<Int>.create { (observer: SerializedObserver<Int>) in
                scheduler.hot("-a--b|").subscribe(onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() })
            }
        },
        .init("deferred", "Creation/Deferred.swift") { scheduler in Observable.deferred { scheduler.cold("-a|") } },
        .init("empty", "Creation/Empty.swift") { _ in Observable<Int>.empty() },
        .init("error", "Creation/Error.swift") { _ in Observable<Int>.error(TestError()) },
        .init("from on a scheduler", "Creation/From.swift") { Observable.from([1, 2, 3], scheduler: $0) },
        .init("of", "Creation/From.swift") { _ in Observable.of(1, 2, 3) },
        .init("generate", "Creation/Generate.swift") { scheduler in
            Observable.generate(initialState: 0, condition: { $0 < 4 }, scheduler: scheduler, iterate: { $0 + 1 })
        },
        .init("just on a scheduler", "Creation/Just.swift") { Observable.just(5, scheduler: $0) },
        .init("never", "Creation/Never.swift") { _ in Observable<Int>.never() },
        .init("range on a scheduler", "Creation/Range.swift") { Observable.range(start: 1, count: 3, scheduler: $0) },
        .init("repeatElement", "Creation/RepeatElement.swift") { Observable.repeatElement(7, scheduler: $0).take(3) },
        .init("using", "Creation/Using.swift") { scheduler in
            Observable.using({ BooleanDisposable() }, observableFactory: { _ in scheduler.cold("-a-b|") })
        },
    ]

    static let errorHandling: [OperatorUnderCheck] = [
        .init("catch", "ErrorHandling/Catch.swift") { scheduler in scheduler.hot("-a-#").catch { _ in scheduler.cold("-b-c|") } },
        .init("catchAndReturn", "ErrorHandling/CatchAndReturn.swift") { $0.cold("-a-#").catchAndReturn(9) },
        .init("Observable.catch(sequence:)", "ErrorHandling/CatchSequence.swift") { scheduler in
            Observable.catch(sequence: [scheduler.cold("-a#"), scheduler.cold("--b#"), scheduler.cold("-c|")])
        },
        .init("retry(3)", "ErrorHandling/Retry.swift") { $0.cold("-a-#").retry(3) },
        .init("retry(when:)", "ErrorHandling/RetryWhen.swift") { scheduler in
            scheduler.cold("-a#").retry(when: { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { index, _ in index < 2 ? scheduler.cold("--x|") : Observable<Int>.error(TestError()) }
            })
        },
    ]

    static let filtering: [OperatorUnderCheck] = [
        .init("distinctUntilChanged", "Filtering/DistinctUntilChanged.swift") { $0.hot("-a-a-b-b-a|").distinctUntilChanged() },
        .init("distinctUntilChanged(keySelector)", "Filtering/DistinctUntilChanged.swift") { $0.cold("-a-c-b-d|").distinctUntilChanged { $0 % 2 } },
        .init("distinctUntilChanged(comparer)", "Filtering/DistinctUntilChanged.swift") { $0.cold("-a-b-d-c|").distinctUntilChanged { abs($0 - $1) < 2 } },
        .init("element(at:)", "Filtering/ElementAt.swift") { $0.hot("-a-b-c-|").element(at: 1) },
        .init("filter", "Filtering/Filter.swift") { $0.hot("-a-b-c-d-|").filter { $0 % 2 == 0 } },
        .init("first", "Filtering/First.swift") { $0.cold("--a-b|").first().asObservable().map { $0 ?? -1 } },
        .init("ignoreElements", "Filtering/IgnoreElements.swift") { $0.hot("-a-b-|").ignoreElements().asCompletable().andThen(Single.just(0)).asObservable() },
        .init("single", "Filtering/SingleElement.swift") { $0.cold("--a--|").single() },
        .init("single(predicate)", "Filtering/SingleElement.swift") { $0.hot("-a-b-c-|").single { $0 == 2 } },
        .init("skip(count)", "Filtering/Skip.swift", "Filtering/PositionRange.swift") { $0.hot("-a-b-c-|").skip(1) },
        .init("skip(until:)", "Filtering/SkipUntil.swift", "Filtering/UntilTrigger.swift") { $0.hot("-a-b-c-d|").skip(until: $0.hot("---x")) },
        .init("skip(while:)", "Filtering/SkipWhile.swift", "Filtering/PredicatePrefix.swift") { $0.cold("-a-b-a-c|").skip(while: { $0 < 2 }) },
        .init("take(count)", "Filtering/Take.swift") { $0.hot("-a-b-c-|").take(2) },
        .init("takeLast", "Filtering/TakeLast.swift") { $0.hot("-a-b-c-|").takeLast(2) },
        .init("take(until: other)", "Filtering/TakeUntil.swift") { $0.hot("-a-b-c-d|").take(until: $0.cold("----x")) },
        .init("take(until: predicate)", "Filtering/TakeUntilPredicate.swift") { $0.cold("-a-b-c-|").take(until: { $0 == 2 }, behavior: .inclusive) },
        .init("take(while:)", "Filtering/TakeWhile.swift") { $0.hot("-a-b-c-a|").take(while: { $0 < 3 }) },
    ]

    static let higherOrder: [OperatorUnderCheck] = [
        .init("concatMap", "HigherOrder/ConcatMap.swift", "HigherOrder/Sequential/QueuedSources.swift", "HigherOrder/Sequential/SequentialSink.swift") { scheduler in
            scheduler.hot("-a-b---|").concatMap { value in scheduler.cold("--x|").map { $0 * 0 + value } }
        },
        .init("flatMap", "HigherOrder/FlatMap.swift", "HigherOrder/MergeSink.swift", "HigherOrder/InnerObserver.swift") { scheduler in
            scheduler.hot("-a-b---|").flatMap { value in scheduler.cold("-x--y|").map { $0 * 10 + value } }
        },
        .init("flatMapFirst", "HigherOrder/FlatMapFirst.swift") { scheduler in
            scheduler.hot("-a-b----c|").flatMapFirst { value in scheduler.cold("---x|").map { $0 * 0 + value } }
        },
        .init("flatMapLatest", "HigherOrder/FlatMapLatest.swift", "HigherOrder/SwitchSink.swift") { scheduler in
            scheduler.hot("-a-b-----|").flatMapLatest { value in scheduler.cold("---x|").map { $0 * 0 + value } }
        },
        .init("flatMapLatest of an infallible", "HigherOrder/FlatMapLatest.swift") { scheduler in
            scheduler.hot("-a--b---|").asInfallible(onErrorJustReturn: 0).flatMapLatest { value in Infallible.just(value * 2) }.asObservable()
        },
        .init("merge of an observable of observables", "HigherOrder/Merge.swift") { scheduler in
            scheduler.hot("-a--b|").map { value in scheduler.cold("-x-x|").map { $0 * 0 + value } }.merge()
        },
        .init("merge(maxConcurrent:)", "HigherOrder/MergeMaxConcurrent.swift", "HigherOrder/Sequential/IteratedSources.swift") { scheduler in
            scheduler.hot("-a-b-c-|").map { value in scheduler.cold("--x|").map { $0 * 0 + value } }.merge(maxConcurrent: 1)
        },
        .init("Observable.merge", "HigherOrder/ObservableMerge.swift") { Observable.merge($0.hot("-a--b|"), $0.cold("--c|")) },
        .init("Observable.merge of a collection", "HigherOrder/ObservableMerge.swift") { Observable.merge([$0.hot("-a|"), $0.cold("-b-c|")]) },
        .init("switchLatest", "HigherOrder/SwitchLatest.swift") { scheduler in
            scheduler.hot("-a--b---|").map { value in scheduler.cold("-x-x|").map { $0 * 0 + value } }.switchLatest()
        },
    ]

    static let sharing: [OperatorUnderCheck] = [
        // One subject for every connection: once it has completed, a new subscription gets its
        // completion at once, by design. The source here does not complete.
        .init("multicast(subject).refCount()", "Sharing/Multicast.swift", "Sharing/RefCount.swift", "Sharing/ConnectableObservable.swift") { scheduler in
            scheduler.hot("-a-b-c-").multicast(PublishSubject<Int>()).refCount()
        },
        .init("multicast(makeSubject:).refCount()", "Sharing/Multicast.swift", "Sharing/ConnectableObservableAdapter.swift") { scheduler in
            scheduler.cold("-a-b|").multicast(makeSubject: { PublishSubject<Int>() }).refCount()
        },
        .init("multicast(selector:)", "Sharing/MulticastSelector.swift") { scheduler in
            scheduler.cold("-a-b-|").multicast({ PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared.skip(1)) { $0 * 10 + $1 } })
        },
        .init("publish().refCount()", "Sharing/Publish.swift") { $0.hot("-a-b-c|").publish().refCount() },
        .init("replay(1).refCount()", "Sharing/Replay.swift") { $0.cold("-a-b-|").replay(1).refCount() },
        .init("replayAll().refCount()", "Sharing/Replay.swift") { $0.hot("-a-b|").replayAll().refCount() },
        .init("share(replay:)", "Sharing/Share.swift", "Sharing/SubjectLifetimeScope.swift") { $0.hot("-a-b-c|").share(replay: 1) },
    ]

    static let time: [OperatorUnderCheck] = [
        .init("buffer", "Time/Buffer.swift", "Time/ChunkCutter.swift") { scheduler in
            scheduler.hot("-a-b-c-d-|").buffer(timeSpan: .seconds(3), count: 2, scheduler: scheduler).map(digits)
        },
        .init("debounce", "Time/Debounce.swift", "Time/SerializedInput+Timer.swift") { $0.hot("-a-b----c|").debounce(.seconds(2), scheduler: $0) },
        .init("delay", "Time/Delay.swift") { $0.hot("-a-b-|").delay(.seconds(2), scheduler: $0) },
        .init("delaySubscription", "Time/DelaySubscription.swift", "Time/DueTimeProducer.swift") { $0.cold("-a-b|").delaySubscription(.seconds(2), scheduler: $0) },
        .init("interval", "Time/Interval.swift", until: 9) { Observable<Int>.interval(.seconds(2), scheduler: $0) },
        .init("sample", "Time/Sample.swift") { $0.hot("-a-b-c-d|").sample($0.hot("--x--x--x|")) },
        .init("skip(for:)", "Time/SkipForDuration.swift", "Time/ForDuration.swift") { $0.hot("-a-b-c-d|").skip(for: .seconds(3), scheduler: $0) },
        .init("take(for:)", "Time/TakeForDuration.swift") { $0.hot("-a-b-c-d|").take(for: .seconds(4), scheduler: $0) },
        .init("throttle", "Time/Throttle.swift", "Time/ThrottleState.swift") { $0.hot("-ab--c-d-|").throttle(.seconds(2), scheduler: $0) },
        .init("timeout", "Time/Timeout.swift") { $0.cold("-a-----b|").timeout(.seconds(3), scheduler: $0) },
        .init("timeout(other:)", "Time/Timeout.swift") { $0.hot("-a----b|").timeout(.seconds(3), other: $0.cold("-c-d|"), scheduler: $0) },
        .init("timer, periodic", "Time/Timer.swift", until: 9) { Observable<Int>.timer(.seconds(1), period: .seconds(3), scheduler: $0) },
        .init("window", "Time/Window.swift", "Combining/SplitPart.swift") { scheduler in
            scheduler.hot("-a-b-c-d-|").window(timeSpan: .seconds(4), count: 2, scheduler: scheduler)
                .flatMap { $0.toArray().asObservable().map(digits) }
        },
    ]

    static let transforming: [OperatorUnderCheck] = [
        .init("compactMap", "Transforming/CompactMap.swift") { $0.hot("-a-b-c-|").compactMap { $0 == 2 ? nil : $0 } },
        .init("decode", "Transforming/Decode.swift") { scheduler in
            scheduler.hot("-a-b|").map { Data("\($0)".utf8) }.decode(type: Int.self, decoder: JSONDecoder())
        },
        .init("dematerialize", "Transforming/Dematerialize.swift") { $0.cold("-a-b-|").materialize().dematerialize() },
        .init("enumerated", "Transforming/Enumerated.swift") { $0.hot("-a-b-c|").enumerated().map { $0.index * 10 + $0.element } },
        .init("map", "Transforming/Map.swift") { $0.hot("-a-b-|").map { $0 * 3 } },
        .init("materialize", "Transforming/Materialize.swift") { scheduler in
            scheduler.cold("-a-#").materialize().map { event in event.element ?? (event.error == nil ? 0 : -1) }
        },
        .init("scan", "Transforming/Scan.swift", "Aggregating/Fold.swift") { $0.hot("-a-b-c|").scan(0, accumulator: +) },
        .init("scan(into:)", "Transforming/Scan.swift") { $0.cold("-a-b|").scan(into: 10) { $0 += $1 } },
    ]

    static let utility: [OperatorUnderCheck] = [
        .init("debug", "Utility/Debug.swift") { scheduler in
            scheduler.hot("-a-b|").debug("checked", trimOutput: false, file: #file, line: #line, function: #function) { _ in }
        },
        .init("do", "Utility/Do.swift") { $0.cold("-a-b|").do(onNext: { _ in }, onCompleted: {}, onSubscribe: {}, onDispose: {}) },
        .init("observe(on:)", "Utility/ObserveOn.swift") { $0.hot("-a-b-c|").observe(on: $0) },
        .init("subscribe(on:)", "Utility/SubscribeOn.swift") { $0.cold("-a-b|").subscribe(on: $0) },
        .init("subscribe(with:onNext:)", "Utility/SubscribeWith.swift") { scheduler in
            Observable.create { observer in
                scheduler.hot("-a-b|").subscribe(with: owner, onNext: { _, value in observer.onNext(value) }, onCompleted: { _ in observer.onCompleted() })
            }
        },
        .init("withUnretained", "Utility/WithUnretained.swift") { $0.hot("-a-b|").withUnretained(owner).map { $0.1 } },
        .init("withUnretained(resultSelector:)", "Utility/WithUnretained.swift") { $0.cold("-a-b|").withUnretained(owner) { _, value in value * 2 } },
    ]
}

import Ripple
import RippleTest
import Testing

// Swift 6 pattern 6: what RxSwift users already write keeps compiling: synchronous operators
// whose closures capture local state, and `subscribe(onNext:)` handlers that mutate test locals.

@Suite struct SynchronousPatternTests {
    @Test func operatorClosuresCaptureAndMutateLocalState() {
        var seen: [Int] = []
        var mapped = 0
        let offset = 10
        var received: [Int] = []
        var completed = false
        _ = Observable.of(1, 2, 3, 4)
            .do(onNext: { seen.append($0) })
            .filter { $0.isMultiple(of: 2) }
            .map { value -> Int in
                mapped += 1
                return value + offset
            }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        #expect(seen == [1, 2, 3, 4])
        #expect(mapped == 2)
        #expect(received == [12, 14])
        #expect(completed)
    }

    @Test func anAnyObserverFromALocalClosureRecordsEvents() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }
        _ = Observable.of(1, 2).subscribe(observer)
        #expect(events == [.next(1), .next(2), .completed])
    }

    @Test func aCreateFunctionTypedWithAnyObserverStoresTheObserver() {
        var stored: AnyObserver<Int>?
        var received: [Int] = []
        _ = Observable<Int>.create { (observer: AnyObserver<Int>) in
            stored = observer
            return Disposables.create()
        }.subscribe(onNext: { received.append($0) })
        stored?.onNext(5)
        stored?.onCompleted()
        stored?.onNext(6)
        #expect(received == [5])
    }
}

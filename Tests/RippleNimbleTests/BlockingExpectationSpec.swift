#if Nimble
import Nimble
import Quick
import Ripple
import RippleNimble
import TestSupport

/// `expect(observable).first`, `.last` and `.array`, as RxNimble reads them, with a deadline.
final class BlockingExpectationSpec: QuickSpec {
    override class func spec() {
        describe("first") {
            it("is the first element") {
                expect(Observable.of(42, 43)).first == 42
            }
            it("takes any matcher") {
                expect(Observable.just("")).first.to(beEmpty())
            }
            it("is nil for an empty sequence") {
                expect(Observable<Int>.empty()).first.to(beNil())
            }
            it("throws the sequence's error") {
                expect(Observable<Int>.error(TestError())).first.to(throwError(TestError()))
            }
            it("throws a timeout when nothing comes in time") {
                expect(Observable<Int>.never()).first(timeout: 0.05).to(throwError(RxError.timeout))
            }
            it("works with traits") {
                expect(Single.just("some")).first == "some"
                expect(Maybe.just("some")).first == "some"
            }
        }
        describe("last") {
            it("is the last element once the sequence completed") {
                expect(Observable.of("Hello", "World")).last == "World"
            }
            it("throws a timeout when the sequence never completes") {
                let subject = ReplaySubject<Int>.createUnbounded()
                subject.onNext(1)
                expect(subject).last(timeout: 0.05).to(throwError(RxError.timeout))
            }
        }
        describe("array") {
            it("is every element") {
                expect(Observable.of(1, 2, 3)).array == [1, 2, 3]
            }
            it("is empty for a Completable") {
                expect(Completable.empty()).array.to(beEmpty())
            }
        }
    }
}
#endif

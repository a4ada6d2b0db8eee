#if Nimble
import Nimble
import Quick
import Ripple
import RippleNimble
import TestSupport

/// `complete()`, `complete(with:)` and `failWith(_:)`, and what their failures say.
final class CompletionMatcherSpec: QuickSpec {
    override class func spec() {
        describe("complete()") {
            it("succeeds when the sequence completes") {
                expect(Completable.empty()).to(complete())
                expect(Observable.of(1, 2)).to(complete())
            }
            it("says how a failing sequence ended") {
                let failures = gatherFailingExpectations(silently: true) {
                    expect(Observable.of(1).concat(Observable.error(TestError(name: "offline")))).to(complete())
                }
                expect(failures.map(\.message.stringValue)) == [
                    "expected to complete, got <failed with offline after [1]>",
                ]
            }
            it("says when the sequence did not complete in time") {
                let failures = gatherFailingExpectations(silently: true) {
                    expect(Observable<Int>.never()).to(complete(timeout: 0.05))
                }
                expect(failures.map(\.message.stringValue)) == ["expected to complete, got <no completion within 0.05s, after []>"]
            }
        }
        describe("complete(with:)") {
            it("checks the elements too") {
                expect(Observable.of(1, 2)).to(complete(with: [1, 2]))
                expect(Observable.of(1, 2)).toNot(complete(with: [1]))
            }
        }
        describe("failWith(_:)") {
            it("succeeds on the expected error only") {
                expect(Observable<Int>.error(TestError())).to(failWith(TestError()))
                expect(Observable<Int>.error(TestError(name: "other"))).toNot(failWith(TestError()))
                expect(Observable.just(1)).toNot(failWith(TestError()))
            }
        }
    }
}
#endif

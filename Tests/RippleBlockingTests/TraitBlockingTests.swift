import Ripple
import RippleBlocking
import Testing

@Suite struct TraitBlockingTests {
    @Test func singleGivesItsElement() throws {
        #expect(try Single.just(1).toBlocking().first() == 1)
        #expect(try Single.just("a").toBlocking().single() == "a")
    }

    @Test func failingSingleThrows() {
        #expect(throws: TestError.self) { try Single<Int>.error(TestError()).toBlocking().first() }
    }

    @Test func emptyMaybeGivesNil() throws {
        #expect(try Maybe<Int>.empty().toBlocking().first() == nil)
        #expect(try Maybe.just(2).toBlocking().toArray() == [2])
    }

    @Test func completableMaterializes() {
        #expect(Completable.empty().toBlocking().materialize() == .completed(elements: []))
        #expect(Completable.error(TestError()).toBlocking().materialize() == .failed(elements: [], error: TestError()))
    }

    @Test func neverEndingSingleTimesOut() {
        #expect(throws: RxError.self) { try Single<Int>.never().toBlocking(timeout: 0.05).first() }
    }
}

#if PropertyChecks
import Ripple
import RippleTest
import RipplePropertyChecks
import Testing

extension BugZooTests {
    /// A feed shown from the cache, then from the network. The bug: a plain `merge`, so a cache
    /// answer slower than the network's overwrites fresh data.
    static func feed(cache: @escaping (Int) -> Observable<String>, network: @escaping (Int) -> Observable<String>, isBuggy: Bool) -> Observable<String> {
        let fresh = network(1).share(replay: 1)
        return isBuggy ? Observable.merge(cache(1), fresh) : Observable.merge(cache(1).take(until: fresh), fresh)
    }

    /// The answers of the cache and of the network.
    static var cacheAndNetwork: Generator<(GeneratedAnswers<String>, GeneratedAnswers<String>), some SendableSequenceType> {
        zip(
            Gen.answers(of: ["cached"], latency: 1...6, failure: 0, calls: 0...1),
            Gen.answers(of: ["fresh"], latency: 1...6, failure: 0, calls: 0...1)
        )
    }

    /// The feed settles on the network's data.
    static func settlesOnFreshData(_ run: TimelineRun, _ inputs: (GeneratedAnswers<String>, GeneratedAnswers<String>), isBuggy: Bool) {
        let cache: (Int) -> Observable<String> = run.mock("cache", inputs.0)
        let network: (Int) -> Observable<String> = run.mock("network", inputs.1)
        let shown = run.record("feed", feed(cache: cache, network: network, isBuggy: isBuggy))
        run.start()
        run.expectSettles(shown, on: "fresh")
    }

    @Test func mergeLettingASlowCacheOverwriteIsFound() async {
        await expectFound(Self.cacheAndNetwork, Self.settlesOnFreshData)
    }

    @Test func cacheUntilTheNetworkAnswersHolds() async {
        await expectHolds(Self.cacheAndNetwork, Self.settlesOnFreshData)
    }
}
#endif

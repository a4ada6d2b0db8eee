import Checkout
import Ripple
import RippleTest
import Testing

/// A tap and the first price quote arriving at the same instant, in every order.
@Suite struct CheckoutViewModelTests {
    private let prices = ["a": 10, "b": 12]

    /// The first quote arrives at 3, with the first tap; a second tap comes at 6, after a new
    /// quote at 5.
    private func purchases(_ makeModel: (Observable<Int>, Observable<Void>) -> Observable<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let quotes = scheduler.createHotObservable("---a-b", values: prices)
        let taps = scheduler.createHotObservable("---t--t", values: ["t": ()])
        let purchases = scheduler.record(makeModel(quotes.asObservable(), taps.asObservable()))
        scheduler.start()
        assertMarbles(purchases, "---a--b", values: prices)
    }

    @Test func everyTapBuysInEveryOrdering() {
        let result = exploreSameInstantOrderings {
            purchases { CheckoutViewModel(quotes: $0, taps: $1).purchases }
        }
        #expect(result.isExhaustive)
        #expect(result.orderingsRun == 2)
    }

    @Test func theRacyModelPassesInTheSchedulingOrder() {
        purchases { RacyCheckoutViewModel(quotes: $0, taps: $1).purchases }
    }

    @Test func exploringFindsTheRacyModelsLostTap() {
        withKnownIssue {
            exploreSameInstantOrderings {
                purchases { RacyCheckoutViewModel(quotes: $0, taps: $1).purchases }
            }
        } matching: { issue in
            issue.comments.contains { comment in
                comment.rawValue.hasPrefix("Exploring same-instant orderings: the ordering \"1\" fails")
                    && comment.rawValue.contains("at 3: hot observable 2 (scheduling order: hot observable 1, hot observable 2)")
            }
        }
    }

    @Test func theModelLetsGoAtEveryFrame() {
        assertDisposalAtEveryFrame(values: prices) { scheduler in
            let quotes = scheduler.createHotObservable("---a-b", values: prices)
            let taps = scheduler.createHotObservable("---t--t", values: ["t": ()])
            return CheckoutViewModel(quotes: quotes.asObservable(), taps: taps.asObservable()).purchases
        }
    }
}

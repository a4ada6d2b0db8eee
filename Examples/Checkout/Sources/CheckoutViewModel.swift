import Ripple

/// A checkout button: each tap buys at the latest price quoted.
///
/// Quotes and taps are independent inputs: a new quote can arrive at the very instant of a tap.
/// This model keeps the taps made before the first quote and buys when it arrives, so a tap is
/// never lost, whichever of the two comes first.
public final class CheckoutViewModel {
    /// The price of each purchase, one per tap.
    public let purchases: Observable<Int>

    /// - Parameters:
    ///   - quotes: The prices quoted by the server, latest last.
    ///   - taps: The taps on the "Buy" button.
    public init(quotes: Observable<Int>, taps: Observable<Void>) {
        let inputs = Observable.merge(quotes.map(CheckoutInput.quote), taps.map { CheckoutInput.tap })
        purchases = inputs
            .scan(into: CheckoutState()) { state, input in state.receive(input) }
            .concatMap { Observable.from($0.bought) }
    }
}

/// What the checkout receives.
enum CheckoutInput {
    case quote(Int)
    case tap
}

/// The latest quote, the taps waiting for a first one, and what the last input bought.
struct CheckoutState {
    private var quote: Int?
    private var waitingTaps = 0
    /// The prices of the purchases the last input made.
    private(set) var bought: [Int] = []

    mutating func receive(_ input: CheckoutInput) {
        switch input {
        case .quote(let price):
            quote = price
            bought = Array(repeating: price, count: waitingTaps)
            waitingTaps = 0
        case .tap:
            if let quote {
                bought = [quote]
            } else {
                waitingTaps += 1
                bought = []
            }
        }
    }
}

/// The same button written the usual way, `taps.withLatestFrom(quotes)`: a tap before the first
/// quote is dropped. When the first quote and a tap arrive at the same instant, whether the
/// purchase happens depends on which runs first.
public final class RacyCheckoutViewModel {
    /// The price of each purchase made.
    public let purchases: Observable<Int>

    /// - Parameters:
    ///   - quotes: The prices quoted by the server, latest last.
    ///   - taps: The taps on the "Buy" button.
    public init(quotes: Observable<Int>, taps: Observable<Void>) {
        purchases = taps.withLatestFrom(quotes)
    }
}

// expected-error: main actor-isolated property 'values' can not be referenced from a nonisolated context
// A shared sequence's `values` belongs to the main actor, as in RxCocoa: reading it elsewhere
// needs `await`.
import RippleCocoa

func stream(of titles: Driver<String>) -> AsyncStream<String> {
    titles.values
}

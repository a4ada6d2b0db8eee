import Ripple

// RxTest makes the outcomes of `Maybe` and `Completable` `Equatable`, so tests compare lists of
// them with `==` and `XCTAssertEqual`; RippleTest does the same. Errors compare as in recorded
// events: the same type, then equality or the same description.

extension CompletableEvent: Equatable {
    /// Outcomes are equal when both completed, or both failed with equal errors.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): errorsAreEqual(left, right)
        default: false
        }
    }
}

extension MaybeEvent: Equatable where Element: Equatable {
    /// Outcomes are equal when both succeeded with equal elements, both completed empty, or both
    /// failed with equal errors.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): left == right
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): errorsAreEqual(left, right)
        default: false
        }
    }
}

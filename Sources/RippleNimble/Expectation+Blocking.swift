#if Nimble
import Foundation
import Nimble
import Ripple
import RippleBlocking

/// How long the blocking expectations (`first`, `last`, `array`, `complete()`…) wait for a
/// sequence before they fail with `RxError.timeout`, unless given a timeout.
public let defaultBlockingTimeout: TimeInterval = 1

extension SyncExpectation where Value: ObservableConvertibleType {
    /// The first element of the sequence, read with `toBlocking(timeout: 1).first()`: nil when it
    /// completes empty; an error (`RxError.timeout` too) is thrown to the matcher.
    ///
    /// ```swift
    /// expect(observable).first == 42
    /// expect(observable).first.to(throwError(HubUnreachable()))
    /// ```
    public var first: SyncExpectation<Value.Element> {
        first(timeout: defaultBlockingTimeout)
    }

    /// The first element of the sequence, waiting at most `timeout` seconds.
    public func first(timeout: TimeInterval) -> SyncExpectation<Value.Element> {
        SyncExpectation<Value.Element>(expression: expression.cast { source in
            try source?.toBlocking(timeout: timeout).first()
        })
    }

    /// The last element of the sequence, once it completed: nil when it completes empty.
    public var last: SyncExpectation<Value.Element> {
        last(timeout: defaultBlockingTimeout)
    }

    /// The last element of the sequence, waiting at most `timeout` seconds for it to complete.
    public func last(timeout: TimeInterval) -> SyncExpectation<Value.Element> {
        SyncExpectation<Value.Element>(expression: expression.cast { source in
            try source?.toBlocking(timeout: timeout).last()
        })
    }

    /// Every element of the sequence, once it completed: `expect(observable).array == [1, 2, 3]`.
    public var array: SyncExpectation<[Value.Element]> {
        array(timeout: defaultBlockingTimeout)
    }

    /// Every element of the sequence, waiting at most `timeout` seconds for it to complete.
    public func array(timeout: TimeInterval) -> SyncExpectation<[Value.Element]> {
        SyncExpectation<[Value.Element]>(expression: expression.cast { source in
            try source?.toBlocking(timeout: timeout).toArray()
        })
    }
}
#endif

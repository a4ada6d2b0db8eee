#if Nimble
import Foundation
import Nimble
import Ripple
import RippleBlocking

/// Succeeds when the sequence completes (within `timeout` seconds), whatever it emitted first:
/// `expect(useCase.toggleLight(withId: 2)).to(complete())`.
///
/// A failure says what the sequence did instead: "expected to complete, got failed with
/// HubUnreachable() after [1, 2]", or "got no completion within 1.0s".
public func complete<Source: ObservableConvertibleType>(timeout: TimeInterval = defaultBlockingTimeout) -> Matcher<Source> {
    Matcher.define("complete") { expression, message in
        guard let source = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        let result = source.toBlocking(timeout: timeout).materialize()
        return MatcherResult(bool: result.isCompleted, message: message.replacedExpectation { _ in
            .expectedCustomValueTo("complete", actual: describe(result, timeout: timeout))
        })
    }
}

/// Succeeds when the sequence emits exactly `elements`, then completes (within `timeout`
/// seconds): `expect(lights.map(\.count)).to(complete(with: [3]))`.
public func complete<Source: ObservableConvertibleType>(
    with elements: [Source.Element],
    timeout: TimeInterval = defaultBlockingTimeout
) -> Matcher<Source> where Source.Element: Equatable {
    Matcher.define("complete with <\(elements)>") { expression, message in
        guard let source = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        let result = source.toBlocking(timeout: timeout).materialize()
        let matches = result.isCompleted && result.elements == elements
        return MatcherResult(bool: matches, message: message.replacedExpectation { _ in
            .expectedCustomValueTo("complete with <\(elements)>", actual: describe(result, timeout: timeout))
        })
    }
}

/// Succeeds when the sequence fails (within `timeout` seconds) with an error equal to `error`:
/// `expect(useCase.toggleLight(withId: 9)).to(failWith(UnknownLight(id: 9)))`.
public func failWith<Source: ObservableConvertibleType, Failure: Error & Equatable>(
    _ error: Failure,
    timeout: TimeInterval = defaultBlockingTimeout
) -> Matcher<Source> {
    Matcher.define("fail with <\(error)>") { expression, message in
        guard let source = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        let result = source.toBlocking(timeout: timeout).materialize()
        let matches = (result.error as? Failure) == error
        return MatcherResult(bool: matches, message: message.replacedExpectation { _ in
            .expectedCustomValueTo("fail with <\(error)>", actual: describe(result, timeout: timeout))
        })
    }
}

/// What a sequence did, for failure messages.
private func describe<Element>(_ result: MaterializedSequenceResult<Element>, timeout: TimeInterval) -> String {
    switch result {
    case .completed(let elements):
        return "<completed after \(elements)>"
    case .failed(let elements, let error as RxError) where error == .timeout:
        return "<no completion within \(timeout)s, after \(elements)>"
    case .failed(let elements, let error):
        return "<failed with \(error) after \(elements)>"
    }
}

extension MaterializedSequenceResult {
    fileprivate var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    fileprivate var elements: [T] {
        switch self {
        case .completed(let elements), .failed(let elements, _): elements
        }
    }

    fileprivate var error: Error? {
        if case .failed(_, let error) = self { return error }
        return nil
    }
}
#endif
